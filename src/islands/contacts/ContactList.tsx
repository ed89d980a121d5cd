import { RELATIONSHIP_LABELS, type Contact, type ContactPage } from '#shared/schemas/contactTerms';
import type { EnrolledContact } from '#shared/schemas/enrolmentTerms';
import { formatPhone } from '#shared/phone';
import { Button } from '../ui/Button';
import { Table } from '../ui/Table';
import { card } from '../ui/styles';
import { consentText } from './labels';

interface ContactListProps {
  page: ContactPage;
  /** The contacts picked for an enrolment, by id, across pages and filters. */
  picked: ReadonlyMap<string, EnrolledContact>;
  onPick: (contacts: Contact[], on: boolean) => void;
  pageNumber: number;
  onOpen: (contact: Contact) => void;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/** One page of contacts, newest first, with the page buttons; a name opens the contact. On a phone each contact is a block of labelled lines. */
export function ContactList({ page, picked, onPick, pageNumber, onOpen, onPrevious, onNext }: ContactListProps) {
  const allPicked = page.contacts.length > 0 && page.contacts.every((c) => picked.has(c.id));
  return (
    <section className={card} aria-labelledby="contact-list-title">
      <h2 id="contact-list-title" className="sr-only">
        Contact list
      </h2>
      {page.contacts.length === 0 ? (
        <p className="text-sm text-slate-600">No contacts match. Add one, import a CSV, or connect the lead webhook in Settings.</p>
      ) : (
        <Table
          caption="Contacts, newest first"
          data-testid="contacts-table"
          rows={page.contacts}
          rowKey={(c) => c.id}
          stackOnPhone
          columns={[
            {
              header: 'Pick',
              headerCell: (
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-navy-800"
                  aria-label="Pick every contact on this page"
                  checked={allPicked}
                  onChange={(e) => onPick(page.contacts, e.target.checked)}
                />
              ),
              cell: (c) => (
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-navy-800"
                  aria-label={`Pick ${c.name}`}
                  checked={picked.has(c.id)}
                  onChange={(e) => onPick([c], e.target.checked)}
                />
              ),
              className: 'w-8',
            },
            {
              header: 'Name',
              cell: (c) => (
                <>
                  <button type="button" className="font-medium text-navy-800 underline" onClick={() => onOpen(c)}>
                    {c.name}
                  </button>
                  {c.do_not_contact && <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800">Do not contact</span>}
                  {c.do_not_call && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Do not call</span>}
                </>
              ),
            },
            { header: 'Email', cell: (c) => c.email ?? '—', className: 'break-all' },
            { header: 'Phone', cell: (c) => (c.phone ? formatPhone(c.phone) : '—'), className: 'whitespace-nowrap' },
            { header: 'Relationship', cell: (c) => RELATIONSHIP_LABELS[c.relationship] },
            { header: 'State', cell: (c) => c.state ?? '—' },
            { header: 'Consent', cell: (c) => consentText(c.consent) },
            { header: 'Source', cell: (c) => c.source },
          ]}
        />
      )}
      <nav className="mt-4 flex items-center justify-between" aria-label="Pages">
        <Button disabled={pageNumber === 1} onClick={onPrevious}>
          Previous page
        </Button>
        <span className="text-sm text-slate-600">Page {pageNumber}</span>
        <Button disabled={!page.next_cursor} onClick={() => page.next_cursor && onNext(page.next_cursor)}>
          Next page
        </Button>
      </nav>
    </section>
  );
}
