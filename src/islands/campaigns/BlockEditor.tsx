import { useId, type ReactNode } from 'react';
import { BLOCK_LABELS, ISSUE_LIMITS, LOCAL_ITEM_KIND_LABELS, LOCAL_ITEM_KINDS, type Block } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { NewsletterImage } from '#shared/newsletter/settings';
import { buttonSecondary, input, label } from '../ui/styles';

/** One labelled control; `error` shows beside it. */
function FieldRow({ name, children, hint }: { name: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}
      </label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

const text = (value: string | undefined) => value ?? '';

/** What the check found in this block, each with its one-click fix when it has one (a typed placeholder gets its merge field). */
export function BlockFindings({
  findings,
  onFix,
  where,
}: {
  findings: PlacedFinding[];
  onFix: (placed: PlacedFinding) => void;
  where: string;
}) {
  if (findings.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={`Compliance findings in ${where}`}>
      {findings.map((placed, i) => (
        <li
          key={i}
          className={`rounded-md border p-3 text-sm ${placed.finding.severity === 'block' ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950'}`}
        >
          <p>
            <span className="font-semibold">{placed.finding.severity === 'block' ? 'Must fix: ' : 'Check: '}</span>
            {placed.finding.message}
          </p>
          {placed.finding.fix && (
            <button type="button" className={`${buttonSecondary} mt-2 px-3 py-1 text-sm`} onClick={() => onFix(placed)}>
              {placed.finding.fix.kind === 'replace' && placed.finding.fix.text ? `Use ${placed.finding.fix.text}` : 'Fix it'}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The fields of one block, by type. Every change hands back the whole block; the editor keeps
 * the issue and checks it as the attorney types.
 */
export function BlockFields({
  block,
  images,
  onChange,
  onUpload,
}: {
  block: Block;
  images: NewsletterImage[];
  onChange: (block: Block) => void;
  onUpload: (file: File) => void;
}) {
  const set = (changes: Partial<Block>) => onChange({ ...block, ...changes } as Block);
  switch (block.type) {
    case 'heading':
      return (
        <FieldRow name="Heading">
          {(id) => (
            <input
              id={id}
              className={input}
              value={block.text}
              maxLength={ISSUE_LIMITS.heading}
              onChange={(e) => set({ text: e.target.value })}
            />
          )}
        </FieldRow>
      );
    case 'paragraph':
      return (
        <FieldRow name="Text" hint='Merge fields such as {{contact.first_name or "there"}} are filled for each reader.'>
          {(id) => (
            <textarea
              id={id}
              className={input}
              rows={5}
              value={block.text}
              maxLength={ISSUE_LIMITS.paragraph}
              onChange={(e) => set({ text: e.target.value })}
            />
          )}
        </FieldRow>
      );
    case 'local_item':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldRow name="Kind">
            {(id) => (
              <select id={id} className={input} value={block.kind} onChange={(e) => set({ kind: e.target.value as typeof block.kind })}>
                {LOCAL_ITEM_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LOCAL_ITEM_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </FieldRow>
          <FieldRow name="Title">
            {(id) => (
              <input
                id={id}
                className={input}
                value={block.title}
                maxLength={ISSUE_LIMITS.title}
                onChange={(e) => set({ title: e.target.value })}
              />
            )}
          </FieldRow>
          <div className="sm:col-span-2">
            <FieldRow name="Text">
              {(id) => (
                <textarea
                  id={id}
                  className={input}
                  rows={3}
                  value={block.text}
                  maxLength={ISSUE_LIMITS.itemText}
                  onChange={(e) => set({ text: e.target.value })}
                />
              )}
            </FieldRow>
          </div>
          <FieldRow name="Place (optional)">
            {(id) => (
              <input
                id={id}
                className={input}
                value={text(block.place)}
                maxLength={ISSUE_LIMITS.place}
                onChange={(e) => set({ place: e.target.value })}
              />
            )}
          </FieldRow>
          <FieldRow name="Date (optional)">
            {(id) => (
              <input id={id} type="date" className={input} value={text(block.date)} onChange={(e) => set({ date: e.target.value })} />
            )}
          </FieldRow>
          <div className="sm:col-span-2">
            <FieldRow name="Link (optional)" hint="A web address starting with https://">
              {(id) => (
                <input
                  id={id}
                  type="url"
                  className={input}
                  value={text(block.link)}
                  maxLength={ISSUE_LIMITS.url}
                  onChange={(e) => set({ link: e.target.value })}
                />
              )}
            </FieldRow>
          </div>
        </div>
      );
    case 'tip_list':
      return (
        <div className="space-y-3">
          <FieldRow name="Title (optional)">
            {(id) => (
              <input
                id={id}
                className={input}
                value={text(block.title)}
                maxLength={ISSUE_LIMITS.title}
                onChange={(e) => set({ title: e.target.value })}
              />
            )}
          </FieldRow>
          <FieldRow name="Tips, one a line" hint={`At most ${ISSUE_LIMITS.tips} tips.`}>
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={Math.max(3, block.tips.length + 1)}
                value={block.tips.join('\n')}
                onChange={(e) => set({ tips: e.target.value.split('\n') })}
              />
            )}
          </FieldRow>
        </div>
      );
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldRow name="Image">
            {(id) => (
              <select id={id} className={input} value={block.asset_id} onChange={(e) => set({ asset_id: e.target.value })}>
                <option value="">Choose an image</option>
                {images.map((image) => (
                  <option key={image.id} value={image.id}>
                    {image.name} ({image.width}×{image.height})
                  </option>
                ))}
              </select>
            )}
          </FieldRow>
          <FieldRow name="Upload a new image" hint="PNG or JPG, at most 2 MB.">
            {(id) => (
              <input
                id={id}
                type="file"
                accept="image/png,image/jpeg"
                className="mt-1 block w-full text-sm"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) onUpload(file);
                  e.target.value = '';
                }}
              />
            )}
          </FieldRow>
          <div className="sm:col-span-2">
            <FieldRow name="Description for readers who cannot see it (alt text)">
              {(id) => (
                <input
                  id={id}
                  className={input}
                  value={block.alt}
                  maxLength={ISSUE_LIMITS.alt}
                  onChange={(e) => set({ alt: e.target.value })}
                />
              )}
            </FieldRow>
          </div>
          <FieldRow name="Caption (optional)">
            {(id) => (
              <input
                id={id}
                className={input}
                value={text(block.caption)}
                maxLength={ISSUE_LIMITS.caption}
                onChange={(e) => set({ caption: e.target.value })}
              />
            )}
          </FieldRow>
          <FieldRow name="Link (optional)">
            {(id) => (
              <input id={id} type="url" className={input} value={text(block.link)} onChange={(e) => set({ link: e.target.value })} />
            )}
          </FieldRow>
        </div>
      );
    case 'button':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <FieldRow name="Button label">
            {(id) => (
              <input
                id={id}
                className={input}
                value={block.label}
                maxLength={ISSUE_LIMITS.label}
                onChange={(e) => set({ label: e.target.value })}
              />
            )}
          </FieldRow>
          <FieldRow name="Button link" hint="A web address starting with https://">
            {(id) => (
              <input
                id={id}
                type="url"
                className={input}
                value={block.url}
                maxLength={ISSUE_LIMITS.url}
                onChange={(e) => set({ url: e.target.value })}
              />
            )}
          </FieldRow>
        </div>
      );
    case 'attorney_note':
      return (
        <div className="space-y-3">
          <FieldRow name="Note" hint="Shown with the headshot from Settings, Newsletter.">
            {(id) => (
              <textarea
                id={id}
                className={input}
                rows={4}
                value={block.text}
                maxLength={ISSUE_LIMITS.note}
                onChange={(e) => set({ text: e.target.value })}
              />
            )}
          </FieldRow>
          <FieldRow name="Signature (optional: the responsible attorney by default)">
            {(id) => (
              <input
                id={id}
                className={input}
                value={text(block.signature)}
                maxLength={ISSUE_LIMITS.signature}
                onChange={(e) => set({ signature: e.target.value })}
              />
            )}
          </FieldRow>
        </div>
      );
  }
}

/** A new, empty block of a type, ready to fill. */
export function emptyBlock(type: Block['type'], id: string, website: string | undefined): Block {
  switch (type) {
    case 'heading':
    case 'paragraph':
    case 'attorney_note':
      return { id, type, text: '' } as Block;
    case 'local_item':
      return { id, type, kind: 'safety', title: '', text: '' };
    case 'tip_list':
      return { id, type, tips: [''] };
    case 'image':
      return { id, type, asset_id: '', alt: '' };
    case 'button':
      return { id, type, label: 'Ask us a question', url: website ?? 'https://' };
  }
}

export const blockLabel = (block: Block, index: number) => `Block ${index + 1}: ${BLOCK_LABELS[block.type]}`;
