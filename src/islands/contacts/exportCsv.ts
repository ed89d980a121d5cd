import { CONTACT_LIMITS, type Contact, type ContactPage } from '#shared/schemas/contactTerms';
import { api } from '#browser/api';
import { downloadText } from '#browser/download';
import { queryString, type Filters } from './filters';

// Loaded on the first export: most visits never export.

/** Every contact matching the filters, page by page, as a CSV download. */
export async function exportCsv(filters: Filters) {
  const rows: Contact[] = [];
  let cursor: string | null = null;
  do {
    const page: ContactPage = await api('contacts', { query: queryString(filters, cursor, CONTACT_LIMITS.page) });
    rows.push(...page.contacts);
    cursor = page.next_cursor;
  } while (cursor);
  const { default: Papa } = await import('papaparse');
  const csv = Papa.unparse(
    rows.map((c) => ({
      name: c.name,
      email: c.email ?? '',
      phone: c.phone ?? '',
      relationship: c.relationship,
      state: c.state ?? '',
      incident_type: c.incident_type ?? '',
      incident_date: c.incident_date ?? '',
      source: c.source,
      tags: c.tags.join('; '),
      do_not_contact: c.do_not_contact ? 'yes' : 'no',
      do_not_call: c.do_not_call ? 'yes' : 'no',
      consent_email: c.consent.email ?? '',
      consent_sms: c.consent.sms ?? '',
      consent_call: c.consent.call ?? '',
      notes: c.notes,
      created_at: c.created_at,
    })),
    // Cells starting with = + - @ are prefixed so spreadsheets never run them as formulas.
    { escapeFormulae: true },
  );
  downloadText(`contacts-${new Date().toISOString().slice(0, 10)}.csv`, csv);
  return rows.length;
}
