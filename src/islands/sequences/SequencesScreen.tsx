import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SequenceDetail, SequenceSummary } from '#shared/schemas/sequences';
import { $session } from '#browser/session';
import { showFailure, showToast } from '#browser/toastStore';
import { useApiList } from '../ui/useApiList';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { CenteredSpinner } from '../ui/Spinner';
import { CardGrid, EmptyState, ErrorState } from '../ui/StateViews';
import { Button } from '../ui/Button';
import { card } from '../ui/styles';
import { SEQUENCE_DRAFT, sequenceApi, type SequenceDraft } from './sequenceApi';
import { readDraft } from '../ui/drafts';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import { deferred } from '../ui/deferred';

// The editor (with its schemas and the form library) loads right after the first paint.
const SequenceForm = deferred(() => import('./SequenceForm').then((module) => module.SequenceForm));
const editorLoading = <CenteredSpinner label="Loading the editor" />;

// Loaded when an attorney first opens a sequence's sending, not with the page.
const SequenceSending = deferred(() => import('./SequenceSending').then((module) => module.SequenceSending));

type View =
  | { kind: 'list' }
  | { kind: 'create'; draft?: SequenceDraft['values'] }
  | { kind: 'edit'; sequence: SequenceDetail; draft?: SequenceDraft['values'] }
  | { kind: 'sending'; sequence: SequenceSummary };

const LOAD_ERROR = "We couldn't load your sequence data. Please try refreshing the page.";

export function SequencesScreen() {
  const { profile, profileLoading } = useStore($session);
  // Sequences belong to the firm: without a profile and its tenant there is nothing to load.
  const hasTenant = Boolean(profile?.tenant_id);
  const accountMissing = !profileLoading && !hasTenant;
  const {
    items: sequences,
    setItems: setSequences,
    failed: loadFailed,
    reload,
  } = useApiList({ fetchList: sequenceApi.list, failedToast: 'Error Fetching Sequences', enabled: !profileLoading && hasTenant });
  const failed = accountMissing || loadFailed;
  // A form left unsaved in this tab (for Settings, say) opens again with what was typed.
  const [draft] = useState(() => readDraft<SequenceDraft>(SEQUENCE_DRAFT));
  const [view, setView] = useState<View>(() => (draft && !draft.id ? { kind: 'create', draft: draft.values } : { kind: 'list' }));
  const deletion = useConfirmedDelete<SequenceSummary>({
    title: 'Delete sequence',
    question: 'Are you sure you want to delete this sequence? This action cannot be undone.',
    remove: (sequence) => sequenceApi.remove(sequence.id),
    onDeleted: (sequence) => setSequences((list) => list?.filter((s) => s.id !== sequence.id) ?? null),
    deletedToast: 'Sequence Deleted',
    failedToast: 'Failed to Delete Sequence',
  });
  useEffect(() => void SequenceForm.preload(), []);
  useEffect(() => {
    if (draft?.id) void openEditor({ id: draft.id }, draft.values);
    // Once, for the draft found when the screen opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A profile without a firm is the spec's critical error; a missing profile already had its own toast.
  useEffect(() => {
    if (profileLoading || !profile || profile.tenant_id) return;
    showToast({
      title: 'Critical Error: Cannot Load Account',
      description: 'Your account details could not be retrieved. Please refresh or contact support.',
      variant: 'destructive',
    });
  }, [profile, profileLoading]);

  async function openEditor(summary: Pick<SequenceSummary, 'id'>, kept?: SequenceDraft['values']) {
    try {
      setView({ kind: 'edit', sequence: await sequenceApi.get(summary.id), draft: kept });
    } catch (error) {
      showFailure('Error Fetching Sequences', error);
    }
  }

  // /sequences?sending=<id> (the contacts screen links here after enrolling) opens that sequence's sending.
  const [linkedId, setLinkedId] = useState(() => new URLSearchParams(location.search).get('sending'));
  const linked = linkedId ? sequences?.find((s) => s.id === linkedId) : undefined;
  const shown: View = view.kind === 'list' && linked ? { kind: 'sending', sequence: linked } : view;

  const backToList = () => {
    if (linkedId) history.replaceState(null, '', location.pathname);
    setLinkedId(null);
    setView({ kind: 'list' });
    reload();
  };

  let body;
  if (failed) body = <ErrorState message={LOAD_ERROR} />;
  else if (shown.kind === 'create')
    body = (
      <SequenceForm
        fallback={editorLoading}
        draft={shown.draft}
        hasTenant={hasTenant}
        onDone={backToList}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  else if (shown.kind === 'edit')
    body = (
      <SequenceForm
        fallback={editorLoading}
        existing={shown.sequence}
        draft={shown.draft}
        hasTenant={hasTenant}
        onDone={backToList}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  else if (shown.kind === 'sending')
    body = <SequenceSending fallback={<CenteredSpinner label="Loading sending" />} sequence={shown.sequence} onBack={backToList} />;
  else if (sequences === null) body = <CenteredSpinner label="Loading sequences" />;
  else if (sequences.length === 0)
    body = (
      <EmptyState
        title="No sequences yet!"
        action={
          <Button variant="primary" onClick={() => setView({ kind: 'create' })}>
            Create Your First Sequence
          </Button>
        }
      />
    );
  else
    body = (
      <CardGrid>
        {sequences.map((s) => (
          <li key={s.id} className={card} data-testid="sequence-card">
            <h2 className="text-lg font-semibold text-navy-900">{s.name}</h2>
            <p className="mt-1 text-sm text-slate-600">Status: {s.status}</p>
            <p className="text-sm text-slate-600">
              {s.email_count} {s.email_count === 1 ? 'email' : 'emails'}
            </p>
            {s.warning_count > 0 && (
              <p className="text-sm font-medium text-amber-800" data-testid="warning-count">
                {s.warning_count} {s.warning_count === 1 ? 'warning' : 'warnings'}
              </p>
            )}
            <div className="mt-4 flex gap-2">
              <Button onClick={() => openEditor(s)} aria-label={`Edit ${s.name}`}>
                Edit
              </Button>
              <Button onClick={() => setView({ kind: 'sending', sequence: s })} aria-label={`Sending of ${s.name}`}>
                Sending
              </Button>
              <Button variant="danger" onClick={() => deletion.ask(s)} aria-label={`Delete ${s.name}`}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </CardGrid>
    );

  return (
    <>
      <WorkspaceScreen
        title="AI Email Sequences"
        action={
          shown.kind === 'list' && !failed ? (
            <Button variant="primary" onClick={() => setView({ kind: 'create' })}>
              New Sequence
            </Button>
          ) : undefined
        }
      >
        {body}
      </WorkspaceScreen>
      {deletion.dialog}
    </>
  );
}
