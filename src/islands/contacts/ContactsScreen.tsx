import { useCallback, useEffect, useState } from 'react';
import {
  CONSENT_FILTERS,
  CONTACT_LIMITS,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  type Contact,
  type ContactDetail,
  type ContactPage,
} from '#shared/schemas/contactTerms';
import type { EnrolledContact } from '#shared/schemas/enrolmentTerms';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { useConfirmedDelete } from '../ui/useConfirmedDelete';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { card } from '../ui/styles';
import { WorkspaceScreen } from '../ui/WorkspaceScreen';
import { deferred } from '../ui/deferred';
import { CHANNEL_LABELS } from './labels';
import { NO_FILTERS, queryString, type Filters } from './filters';

// The form, the detail view and the importer carry the schemas, the phone library and the
// CSV parser: they load after the list has painted (see preloadPanels) or when first opened.
const ContactForm = deferred(() => import('./ContactForm').then((m) => m.ContactForm));
const ContactDetailView = deferred(() => import('./ContactDetailView').then((m) => m.ContactDetailView));
// The list's code loads while the first page of contacts is on its way.
const ContactList = deferred(() => import('./ContactList').then((m) => m.ContactList));
const CsvImport = deferred(() => import('./CsvImport').then((m) => m.CsvImport));
const EnrolDialog = deferred(() => import('./EnrolDialog').then((m) => m.EnrolDialog));
// Search-intent prospects by ZIP and by audience: shown under the list when the firm has any.
const ProspectsGlance = deferred(() => import('../prospects/ProspectsGlance').then((m) => m.ProspectsGlance));

const PAGE_SIZE = 25;

const consentFilterLabel = (filter: string) => {
  const [channel, status] = filter.split(':') as [keyof typeof CHANNEL_LABELS, string];
  return `${CHANNEL_LABELS[channel]} ${status}`;
};

type Panel =
  | { kind: 'none' }
  | { kind: 'new' }
  | { kind: 'import' }
  | { kind: 'detail'; contact: ContactDetail }
  | { kind: 'edit'; contact: ContactDetail };

