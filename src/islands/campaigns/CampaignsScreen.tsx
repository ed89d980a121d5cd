import { useEffect, useState } from 'react';
import { CAMPAIGN_STATUS_LABELS, DELETABLE_STATUSES, type CampaignStatus, type CampaignSummary } from '#shared/newsletter/campaignTerms';
import { errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { deferred } from '../ui/deferred';
import { CenteredSpinner } from '../ui/Spinner';
import { Button } from '../ui/Button';
import { CardGrid, EmptyState, ErrorState } from '../ui/StateViews';
import { card } from '../ui/styles';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import type { Issue } from '#shared/newsletter/issue';
import { campaignApi } from './campaignApi';

// The editor (blocks, preview, approval) and the new-issue chooser load on demand, not with the list.
const CampaignEditor = deferred(() => import('./CampaignEditor').then((module) => module.CampaignEditor));
const NewIssue = deferred(() => import('./NewIssue').then((module) => module.NewIssue));
const editorLoading = <CenteredSpinner label="Loading the editor" />;

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string } | { kind: 'unsaved'; issue: Issue; name: string };

const STATUS_STYLES: Record<CampaignStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  awaiting_approval: 'bg-amber-100 text-amber-900',
  approved: 'bg-sky-100 text-sky-900',
  scheduled: 'bg-indigo-100 text-indigo-900',
  sending: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-orange-100 text-orange-900',
  sent: 'bg-emerald-700 text-white',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>{CAMPAIGN_STATUS_LABELS[status]}</span>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Sending progress: a bar with its numbers beside it, so the numbers are there for every reader. */
