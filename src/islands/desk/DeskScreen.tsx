import { useEffect, useState } from 'react';
import { DESK_STATE_LABELS, type DeskRow, type DeskSubmissions, type PromiseClock } from '#shared/backoffice/desk';
import { showFailure } from '#browser/toastStore';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { Table } from '../ui/Table';
import { clearOfToasts } from '../ui/styles';
import { deskApi } from './deskApi';
import { FirmView } from './FirmView';
import { SubmissionView } from './SubmissionView';

/** Dates as our staff read them: in the office's time zone, named. */
export const deskTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/New_York',
    timeZoneName: 'short',
  }).format(new Date(iso));

export function DeskFrame({ title, back, children }: { title: string; back?: boolean; children: React.ReactNode }) {
  useEffect(() => {
    document.title = `${title} | Desk`;
  }, [title]);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-4 sm:px-6">
          {back && (
            <a
              href="/desk"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">&larr;</span> Back to the desk
            </a>
          )}
          <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
        </div>
      </header>
      <main id="main" className={`mx-auto max-w-6xl px-4 pt-8 sm:px-6 ${clearOfToasts}`}>
        {children}
      </main>
    </div>
  );
}

export function Clock({ clock, what }: { clock: PromiseClock | null; what: string }) {
  if (!clock) return <span className="text-slate-600">—</span>;
  if (clock.done_at) return <span className="text-emerald-800">{`${what} kept: ${deskTime(clock.done_at)}`}</span>;
  return (
    <span className={clock.overdue ? 'font-semibold text-red-800' : 'text-slate-800'}>
      {clock.overdue ? `Overdue since ${deskTime(clock.due_at)}` : `Due ${deskTime(clock.due_at)}`}
    </span>
  );
}

export function StateBadge({ row }: { row: Pick<DeskRow, 'state'> }) {
  const tone =
    row.state === 'cancelled'
      ? 'bg-slate-200 text-slate-800'
      : row.state === 'launched'
        ? 'bg-emerald-100 text-emerald-900'
        : 'bg-sky-100 text-sky-900';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{DESK_STATE_LABELS[row.state]}</span>
  );
}

function DeskList() {
  const [list, setList] = useState<DeskSubmissions | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    deskApi.submissions().then(setList, (error: unknown) => {
      setFailed(true);
      showFailure('Could not load the desk', error);
    });
  }, []);
  if (failed) return <ErrorState message="The desk could not be loaded. Refresh the page to try again." />;
  if (!list) return <CenteredSpinner label="Loading submissions" />;
  const overdue = list.rows.filter((row) => row.overdue).length;
  return (
    <>
      <p className="mb-4 text-slate-700">
        {list.rows.length === 0
          ? 'No payments or welcome forms yet.'
          : `${list.rows.length} clients; ${overdue === 0 ? 'nothing overdue' : `${overdue} overdue, listed first`}. Promises: a proof within 24 hours of the form, the first issue sent within 10 business days.`}
      </p>
      {list.rows.length > 0 && (
        <Table
          caption="Payments and welcome forms, overdue first, then newest first"
          rowHeader
          stackOnPhone
          rowKey={(row) => row.id}
          rowTestId="desk-row"
          rows={list.rows}
          columns={[
            {
              header: 'Firm',
              cell: (row) =>
                row.submission_id ? (
                  <a
                    className="text-navy-800 underline underline-offset-2"
                    href={`/desk?submission=${encodeURIComponent(row.submission_id)}`}
                  >
                    {row.firm_name}
                  </a>
                ) : (
                  row.firm_name
                ),
            },
            { header: 'State', cell: (row) => <StateBadge row={row} /> },
            { header: 'Proof (24 hours)', cell: (row) => <Clock clock={row.proof} what="Proof" /> },
            { header: 'Launch (10 business days)', cell: (row) => <Clock clock={row.launch} what="Launched" /> },
            {
              header: 'Paid',
              cell: (row) => (row.paid_at ? deskTime(row.paid_at) : 'No payment recorded'),
              className: 'whitespace-nowrap',
            },
            {
              header: 'Notes',
              cell: (row) => (row.unsent_emails.length > 0 ? `Not sent: ${row.unsent_emails.join(', ')}` : (row.subscription_status ?? '')),
            },
          ]}
        />
      )}
    </>
  );
}

/** /desk, /desk?submission=ID, /desk?firm=TENANT (and &campaign=ID): one screen, addressed by its query. */
export function DeskScreen() {
  const query = new URLSearchParams(location.search);
  const submission = query.get('submission');
  const firm = query.get('firm');
  if (submission) return <SubmissionView id={submission} />;
  if (firm) return <FirmView tenantId={firm} campaignId={query.get('campaign')} />;
  return (
    <DeskFrame title="Desk">
      <DeskList />
    </DeskFrame>
  );
}