export function ContactsScreen() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  /** Cursors of the pages before this one, to go back. */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<ContactPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [exporting, setExporting] = useState(false);
  const [enrolling, setEnrolling] = useState(false);
  // Rows picked for an enrolment: kept across pages and searches until enrolled or cleared.
  const [picked, setPicked] = useState<ReadonlyMap<string, EnrolledContact>>(new Map());
  const pick = (contacts: Contact[], on: boolean) =>
    setPicked((before) => {
      const next = new Map(before);
      for (const c of contacts) {
        if (on) next.set(c.id, { contact_id: c.id, name: c.name, email: c.email });
        else next.delete(c.id);
      }
      return next;
    });
  const cursor = cursors.at(-1) ?? null;

  const load = useCallback(async () => {
    try {
      setPage(await api('contacts', { query: queryString(applied, cursor, PAGE_SIZE) }));
      setFailed(false);
    } catch (error) {
      setFailed(true);
      showFailure('Error fetching contacts', error);
    }
  }, [applied, cursor]);
  useEffect(() => void load(), [load]);
  // After the first paint, so opening a contact or the form does not wait for a download.
  useEffect(() => {
    void ContactForm.preload();
    void ContactDetailView.preload();
  }, []);

  const deletion = useConfirmedDelete<Contact>({
    title: 'Delete contact',
    question: 'Are you sure you want to delete this contact and its consent history?',
    remove: (c) => api('contacts/:id', { method: 'DELETE', params: { id: c.id } }),
    onDeleted: () => {
      setPanel({ kind: 'none' });
      void load();
    },
    deletedToast: 'Contact deleted.',
    failedToast: 'Failed to delete contact',
  });

  function apply(next: Filters) {
    setFilters(next);
    setApplied(next);
    setCursors([null]);
  }

  /** Back to the first page, loaded again (after an import, new contacts are on it). */
  function refresh() {
    if (cursors.length > 1) setCursors([null]);
    else void load();
  }

  // /contacts?contact=ID opens that contact (links from an agent's test conversation).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('contact');
    if (id) void open({ id });
  }, []);

  async function open(contact: Pick<Contact, 'id'>) {
    try {
      setPanel({ kind: 'detail', contact: await api('contacts/:id', { params: { id: contact.id } }) });
    } catch (error) {
      showFailure('Error fetching contact', error);
    }
  }

  async function onExport() {
    setExporting(true);
    try {
      const { exportCsv } = await import('./exportCsv');
      const count = await exportCsv(applied);
      showToast({ title: `Exported ${count.toLocaleString()} contacts.` });
    } catch (error) {
      showFailure('Export failed', error);
    } finally {
      setExporting(false);
    }
  }

  // The state list (with its time zones) loads after the first paint; until then the filter offers "Any".
  const [stateOptions, setStateOptions] = useState<[string, string][]>([]);
  useEffect(() => {
    let current = true;
    void import('#shared/usStates').then(
      ({ US_STATES }) => current && setStateOptions(US_STATES.map((s) => [s.code, s.name])),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const select = (key: keyof Filters, text: string, options: [string, string][]) => (
    <Field label={text}>
      <select value={filters[key]} onChange={(e) => apply({ ...filters, [key]: e.target.value })}>
        <option value="">Any</option>
        {options.map(([value, name]) => (
          <option key={value} value={value}>
            {name}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <>
      <WorkspaceScreen
        title="Contacts"
        action={
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setPanel({ kind: 'import' })}>Import CSV</Button>
            <Button onClick={() => setEnrolling(true)} aria-haspopup="dialog">
              {picked.size > 0 ? `Enrol ${picked.size.toLocaleString('en-US')} picked` : 'Enrol in a sequence'}
            </Button>
            {picked.size > 0 && <Button onClick={() => setPicked(new Map())}>Clear picks</Button>}
            <Button onClick={onExport} pending={exporting} pendingLabel="Exporting">
              Export CSV
            </Button>
            <Button variant="primary" onClick={() => setPanel({ kind: 'new' })}>
              Add contact
            </Button>
          </div>
        }
      >
        <div className="space-y-6">
          {panel.kind === 'new' && (
            <ContactForm
              onSaved={(c) => {
                setPanel({ kind: 'detail', contact: c });
                void load();
              }}
              onCancel={() => setPanel({ kind: 'none' })}
              fallback={<CenteredSpinner label="Loading the form" />}
            />
          )}
          {panel.kind === 'edit' && (
            <ContactForm
              contact={panel.contact}
              onSaved={(c) => {
                setPanel({ kind: 'detail', contact: c });
                void load();
              }}
              onCancel={() => setPanel({ kind: 'detail', contact: panel.contact })}
              fallback={<CenteredSpinner label="Loading the form" />}
            />
          )}
          {panel.kind === 'import' && (
            <CsvImport
              onDone={refresh}
              onCancel={() => setPanel({ kind: 'none' })}
              fallback={<CenteredSpinner label="Loading the importer" />}
            />
          )}
          {panel.kind === 'detail' && (
            <ContactDetailView
              contact={panel.contact}
              onChanged={(c) => {
                setPanel({ kind: 'detail', contact: c });
                void load();
              }}
              onEdit={() => setPanel({ kind: 'edit', contact: panel.contact })}
              onDelete={() => deletion.ask(panel.contact)}
              onClose={() => setPanel({ kind: 'none' })}
              fallback={<CenteredSpinner label="Loading the contact" />}
            />
          )}

          <form
            className={`${card} grid gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end`}
            role="search"
            aria-label="Find contacts"
            onSubmit={(e) => {
              e.preventDefault();
              apply(filters);
            }}
          >
            <Field label="Search name, email or phone" className="sm:col-span-2">
              <input
                type="search"
                value={filters.query}
                onChange={(e) => setFilters({ ...filters, query: e.target.value })}
                maxLength={CONTACT_LIMITS.query}
              />
            </Field>
            {select(
              'relationship',
              'Relationship',
              RELATIONSHIPS.map((r) => [r, RELATIONSHIP_LABELS[r]]),
            )}
            {select('state', 'State', stateOptions)}
            {select(
              'consent',
              'Consent',
              CONSENT_FILTERS.map((f) => [f, consentFilterLabel(f)]),
            )}
            <Field label="Source">
              <input
                value={filters.source}
                onChange={(e) => setFilters({ ...filters, source: e.target.value })}
                placeholder="exact, e.g. Lead webhook"
              />
            </Field>
            <div className="flex gap-2 sm:col-span-3 lg:col-span-6">
              <Button type="submit" variant="primary">
                Search
              </Button>
              <Button onClick={() => apply(NO_FILTERS)}>Clear filters</Button>
            </div>
          </form>

          {failed ? (
            <ErrorState message="We couldn't load your contacts. Please try refreshing the page." />
          ) : page === null ? (
            <CenteredSpinner label="Loading contacts" />
          ) : (
            <ContactList
              page={page}
              picked={picked}
              onPick={pick}
              pageNumber={cursors.length}
              onOpen={open}
              onPrevious={() => setCursors((list) => list.slice(0, -1))}
              onNext={(cursor) => setCursors((list) => [...list, cursor])}
              fallback={<CenteredSpinner label="Loading contacts" />}
            />
          )}
          {page !== null && <ProspectsGlance />}
        </div>
      </WorkspaceScreen>
      {deletion.dialog}
      {enrolling && (
        <EnrolDialog
          picked={[...picked.values()]}
          filters={applied}
          onClose={() => setEnrolling(false)}
          onEnrolled={() => setPicked(new Map())}
        />
      )}
    </>
  );
}
