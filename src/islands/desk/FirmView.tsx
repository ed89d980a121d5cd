import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { AuditEntry, DeskFirm } from '#shared/backoffice/desk';
import { CAMPAIGN_STATUS_LABELS, EDITABLE_STATUSES, type Campaign, type CampaignSummary } from '#shared/newsletter/campaignTerms';
import { BLOCK_LABELS, BLOCK_TYPES, type Block, campaignInputSchema, issueProblem, newBlockId } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import { showFailure, showToast } from '#browser/toastStore';
import { applyPlacedFix, BlockFields, BlockFindings, blockLabel, emptyBlock } from '../campaigns/BlockEditor';
import { Button } from '../ui/Button';
import { Field, FieldMessage } from '../ui/Field';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { Table } from '../ui/Table';
import { card } from '../ui/styles';
import { DeskFrame, deskTime } from './DeskScreen';
import { deskApi, RefusedDraft } from './deskApi';

/** Staff add blocks of every type but images: a firm's images are chosen by the firm, in its workspace. */
const STAFF_BLOCK_TYPES = BLOCK_TYPES.filter((type) => type !== 'image');

interface Draft {
  name: string;
  subject: string;
  preheader: string;
  blocks: Block[];
}

const firstIssue = (website: string | undefined): Draft => ({
  name: 'First issue',
  subject: '',
  preheader: '',
  blocks: [
    emptyBlock('heading', newBlockId(), website),
    emptyBlock('paragraph', newBlockId(), website),
    emptyBlock('attorney_note', newBlockId(), website),
  ],
});

