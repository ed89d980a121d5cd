import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { checkEmail, learnedSuggestions } from '#shared/compliance/index';
import type { FirmForCheck } from '#shared/compliance/types';
import { EDITABLE_STATUSES, EVERYONE, type Campaign } from '#shared/newsletter/campaignTerms';
import { BLOCK_LABELS, BLOCK_TYPES, type Block, type Issue, issueProblem, campaignInputSchema, newBlockId } from '#shared/newsletter/issue';
import { issueDraft, placeFindings, type PlacedFinding } from '#shared/newsletter/issueText';
import type { AudienceCount, Segment } from '#shared/newsletter/segments';
import type { NewsletterImage, NewsletterSettings } from '#shared/newsletter/settings';
import { api, ApiError, errorMessage } from '#browser/api';
import { $session } from '#browser/session';
import { showToast } from '#browser/toastStore';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { card } from '../ui/styles';
import { applyPlacedFix, BlockFields, BlockFindings, blockLabel, emptyBlock } from './BlockEditor';
import { campaignApi, RefusedIssue } from './campaignApi';
import { Progress, StatusBadge } from './CampaignsScreen';
import { IssuePreview } from './IssuePreview';
import { SendPanel } from './SendPanel';

interface Content {
  name: string;
  subject: string;
  preheader: string;
  blocks: Block[];
  segment_id: string | null;
}

const contentOf = (c: Pick<Campaign, 'name' | 'subject' | 'preheader' | 'blocks' | 'segment_id'>): Content => ({
  name: c.name,
  subject: c.subject,
  preheader: c.preheader,
  blocks: c.blocks,
  segment_id: c.segment_id,
});

/** The month an issue is for, for rewriting one block: its scheduled month, else next month. */
const issueMonth = (campaign: Campaign | null) => {
  const date = campaign?.scheduled_at ? new Date(campaign.scheduled_at) : new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};

