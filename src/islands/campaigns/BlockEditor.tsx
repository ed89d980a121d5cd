import { BLOCK_LABELS, ISSUE_LIMITS, LOCAL_ITEM_KIND_LABELS, LOCAL_ITEM_KINDS, type Block, type Issue } from '#shared/newsletter/issue';
import type { Finding, REVIEW_SUGGESTED } from '#shared/compliance/types';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { NewsletterImage } from '#shared/newsletter/settings';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const text = (value: string | undefined) => value ?? '';

const STYLE = {
  block: 'border-red-300 bg-red-50 text-red-900',
  warn: 'border-amber-300 bg-amber-50 text-amber-950',
  suggested: 'border-sky-300 bg-sky-50 text-sky-950',
} as const;
// Typed as the engine's constant (so it cannot drift) without importing the engine's types module,
// which the desk would otherwise list among the files it preloads.
const SUGGESTED: typeof REVIEW_SUGGESTED = 'review-suggested';
const toneOf = (finding: Finding) => (finding.kind === SUGGESTED ? 'suggested' : finding.severity);

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
        <li key={i} className={`rounded-md border p-3 text-sm ${STYLE[toneOf(placed.finding)]}`}>
          <p>
            {/* A suggestion's message says "Review suggested" itself. */}
            {placed.finding.kind !== SUGGESTED && (
              <span className="font-semibold">{placed.finding.severity === 'block' ? 'Must fix: ' : 'Check: '}</span>
            )}
            {placed.finding.message}
          </p>
          {placed.finding.fix && (
            <Button className="mt-2 px-3 py-1 text-sm" onClick={() => onFix(placed)}>
              {placed.finding.fix.kind === 'replace' && placed.finding.fix.text ? `Use ${placed.finding.fix.text}` : 'Fix it'}
            </Button>
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
  /** Absent where images cannot be uploaded (the desk). */
  onUpload?: (file: File) => void;
}) {
  const set = (changes: Partial<Block>) => onChange({ ...block, ...changes } as Block);
  switch (block.type) {
    case 'heading':
      return (
        <Field label="Heading">
          <input value={block.text} maxLength={ISSUE_LIMITS.heading} onChange={(e) => set({ text: e.target.value })} />
        </Field>
      );
    case 'paragraph':
      return (
        <Field label="Text" hint='Merge fields such as {{contact.first_name or "there"}} are filled for each reader.'>
          <textarea rows={5} value={block.text} maxLength={ISSUE_LIMITS.paragraph} onChange={(e) => set({ text: e.target.value })} />
        </Field>
      );
    case 'local_item':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Kind">
            <select value={block.kind} onChange={(e) => set({ kind: e.target.value as typeof block.kind })}>
              {LOCAL_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {LOCAL_ITEM_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Title">
            <input value={block.title} maxLength={ISSUE_LIMITS.title} onChange={(e) => set({ title: e.target.value })} />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Text">
              <textarea rows={3} value={block.text} maxLength={ISSUE_LIMITS.itemText} onChange={(e) => set({ text: e.target.value })} />
            </Field>
          </div>
          <Field label="Place (optional)">
            <input value={text(block.place)} maxLength={ISSUE_LIMITS.place} onChange={(e) => set({ place: e.target.value })} />
          </Field>
          <Field label="Date (optional)">
            <input type="date" value={text(block.date)} onChange={(e) => set({ date: e.target.value })} />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Link (optional)" hint="A web address starting with https://">
              <input
                type="url"

                value={text(block.link)}
                maxLength={ISSUE_LIMITS.url}
                onChange={(e) => set({ link: e.target.value })}
              />
            </Field>
          </div>
        </div>
      );
    case 'tip_list':
      return (
        <div className="space-y-3">
          <Field label="Title (optional)">
            <input value={text(block.title)} maxLength={ISSUE_LIMITS.title} onChange={(e) => set({ title: e.target.value })} />
          </Field>
          <Field label="Tips, one a line" hint={`At most ${ISSUE_LIMITS.tips} tips.`}>
            <textarea
              rows={Math.max(3, block.tips.length + 1)}
              value={block.tips.join('\n')}
              onChange={(e) => set({ tips: e.target.value.split('\n') })}
            />
          </Field>
        </div>
      );
    case 'image':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Image">
            <select value={block.asset_id} onChange={(e) => set({ asset_id: e.target.value })}>
              <option value="">Choose an image</option>
              {images.map((image) => (
                <option key={image.id} value={image.id}>
                  {image.name} ({image.width}×{image.height})
                </option>
              ))}
            </select>
          </Field>
          <Field label="Upload a new image" hint="PNG or JPG, at most 2 MB.">
            <input
              type="file"
              accept="image/png,image/jpeg"
              className="mt-1 block w-full text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) onUpload?.(file);
                e.target.value = '';
              }}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Description for readers who cannot see it (alt text)">
              <input value={block.alt} maxLength={ISSUE_LIMITS.alt} onChange={(e) => set({ alt: e.target.value })} />
            </Field>
          </div>
          <Field label="Caption (optional)">
            <input value={text(block.caption)} maxLength={ISSUE_LIMITS.caption} onChange={(e) => set({ caption: e.target.value })} />
          </Field>
          <Field label="Link (optional)">
            <input type="url" value={text(block.link)} onChange={(e) => set({ link: e.target.value })} />
          </Field>
        </div>
      );
    case 'button':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Button label">
            <input value={block.label} maxLength={ISSUE_LIMITS.label} onChange={(e) => set({ label: e.target.value })} />
          </Field>
          <Field label="Button link" hint="A web address starting with https://">
            <input
              type="url"

              value={block.url}
              maxLength={ISSUE_LIMITS.url}
              onChange={(e) => set({ url: e.target.value })}
            />
          </Field>
        </div>
      );
    case 'attorney_note':
      return (
        <div className="space-y-3">
          <Field label="Note" hint="Shown with the headshot from Settings, Newsletter.">
            <textarea rows={4} value={block.text} maxLength={ISSUE_LIMITS.note} onChange={(e) => set({ text: e.target.value })} />
          </Field>
          <Field label="Signature (optional: the responsible attorney by default)">
            <input value={text(block.signature)} maxLength={ISSUE_LIMITS.signature} onChange={(e) => set({ signature: e.target.value })} />
          </Field>
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

/** Applies a finding's fix to the block (or subject, preheader) it is placed on. */
export function applyPlacedFix<C extends Pick<Issue, 'subject' | 'preheader' | 'blocks'>>(content: C, placed: PlacedFinding): C {
  const fix = placed.finding.fix;
  if (!fix) return content;
  const edit = (text: string) =>
    fix.kind === 'insert'
      ? text.slice(0, placed.start) + fix.text + text.slice(placed.start)
      : text.slice(0, placed.start) + fix.text + text.slice(placed.end);
  if (placed.place === 'subject') return { ...content, subject: edit(content.subject) };
  if (placed.place === 'preheader') return { ...content, preheader: edit(content.preheader) };
  return {
    ...content,
    blocks: content.blocks.map((block) => {
      if (block.id !== placed.place) return block;
      if (placed.field.startsWith('tips.') && block.type === 'tip_list') {
        const index = Number(placed.field.split('.')[1]);
        return { ...block, tips: block.tips.map((tip, i) => (i === index ? edit(tip) : tip)) };
      }
      const value = (block as unknown as Record<string, string>)[placed.field] ?? '';
      return { ...block, [placed.field]: edit(value) } as Block;
    }),
  };
}
