import { useEffect, useState } from 'react';
import type { AuditEntry } from '#shared/backoffice/desk';
import { api } from '#browser/api';
import { showFailure } from '#browser/toastStore';
import { CenteredSpinner } from '../ui/Spinner';
import { card } from '../ui/styles';
import { Table } from '../ui/Table';

const when = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** What CaseCourier's account managers did in the firm's workspace: who, what, when, on which record. */
export default function AuditLogSection() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api('audit-log').then(setEntries, (error: unknown) => {
      setFailed(true);
      showFailure('Error loading the account manager activity', error);
    });
  }, []);
  return (
    <section id="account-manager-activity" className={`${card} mt-8`} aria-labelledby="audit-title">
      <h2 id="audit-title" className="text-xl font-semibold text-navy-900">
        Account manager activity
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Everything CaseCourier staff did in your workspace. They draft issues and send you proofs; only your firm approves and sends, and
        they never see your keys, your mail server password or your contacts’ consent records.
      </p>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          We couldn't load the activity. Please try refreshing the page.
        </p>
      ) : entries === null ? (
        <CenteredSpinner label="Loading the account manager activity" />
      ) : entries.length === 0 ? (
        <p className="mt-4 text-slate-700">Nothing yet.</p>
      ) : (
        <div className="mt-4">
          <Table
            caption="Account manager activity, newest first"
            stackOnPhone
            rowKey={(entry) => entry.id}
            rows={entries}
            columns={[
              { header: 'When', cell: (entry) => when(entry.at), className: 'whitespace-nowrap' },
              { header: 'Who', cell: (entry) => `${entry.by.name} (CaseCourier)` },
              { header: 'What', cell: (entry) => (entry.record?.name ? `${entry.action}: ${entry.record.name}` : entry.action) },
            ]}
          />
        </div>
      )}
    </section>
  );
}
