import { useEffect, useState } from 'react';
import type { Enrolment, SendingAction, SendingCounts, SequenceEnrolments } from '#shared/schemas/enrolments';
import type { SequenceSummary } from '#shared/schemas/sequences';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { Button } from '../ui/Button';
import { SendingNotReady } from '../ui/SendingNotReady';
import { card } from '../ui/styles';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'nothing scheduled';

const STATUS_WORDS = { active: 'Sending', paused: 'Paused', stopped: 'Stopped' } as const;

function Counts({ counts, label }: { counts: SendingCounts; label: string }) {
  const items: [string, number][] = [
    ['Scheduled', counts.scheduled],
    ['Sent', counts.sent],
    ['Skipped', counts.skipped],
    ['Failed', counts.failed],
    ['Unsubscribed', counts.unsubscribed],
  ];
  return (
    <div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label={label}>
        {items.map(([name, value]) => (
          <div key={name} className="flex gap-1">
            <dt className="text-slate-600">{name}</dt>
            <dd className="font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
        <div className="flex gap-1">
          <dt className="text-slate-600">Next send</dt>
          <dd className="font-semibold text-navy-900">{when(counts.next_send_at)}</dd>
        </div>
      </dl>
      {counts.skipped_reasons.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm text-slate-700" aria-label={`Why messages were skipped (${label})`}>
          {counts.skipped_reasons.map((r) => (
            <li key={r.reason}>
              {r.count} × {r.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Controls({ status, name, onAction }: { status: Enrolment['status']; name: string; onAction: (a: SendingAction) => void }) {
  const [confirmStop, setConfirmStop] = useState(false);
  if (status === 'stopped') return null;
  return (
    <div className="flex flex-wrap gap-2">
      {status === 'active' ? (
        <Button onClick={() => onAction('pause')} aria-label={`Pause ${name}`}>
          Pause
        </Button>
      ) : (
        <Button onClick={() => onAction('resume')} aria-label={`Resume ${name}`}>
          Resume
        </Button>
      )}
      {confirmStop ? (
        <Button variant="danger" onClick={() => onAction('stop')} aria-label={`Stop ${name} for good`}>
          Stop for good: nothing more is sent
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setConfirmStop(true)} aria-label={`Stop ${name}`}>
          Stop
        </Button>
      )}
    </div>
  );
}

/** What the attorney sees of a sequence's sending: totals, each enrolment, and the controls. */
export function SequenceSending({ sequence, onBack }: { sequence: SequenceSummary; onBack: () => void }) {
  const [data, setData] = useState<SequenceEnrolments | null>(null);
  const [failed, setFailed] = useState(false);
  const id = sequence.id;

  useEffect(() => {
    let current = true;
    api('sequences/:id/enrolments', { params: { id } }).then(
      (answer) => current && setData(answer),
      (error: unknown) => {
        if (!current) return;
        setFailed(true);
        showFailure('Error loading sending', error);
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  /** Pause, resume or stop one enrolment, or the whole sequence (no enrolment). */
  async function act(enrolmentId: string | null, action: SendingAction) {
    try {
      const body = { action };
      setData(
        enrolmentId === null
          ? await api('sequences/:id/sending', { method: 'POST', params: { id }, body })
          : await api('sequences/:id/enrolments/:enrolmentId', { method: 'POST', params: { id, enrolmentId }, body }),
      );
      showToast({ title: action === 'pause' ? 'Paused.' : action === 'resume' ? 'Resumed.' : 'Stopped.' });
    } catch (error) {
      showFailure('That did not work', error);
    }
  }

  return (
    <section aria-labelledby="sending-title">
      <Button onClick={onBack}>Back to sequences</Button>
      <h2 id="sending-title" className="mt-4 text-xl font-semibold text-navy-900">
        Sending: {sequence.name}
      </h2>
      {failed ? (
        <ErrorState message="We couldn't load this sequence's sending. Please try refreshing the page." />
      ) : data === null ? (
        <CenteredSpinner label="Loading sending" />
      ) : (
        <>
          <SendingNotReady className="mt-4" />
          <div className={`${card} mt-4`}>
            <p className="mb-2 text-sm" data-testid="sequence-sending-status">
              Status: <strong>{STATUS_WORDS[data.status]}</strong> · {data.enrolments.length}{' '}
              {data.enrolments.length === 1 ? 'contact' : 'contacts'} enrolled
            </p>
            <Counts counts={data.counts} label="All enrolments" />
            <div className="mt-4">
              <Controls status={data.status} name="the whole sequence" onAction={(a) => act(null, a)} />
            </div>
          </div>
          {data.enrolments.length === 0 ? (
            <p className="mt-6 text-sm text-slate-600">
              Nobody is enrolled yet. Choose contacts on the contacts screen and enrol them in this sequence.
            </p>
          ) : (
            <ul className="mt-6 space-y-4">
              {data.enrolments.map((e) => (
                <li key={e.id} className={card} data-testid="enrolment">
                  <h3 className="font-semibold text-navy-900">
                    {e.contact.name || e.contact.email} <span className="font-normal text-slate-600">{e.contact.email}</span>
                  </h3>
                  <p className="mb-2 text-sm text-slate-600" data-testid="enrolment-status">
                    {STATUS_WORDS[e.status]}
                    {e.stopped_reason ? `: ${e.stopped_reason}` : ''}
                  </p>
                  <Counts counts={e.counts} label={e.contact.name || e.contact.email || e.id} />
                  <div className="mt-3">
                    <Controls status={e.status} name={e.contact.name || 'this contact'} onAction={(a) => act(e.id, a)} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
