import { RELATIONSHIP_LABELS, type Contact, type ContactPage } from '#shared/schemas/contactTerms';
import { buttonSecondary, card } from '../ui/styles';
import { consentText } from './labels';

interface ContactListProps {
  page: ContactPage;
  pageNumber: number;
  onOpen: (contact: Contact) => void;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

/** One page of contacts, newest first, with the page buttons; a name opens the contact. */
export function ContactList({ page, pageNumber, onOpen, onPrevious, onNext }: ContactListProps) {
  return (
    <section className={card} aria-labelledby="contact-list-title">
      <h2 id="contact-list-title" className="sr-only">
        Contact list
      </h2>
      {page.contacts.length === 0 ? (
        <p className="text-sm text-slate-600">No contacts match. Add one, import a CSV, or connect the lead webhook in Settings.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="contacts-table">
            <caption className="sr-only">Contacts, newest first</caption>
            <thead className="text-slate-700">
              <tr>
                {['Name', 'Email', 'Phone', 'Relationship', 'State', 'Consent', 'Source'].map((h) => (
                  <th key={h} scope="col" className="border-b border-slate-200 py-2 pr-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.contacts.map((c) => (
                <tr key={c.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3">
                    <button type="button" className="font-medium text-navy-800 underline" onClick={() => onOpen(c)}>
                      {c.name}
                    </button>
                    {c.do_not_contact && <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-800">Do not contact</span>}
                  </td>
                  <td className="py-2 pr-3 break-all">{c.email ?? '—'}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{c.phone ?? '—'}</td>
                  <td className="py-2 pr-3">{RELATIONSHIP_LABELS[c.relationship]}</td>
                  <td className="py-2 pr-3">{c.state ?? '—'}</td>
                  <td className="py-2 pr-3">{consentText(c.consent)}</td>
                  <td className="py-2 pr-3">{c.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="mt-4 flex items-center justify-between" aria-label="Pages">
        <button type="button" className={buttonSecondary} disabled={pageNumber === 1} onClick={onPrevious}>
          Previous page
        </button>
        <span className="text-sm text-slate-600">Page {pageNumber}</span>
        <button
          type="button"
          className={buttonSecondary}
          disabled={!page.next_cursor}
          onClick={() => page.next_cursor && onNext(page.next_cursor)}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