export function Progress({ campaign }: { campaign: CampaignSummary }) {
  const p = campaign.progress;
  if (!p) return null;
  const done = p.sent + p.skipped + p.failed;
  const percent = p.recipients > 0 ? Math.round((done / p.recipients) * 100) : 100;
  return (
    <div className="mt-3">
      {campaign.status !== 'sent' && (
        <div
          role="progressbar"
          aria-label={`Sending “${campaign.subject}”`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
        </div>
      )}
      <p className="mt-1 text-sm text-slate-700" data-testid="campaign-counts">
        {p.sent} sent
        {p.skipped > 0 && `, ${p.skipped} skipped`}
        {p.failed > 0 && `, ${p.failed} failed`}
        {p.retrying > 0 && `, ${p.retrying} retrying`}
        {p.throttled > 0 && `, ${p.throttled} waiting for your daily sending limit`}
        {campaign.status !== 'sent' && ` of ${p.recipients}`}
        {campaign.status === 'sent' && ` to ${p.recipients} ${p.recipients === 1 ? 'recipient' : 'recipients'}`}
      </p>
    </div>
  );
}

function CampaignCard({
  campaign,
  onOpen,
  onDuplicate,
  onDelete,
}: {
  campaign: CampaignSummary;
  onOpen: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const subtitle =
    campaign.status === 'scheduled' && campaign.scheduled_at
      ? `Scheduled for ${when(campaign.scheduled_at)}`
      : campaign.status === 'sent' && campaign.finished_at
        ? `Sent ${when(campaign.finished_at)}`
        : campaign.approval
          ? `Approved by ${campaign.approval.by.name}`
          : `Edited ${when(campaign.updated_at)}${campaign.updated_by ? ` by ${campaign.updated_by.name}` : ''}`;
  return (
    <li className={card} data-testid="campaign-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold text-navy-900">{campaign.subject}</h2>
          <p className="text-sm text-slate-600">
            {campaign.name && `${campaign.name} · `}To {campaign.audience}
          </p>
        </div>
        <StatusBadge status={campaign.status} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{subtitle}</p>
      <Progress campaign={campaign} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="primary" onClick={onOpen}>
          {campaign.status === 'sent' || campaign.status === 'sending' || campaign.status === 'paused' ? 'Open' : 'Edit'}
          <span className="sr-only"> “{campaign.subject}”</span>
        </Button>
        <Button onClick={onDuplicate}>
          Duplicate<span className="sr-only"> “{campaign.subject}”</span>
        </Button>
        {DELETABLE_STATUSES.includes(campaign.status) && (
          <Button variant="danger" onClick={onDelete}>
            Delete<span className="sr-only"> “{campaign.subject}”</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** /campaigns: the firm's issues, a new one, and the editor of one (loaded on demand). */
export function CampaignsScreen() {
  const { items, setItems, failed, reload } = useApiList({ fetchList: campaignApi.list, failedToast: 'Error fetching campaigns' });
  const [view, setView] = useState<View>(() => {
    const id = new URLSearchParams(window.location.search).get('campaign');
    return id ? { kind: 'edit', id } : { kind: 'list' };
  });
  const deletion = useConfirmedDelete<CampaignSummary>({
    title: 'Delete issue',
    question: 'Are you sure you want to delete this issue? This action cannot be undone.',
    remove: (campaign) => campaignApi.remove(campaign.id),
    onDeleted: (campaign) => setItems((list) => list?.filter((c) => c.id !== campaign.id) ?? null),
    deletedToast: 'Issue deleted',
    failedToast: 'Failed to delete issue',
  });
  // Sending moves on while the list is open: refresh it every few seconds until nothing is sending.
  const sending = items?.some((c) => c.status === 'sending');
  useEffect(() => {
    if (!sending || view.kind !== 'list') return;
    const timer = setInterval(reload, 5000);
    return () => clearInterval(timer);
  }, [sending, view.kind, reload]);

  const open = (id: string) => {
    history.replaceState(null, '', `/campaigns?campaign=${encodeURIComponent(id)}`);
    setView({ kind: 'edit', id });
  };
  const back = () => {
    history.replaceState(null, '', '/campaigns');
    setView({ kind: 'list' });
    reload();
  };
  async function duplicate(campaign: CampaignSummary) {
    try {
      const copy = await campaignApi.duplicate(campaign.id);
      showToast({ title: 'Issue duplicated', description: `“${copy.name}” is a new draft.` });
      open(copy.id);
    } catch (error) {
      showToast({ title: 'Failed to duplicate issue', description: errorMessage(error), variant: 'destructive' });
    }
  }

  const newIssue = (
    <Button variant="primary" onClick={() => setView({ kind: 'new' })} onPointerEnter={() => void NewIssue.preload()}>
      New issue
    </Button>
  );

  if (view.kind === 'new')
    return (
      <WorkspaceScreen title="New issue" narrow>
        <NewIssue
          fallback={editorLoading}
          onCreated={(id: string) => open(id)}
          onUnsaved={(issue: Issue, name: string) => setView({ kind: 'unsaved', issue, name })}
          onCancel={back}
        />
      </WorkspaceScreen>
    );
  if (view.kind === 'edit' || view.kind === 'unsaved')
    return (
      <WorkspaceScreen title="Campaigns">
        <CampaignEditor
          fallback={editorLoading}
          key={view.kind === 'edit' ? view.id : 'unsaved'}
          id={view.kind === 'edit' ? view.id : null}
          unsaved={view.kind === 'unsaved' ? { issue: view.issue, name: view.name } : null}
          onSaved={(id: string) => open(id)}
          onBack={back}
        />
      </WorkspaceScreen>
    );
  return (
    <WorkspaceScreen title="Campaigns" action={items && items.length > 0 ? newIssue : undefined}>
      {failed ? (
        <ErrorState message="We couldn't load your campaigns. Please try refreshing the page." />
      ) : items === null ? (
        <CenteredSpinner label="Loading campaigns" />
      ) : items.length === 0 ? (
        <EmptyState title="No issues yet!" action={newIssue} />
      ) : (
        <CardGrid>
          {items.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              onOpen={() => open(campaign.id)}
              onDuplicate={() => void duplicate(campaign)}
              onDelete={() => deletion.ask(campaign)}
            />
          ))}
        </CardGrid>
      )}
      {deletion.dialog}
    </WorkspaceScreen>
  );
}