export function CampaignEditor({
  id,
  unsaved,
  onSaved,
  onBack,
}: {
  id: string | null;
  unsaved: { issue: Issue; name: string } | null;
  onSaved: (id: string) => void;
  onBack: () => void;
}) {
  const { profile } = useStore($session);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [content, setContent] = useState<Content | null>(unsaved ? { ...unsaved.issue, name: unsaved.name, segment_id: null } : null);
  const [firm, setFirm] = useState<FirmForCheck>({});
  const [images, setImages] = useState<NewsletterImage[]>([]);
  const [segments, setSegments] = useState<Segment[]>([]);
  const [settings, setSettings] = useState<NewsletterSettings | null>(null);
  const [contacts, setContacts] = useState<{ id: string; name: string }[]>([]);
  const [reader, setReader] = useState<string>('');
  const [audience, setAudience] = useState<AudienceCount | null>(null);
  const [saving, setSaving] = useState(false);
  const [rewriting, setRewriting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [newType, setNewType] = useState<Block['type']>('paragraph');

  useEffect(() => {
    if (id)
      campaignApi.get(id).then(
        (loaded) => {
          setCampaign(loaded);
          setContent(contentOf(loaded));
        },
        (error: unknown) => {
          setFailed(true);
          showToast({ title: 'Error fetching the issue', description: errorMessage(error), variant: 'destructive' });
        },
      );
    api('firm-profile').then(setFirm, () => undefined);
    campaignApi.images().then(setImages, () => undefined);
    campaignApi.segments().then(setSegments, () => undefined);
    campaignApi.settings().then(setSettings, () => undefined);
    api('contacts', { query: 'limit=100' }).then(
      (page) => setContacts(page.contacts.filter((c) => c.email).map((c) => ({ id: c.id, name: c.name }))),
      () => undefined,
    );
  }, [id]);

  useEffect(() => {
    if (!campaign) return;
    campaignApi.audience(campaign.id).then(setAudience, () => setAudience(null));
  }, [campaign]);

  // The check runs in the browser as the attorney types, with the rules the server applies on save.
  const findings = useMemo(() => {
    if (!content) return [];
    const { draft, spans } = issueDraft(content);
    const found = checkEmail(draft, { audience: 'subscriber' }, firm);
    return placeFindings([...found, ...learnedSuggestions(draft, { audience: 'subscriber' }, firm, found)], spans);
  }, [content, firm]);

  if (failed) return <ErrorState message="We couldn't load this issue. Go back and try again." />;
  if (!content) return <CenteredSpinner label="Loading the issue" />;

  const editable = !campaign || EDITABLE_STATUSES.includes(campaign.status);
  const dirty = !campaign || JSON.stringify(contentOf(campaign)) !== JSON.stringify(content);
  const blocking = findings.filter((f) => f.finding.severity === 'block');
  const findingsAt = (place: string) => findings.filter((f) => f.place === place);
  const setBlock = (index: number, block: Block) =>
    setContent({ ...content, blocks: content.blocks.map((b, i) => (i === index ? block : b)) });
  const moveBlock = (index: number, by: -1 | 1) => {
    const blocks = [...content.blocks];
    const [moved] = blocks.splice(index, 1);
    blocks.splice(index + by, 0, moved!);
    setContent({ ...content, blocks });
  };
  const readerName = contacts.find((c) => c.id === reader)?.name ?? 'Sample reader';

  async function save() {
    const input = {
      ...content!,
      blocks: content!.blocks.map((block) =>
        block.type === 'tip_list' ? { ...block, tips: block.tips.filter((tip) => tip.trim()) } : block,
      ),
    };
    const parsed = campaignInputSchema.safeParse(input);
    if (!parsed.success) {
      showToast({ title: 'Failed to save issue', description: issueProblem(parsed.error, input), variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const saved = campaign ? await campaignApi.update(campaign.id, parsed.data) : await campaignApi.create(parsed.data);
      if (!campaign) {
        onSaved(saved.id);
        return;
      }
      const wasApproved = campaign.status !== 'draft' && saved.status === 'draft';
      setCampaign(saved);
      setContent(contentOf(saved));
      showToast({
        title: 'Issue saved',
        description: wasApproved ? 'It was back in draft: it needs approval again before it can be sent.' : undefined,
      });
    } catch (error) {
      showToast({ title: 'Failed to save issue', description: errorMessage(error), variant: 'destructive' });
      if (error instanceof RefusedIssue) return;
    } finally {
      setSaving(false);
    }
  }

  async function rewrite(block: Block) {
    setRewriting(block.id);
    try {
      const { block: fresh } = await campaignApi.draftBlock(
        issueMonth(campaign),
        { subject: content!.subject, preheader: content!.preheader, blocks: content!.blocks },
        block.id,
      );
      setContent({ ...content!, blocks: content!.blocks.map((b) => (b.id === block.id ? fresh : b)) });
      showToast({ title: `${BLOCK_LABELS[block.type]} rewritten`, description: 'Review it, then save.' });
    } catch (error) {
      showToast({ title: 'Failed to rewrite the block', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setRewriting(null);
    }
  }

  async function upload(index: number, file: File) {
    try {
      const image = await campaignApi.uploadImage(file);
      setImages([image, ...images]);
      const block = content!.blocks[index]!;
      if (block.type === 'image') setBlock(index, { ...block, asset_id: image.id });
    } catch (error) {
      showToast({ title: 'Failed to upload the image', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const fix = (placed: PlacedFinding) => setContent(applyPlacedFix(content, placed));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button onClick={onBack}>
          <span aria-hidden="true">&larr;</span> All issues
        </Button>
        <div className="flex items-center gap-3">
          {campaign && <StatusBadge status={campaign.status} />}
          {editable && (
            <Button variant="primary" onClick={() => void save()} disabled={saving || !dirty}>
              {saving && <Spinner label="Saving" className="h-4 w-4 text-white" />}
              {campaign ? 'Save changes' : 'Save draft'}
            </Button>
          )}
        </div>
      </div>
      {campaign && campaign.status !== 'draft' && editable && dirty && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Saving these changes returns the issue to draft: it will need approval again
          {campaign.status === 'scheduled' ? ', and its schedule is cancelled' : ''}.
        </p>
      )}
      {campaign?.progress && (
        <div className={card}>
          <h2 className="text-lg font-semibold text-navy-900">Sending</h2>
          <Progress campaign={campaign} />
          {campaign.progress.skipped_reasons.length + campaign.progress.not_sendable.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
              {[...campaign.progress.not_sendable, ...campaign.progress.skipped_reasons].map((r) => (
                <li key={r.reason}>
                  {r.count} × {r.reason}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,720px)]">
        <div className="space-y-4">
          <fieldset className={card} disabled={!editable} aria-label="The issue">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <Field label="Subject">
                  <input value={content.subject} maxLength={150} onChange={(e) => setContent({ ...content, subject: e.target.value })} />
                </Field>
                <BlockFindings findings={findingsAt('subject')} onFix={fix} where="the subject" />
              </div>
              <div className="sm:col-span-2">
                <Field label="Preheader (the line inboxes show after the subject)">
                  <input
                    value={content.preheader}
                    maxLength={150}
                    onChange={(e) => setContent({ ...content, preheader: e.target.value })}
                  />
                </Field>
                <BlockFindings findings={findingsAt('preheader')} onFix={fix} where="the preheader" />
              </div>
              <div>
                <Field label="Name (for your list only)">
                  <input value={content.name} maxLength={120} onChange={(e) => setContent({ ...content, name: e.target.value })} />
                </Field>
              </div>
              <div>
                <Field label="Send to">
                  <select value={content.segment_id ?? ''} onChange={(e) => setContent({ ...content, segment_id: e.target.value || null })}>
                    <option value="">{EVERYONE}</option>
                    {segments.map((segment) => (
                      <option key={segment.id} value={segment.id}>
                        {segment.name}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
            </div>
            {audience && !dirty && (
              <div className="mt-3 text-sm text-slate-700" data-testid="audience-count">
                <p>
                  <span className="font-semibold">{audience.recipients}</span> {audience.recipients === 1 ? 'person' : 'people'} will
                  receive it
                  {audience.matched > audience.recipients &&
                    ` (${audience.matched - audience.recipients} of ${audience.matched} cannot be emailed)`}
                  .
                </p>
                <ul className="list-disc pl-5">
                  {audience.not_sendable.map((r) => (
                    <li key={r.reason}>
                      {r.count} × {r.reason}
                    </li>
                  ))}
                  {audience.missing_merge_fields.map((m) => (
                    <li key={m.field}>
                      {m.count} would be skipped: no value for {m.field} and no fallback.
                    </li>
                  ))}
                  {audience.blocked.map((b) => (
                    <li key={b.reason}>
                      {b.count} would be stopped by the check for their state: {b.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </fieldset>

          <ol className="space-y-4" aria-label="Blocks">
            {content.blocks.map((block, index) => (
              <li key={block.id} className={card} data-testid="block">
                <fieldset disabled={!editable} aria-label={blockLabel(block, index)}>
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <h3 className="font-semibold text-navy-900">{blockLabel(block, index)}</h3>
                    <div className="flex flex-wrap gap-1">
                      {block.type !== 'image' && (
                        <Button className="px-3 py-1 text-sm" onClick={() => void rewrite(block)} disabled={rewriting !== null}>
                          {rewriting === block.id && <Spinner label="Rewriting" className="h-4 w-4 text-navy-800" />}
                          Rewrite with AI<span className="sr-only"> ({blockLabel(block, index)})</span>
                        </Button>
                      )}
                      <Button className="px-3 py-1 text-sm" onClick={() => moveBlock(index, -1)} disabled={index === 0}>
                        Up<span className="sr-only"> ({blockLabel(block, index)})</span>
                      </Button>
                      <Button
                        className="px-3 py-1 text-sm"
                        onClick={() => moveBlock(index, 1)}
                        disabled={index === content.blocks.length - 1}
                      >
                        Down<span className="sr-only"> ({blockLabel(block, index)})</span>
                      </Button>
                      <Button
                        className="px-3 py-1 text-sm"
                        onClick={() => setContent({ ...content, blocks: content.blocks.filter((b) => b.id !== block.id) })}
                        disabled={content.blocks.length === 1}
                      >
                        Remove<span className="sr-only"> ({blockLabel(block, index)})</span>
                      </Button>
                    </div>
                  </div>
                  <BlockFields
                    block={block}
                    images={images}
                    onChange={(b) => setBlock(index, b)}
                    onUpload={(file) => void upload(index, file)}
                  />
                  <BlockFindings findings={findingsAt(block.id)} onFix={fix} where={blockLabel(block, index)} />
                </fieldset>
              </li>
            ))}
          </ol>
          {findingsAt('footer').length > 0 && <BlockFindings findings={findingsAt('footer')} onFix={fix} where="the footer" />}
          {editable && (
            <div className={`${card} flex flex-wrap items-end gap-3`}>
              <div>
                <Field label="Add a block">
                  <select value={newType} onChange={(e) => setNewType(e.target.value as Block['type'])}>
                    {BLOCK_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {BLOCK_LABELS[type]}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              <Button
                onClick={() =>
                  setContent({
                    ...content,
                    blocks: [...content.blocks, emptyBlock(newType, newBlockId(content.blocks.map((b) => b.id)), firm.website)],
                  })
                }
              >
                Add {BLOCK_LABELS[newType]}
              </Button>
            </div>
          )}
        </div>

        <div className="space-y-4">
          <div className={card}>
            <Field label="Preview and proof as">
              <select value={reader} onChange={(e) => setReader(e.target.value)}>
                <option value="">Sample reader</option>
                {contacts.map((contact) => (
                  <option key={contact.id} value={contact.id}>
                    {contact.name}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {campaign && (
            <SendPanel
              campaign={campaign}
              dirty={dirty}
              blocking={blocking.length}
              settings={settings}
              readerId={reader || null}
              readerName={readerName}
              defaultProofTo={profile?.email ?? ''}
              onChanged={(updated) => {
                setCampaign(updated);
                setContent(contentOf(updated));
              }}
              onError={(error) => {
                if (error instanceof ApiError && error.status === 404) onBack();
              }}
            />
          )}
          <div className={card}>
            <IssuePreview issue={content} contactId={reader || null} readerName={readerName} />
          </div>
        </div>
      </div>
      {campaign && campaign.activity.length > 0 && (
        <section className={card} aria-labelledby="activity-title">
          <h2 id="activity-title" className="text-lg font-semibold text-navy-900">
            History
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {campaign.activity.map((entry, i) => (
              <li key={i}>
                {new Date(entry.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}: {entry.action}
                {entry.by && ` (${entry.by.name})`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