function IssueEditor({ firm, campaign, onSaved }: { firm: DeskFirm; campaign: Campaign | null; onSaved: (campaign: Campaign) => void }) {
  const [draft, setDraft] = useState<Draft>(() =>
    campaign
      ? { name: campaign.name, subject: campaign.subject, preheader: campaign.preheader, blocks: campaign.blocks }
      : firstIssue(undefined),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [findings, setFindings] = useState<PlacedFinding[]>(campaign?.findings ?? []);
  const [saving, setSaving] = useState(false);
  const [adding, setAdding] = useState<Block['type']>('paragraph');
  const editable = !campaign || (EDITABLE_STATUSES as readonly string[]).includes(campaign.status);

  async function save() {
    const input = { ...draft, segment_id: campaign?.segment_id ?? null };
    const parsed = z.safeParse(campaignInputSchema, input);
    if (!parsed.success) {
      setProblem(issueProblem(parsed.error, input));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const saved = campaign
        ? await deskApi.edit(firm.tenant_id, campaign.id, parsed.data)
        : await deskApi.draft(firm.tenant_id, parsed.data);
      setFindings(saved.findings);
      showToast({ title: 'Issue saved', description: 'The firm sees it in its workspace.' });
      onSaved(saved);
    } catch (error) {
      if (error instanceof RefusedDraft) setFindings(error.findings);
      setProblem(error instanceof Error ? error.message : 'The issue was not saved.');
      showFailure('Failed to save the issue', error);
    } finally {
      setSaving(false);
    }
  }

  const setBlock = (index: number, block: Block) => setDraft({ ...draft, blocks: draft.blocks.map((b, i) => (i === index ? block : b)) });
  return (
    <section className={`${card} space-y-4`} aria-labelledby="issue-editor">
      <h2 id="issue-editor" className="text-lg font-semibold text-navy-900">
        {campaign ? `Edit “${campaign.name}”` : 'Draft the first issue'}
      </h2>
      {!editable && (
        <p className="text-sm text-slate-700">
          This issue is {CAMPAIGN_STATUS_LABELS[campaign!.status].toLowerCase()}: it can no longer be edited.
        </p>
      )}
      <fieldset disabled={!editable || saving} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Name (for the firm’s list)">
            <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Field>
          <Field label="Subject">
            <input value={draft.subject} onChange={(e) => setDraft({ ...draft, subject: e.target.value })} />
          </Field>
          <Field label="Preheader" className="sm:col-span-2">
            <input value={draft.preheader} onChange={(e) => setDraft({ ...draft, preheader: e.target.value })} />
          </Field>
        </div>
        <ol className="space-y-4">
          {draft.blocks.map((block, index) => (
            <li key={block.id}>
              <fieldset aria-label={blockLabel(block, index)} className="rounded-lg border border-slate-200 p-4">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="font-medium text-slate-900">{blockLabel(block, index)}</h3>
                  <Button
                    className="px-3 py-1 text-sm"
                    onClick={() => setDraft({ ...draft, blocks: draft.blocks.filter((_, i) => i !== index) })}
                  >
                    Remove<span className="sr-only"> {blockLabel(block, index)}</span>
                  </Button>
                </div>
                {block.type === 'image' ? (
                  <p className="text-sm text-slate-700">
                    An image from the firm’s library: the firm chooses and changes its images in its workspace.
                  </p>
                ) : (
                  <BlockFields block={block} images={[]} onChange={(changed) => setBlock(index, changed)} />
                )}
                <BlockFindings
                  findings={findings.filter((placed) => placed.place === block.id)}
                  onFix={(placed) => setDraft(applyPlacedFix(draft, placed))}
                  where={blockLabel(block, index)}
                />
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Block to add">
            <select value={adding} onChange={(e) => setAdding(e.target.value as Block['type'])}>
              {STAFF_BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {BLOCK_LABELS[type]}
                </option>
              ))}
            </select>
          </Field>
          <Button
            onClick={() =>
              setDraft({ ...draft, blocks: [...draft.blocks, emptyBlock(adding, newBlockId(draft.blocks.map((b) => b.id)), undefined)] })
            }
          >
            Add block
          </Button>
        </div>
        <FieldMessage error={problem ?? undefined} />
        <Button variant="primary" onClick={save} pending={saving} pendingLabel="Saving">
          Save issue
        </Button>
      </fieldset>
    </section>
  );
}

function ProofButton({ firm, campaign, onSent }: { firm: DeskFirm; campaign: Campaign; onSent: () => void }) {
  const [sending, setSending] = useState(false);
  if (campaign.status !== 'draft' && campaign.status !== 'awaiting_approval') return null;
  async function send() {
    setSending(true);
    try {
      const { sent_to } = await deskApi.proof(firm.tenant_id, campaign.id);
      showToast({ title: 'Proof sent for approval', description: `Sent to ${sent_to}. The firm approves it in its workspace.` });
      onSent();
    } catch (error) {
      showFailure('Failed to send the proof', error);
    } finally {
      setSending(false);
    }
  }
  return (
    <Button variant="primary" onClick={send} pending={sending} pendingLabel="Sending the proof">
      Send proof for approval
    </Button>
  );
}

export function FirmView({ tenantId, campaignId }: { tenantId: string; campaignId: string | null }) {
  const [firm, setFirm] = useState<DeskFirm | null>(null);
  const [campaigns, setCampaigns] = useState<CampaignSummary[]>([]);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    Promise.all([
      deskApi.firm(tenantId),
      deskApi.campaigns(tenantId),
      deskApi.auditLog(tenantId),
      campaignId ? deskApi.campaign(tenantId, campaignId) : Promise.resolve(null),
    ]).then(
      ([f, list, log, one]) => {
        setFirm(f);
        setCampaigns(list);
        setAudit(log);
        setCampaign(one);
      },
      (error: unknown) => {
        setFailed(error instanceof Error ? error.message : 'The firm could not be loaded.');
        showFailure('Could not load the firm', error);
      },
    );
  }, [tenantId, campaignId, version]);
  if (failed)
    return (
      <DeskFrame title="Firm" back>
        <ErrorState message={failed} />
      </DeskFrame>
    );
  if (!firm) return <CenteredSpinner label="Loading the firm" />;
  const addressOf = (id: string) => `/desk?firm=${encodeURIComponent(tenantId)}&campaign=${encodeURIComponent(id)}`;
  return (
    <DeskFrame title={firm.firm_name} back>
      {firm.subscription_ended && (
        <p className="mb-4 rounded-lg border border-slate-300 bg-slate-100 p-3 text-slate-800">
          The subscription was cancelled: the firm’s sending has stopped and its workspace stays readable for export.
        </p>
      )}
      <p className="mb-4 text-slate-700">
        Signs in: {firm.attorney_emails.join(', ') || 'nobody yet'}. You draft and edit issues and send proofs; the firm approves and sends.
      </p>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {(campaign || campaigns.length === 0) && (
            <IssueEditor
              key={campaign?.id ?? 'new'}
              firm={firm}
              campaign={campaign}
              onSaved={(saved) => (campaign ? setVersion((v) => v + 1) : location.assign(addressOf(saved.id)))}
            />
          )}
          {campaign && <ProofButton firm={firm} campaign={campaign} onSent={() => setVersion((v) => v + 1)} />}
        </div>
        <section className={card} aria-labelledby="firm-issues">
          <h2 id="firm-issues" className="text-lg font-semibold text-navy-900">
            Issues
          </h2>
          {campaigns.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">None yet.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {campaigns.map((c) => (
                <li key={c.id}>
                  <a className="text-navy-800 underline underline-offset-2" href={addressOf(c.id)}>
                    {c.name || c.subject}
                  </a>{' '}
                  <span className="text-sm text-slate-700">({CAMPAIGN_STATUS_LABELS[c.status]})</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={`${card} mt-6`} aria-labelledby="firm-audit">
        <h2 id="firm-audit" className="mb-2 text-lg font-semibold text-navy-900">
          What staff did here (the firm sees this in Settings)
        </h2>
        <Table
          caption="Staff actions in this workspace, newest first"
          stackOnPhone
          rowKey={(entry) => entry.id}
          rows={audit}
          columns={[
            { header: 'When', cell: (entry) => deskTime(entry.at), className: 'whitespace-nowrap' },
            { header: 'Who', cell: (entry) => entry.by.name },
            { header: 'What', cell: (entry) => entry.action },
          ]}
        />
      </section>
    </DeskFrame>
  );
}
