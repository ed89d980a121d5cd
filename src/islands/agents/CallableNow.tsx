import { useId, useState } from 'react';
import { callability, type Callability, type ContactForCalling } from '#shared/agentCalls/callability';
import type { ContactPage } from '#shared/schemas/contactTerms';
import { api, errorMessage } from '#browser/api';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Table } from '../ui/Table';
import { card } from '../ui/styles';

/** The contact fields this check reads (the contacts API returns more). */
interface ListedContact extends ContactForCalling {
  id: string;
  name: string;
}

const LISTS = [
  { value: 'lead', label: 'Leads' },
  { value: 'client', label: 'Clients' },
  { value: 'former-client', label: 'Former clients' },
  { value: 'subscriber', label: 'Subscribers' },
  { value: '', label: 'All contacts' },
] as const;

/** Enough for a firm's list; a longer one is cut here and says so. */
const MAX_CONTACTS = 500;

interface Checked {
  at: Date;
  rows: { contact: ListedContact; result: Callability }[];
  truncated: boolean;
}

async function loadList(relationship: string): Promise<{ contacts: ListedContact[]; truncated: boolean }> {
  const contacts: ListedContact[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(relationship ? { relationship } : {}), ...(cursor ? { cursor } : {}) });
    // Annotated: the next page's query reads this page's cursor.
    const page: ContactPage = await api('contacts', { query });
    contacts.push(...page.contacts);
    cursor = page.next_cursor;
  } while (cursor && contacts.length < MAX_CONTACTS);
  return { contacts: contacts.slice(0, MAX_CONTACTS), truncated: cursor !== null };
}

/**
 * For a chosen contact list: who a calling agent may call right now, and why the others may not
 * (consent to calls, do-not-contact, local hours). The rules and their sources: docs/agents.md.
 */
export function CallableNow() {
  const [list, setList] = useState('lead');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function check(event: { preventDefault(): void }) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { contacts, truncated } = await loadList(list);
      const at = new Date();
      setChecked({ at, truncated, rows: contacts.map((contact) => ({ contact, result: callability(contact, at) })) });
    } catch (err) {
      setError(errorMessage(err) ?? 'The contacts could not be loaded.');
    } finally {
      setBusy(false);
    }
  }

  const callable = checked?.rows.filter((r) => r.result.callable).length ?? 0;
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} mt-8`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        Who can be called now
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        An agent may call only contacts with a recorded consent to calls that is not withdrawn, between 8:00 and 21:00 where they live
        (8:00-20:00 in Florida; every time zone of the state must be inside the hours), and never a contact marked do not contact. AI voices
        count as artificial voices (FCC 24-17). This check is a safeguard, not legal advice.
      </p>
      <form onSubmit={check} className="mt-3 flex flex-wrap items-end gap-3">
        <Field label="Contact list">
          <select value={list} onChange={(e) => setList(e.target.value)}>
            {LISTS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" variant="primary" pending={busy} pendingLabel="Checking">
          Check now
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {checked && (
        <div className="mt-4" data-testid="callable-now">
          <p role="status" className="text-sm text-slate-700">
            {callable} of {checked.rows.length} can be called now (checked at{' '}
            {checked.at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' })}).
            {checked.truncated ? ` Only the first ${MAX_CONTACTS} contacts were checked.` : ''}
          </p>
          {checked.rows.length > 0 && (
            <Table
              caption="Callability of each contact in the list"
              rows={checked.rows}
              rowKey={({ contact }) => contact.id}
              rowHeader
              stackOnPhone
              rowTestId="callable-row"
              columns={[
                { header: 'Contact', cell: ({ contact }) => contact.name },
                { header: 'State', cell: ({ contact }) => contact.state ?? '—' },
                { header: 'Local time', cell: ({ result }) => result.localTimes.join(' / ') || '—' },
                {
                  header: 'Callable now',
                  cell: ({ result }) =>
                    result.callable ? (
                      <span className="font-medium text-green-800">Yes</span>
                    ) : (
                      <>
                        <span className="font-medium text-red-800">No: </span>
                        {result.reasons.map((r) => r.message).join(' ')}
                      </>
                    ),
                },
              ]}
            />
          )}
        </div>
      )}
    </section>
  );
}
