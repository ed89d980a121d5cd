import { CONTACT_LIMITS, createContactSchema, type CreateContactInput, type Relationship } from '#shared/schemas/contacts';

/**
 * The CSV import's pure part: guess which column holds which field, turn a row into a contact
 * and check it with the same schema the API uses, so every row error shows before anything
 * is written.
 */

export const IMPORT_FIELDS = {
  name: { label: 'Name', aliases: ['name', 'full name', 'fullname', 'contact', 'contact name', 'client name'] },
  email: { label: 'Email', aliases: ['email', 'e mail', 'email address', 'mail'] },
  phone: { label: 'Phone', aliases: ['phone', 'phone number', 'mobile', 'cell', 'telephone', 'tel'] },
  relationship: { label: 'Relationship', aliases: ['relationship', 'type', 'status'] },
  state: { label: 'State', aliases: ['state', 'st'] },
  incident_type: { label: 'Incident type', aliases: ['incident type', 'incident', 'case type', 'injury'] },
  incident_date: { label: 'Incident date', aliases: ['incident date', 'date of incident', 'accident date', 'date of loss'] },
  tags: { label: 'Tags', aliases: ['tags', 'labels'] },
  notes: { label: 'Notes', aliases: ['notes', 'note', 'comments', 'message'] },
  consent_channels: { label: 'Consent channels', aliases: ['consent', 'consent channels', 'opt in'] },
  consent_text: { label: 'Consent wording', aliases: ['consent text', 'consent wording', 'consent language'] },
  consent_at: { label: 'Consent time', aliases: ['consent date', 'consent time', 'consented at', 'opt in date'] },
} as const;

export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_NAMES = Object.keys(IMPORT_FIELDS) as ImportField[];
/** Field → the CSV column it is read from ('' = not imported). */
export type ColumnMapping = Record<ImportField, string>;

const simplify = (header: string) =>
  header
    .toLowerCase()
    .replace(/[_-]+/g, ' ')
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A first guess from the headers' names; the person can change every choice. */
export function guessMapping(headers: string[]): ColumnMapping {
  const used = new Set<string>();
  const mapping = {} as ColumnMapping;
  for (const field of IMPORT_FIELD_NAMES) {
    const aliases: readonly string[] = IMPORT_FIELDS[field].aliases;
    const match = headers.find((h) => !used.has(h) && aliases.includes(simplify(h)));
    mapping[field] = match ?? '';
    if (match) used.add(match);
  }
  return mapping;
}

export interface ImportOptions {
  fileName: string;
  /** For rows whose relationship column is blank or not mapped. */
  relationship: Relationship;
}

const list = (value: string) =>
  value
    .split(/[,;|]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** One CSV row as a contact, before validation. */
export function rowToContact(row: Record<string, string>, mapping: ColumnMapping, options: ImportOptions): Record<string, unknown> {
  // A leading apostrophe before = + - @ is how exports (ours included) keep spreadsheets from running a cell as a formula.
  const cell = (field: ImportField) => (mapping[field] ? (row[mapping[field]] ?? '').trim().replace(/^'(?=[=+\-@])/, '') : '');
  const source = `CSV import: ${options.fileName}`;
  const relationship = cell('relationship').toLowerCase().replace(/\s+/g, '-');
  return {
    name: cell('name'),
    email: cell('email') || null,
    phone: cell('phone') || null,
    relationship: relationship || options.relationship,
    state: cell('state') || null,
    incident_type: cell('incident_type') || null,
    incident_date: cell('incident_date') || null,
    tags: list(cell('tags')),
    notes: cell('notes'),
    source,
    consents: list(cell('consent_channels')).map((channel) => ({
      channel: channel.toLowerCase(),
      status: 'granted',
      at: cell('consent_at') || null,
      source,
      text: cell('consent_text') || null,
    })),
  };
}

export interface RowError {
  /** The row's number in the spreadsheet, the header being row 1. */
  row: number;
  message: string;
}

export interface CheckedRows {
  valid: { row: number; contact: CreateContactInput }[];
  errors: RowError[];
}

export function checkRows(rows: Record<string, string>[], mapping: ColumnMapping, options: ImportOptions): CheckedRows {
  const checked: CheckedRows = { valid: [], errors: [] };
  rows.forEach((raw, index) => {
    const row = index + 2;
    const parsed = createContactSchema.safeParse(rowToContact(raw, mapping, options));
    if (parsed.success) checked.valid.push({ row, contact: parsed.data });
    else checked.errors.push({ row, message: parsed.error.issues[0]?.message ?? 'Not a valid contact.' });
  });
  return checked;
}

/** Valid rows in request-sized groups; each group is written all-or-nothing by POST /api/contacts/import. */
export function batches(valid: CheckedRows['valid'], size: number = CONTACT_LIMITS.importBatch): CreateContactInput[][] {
  const groups: CreateContactInput[][] = [];
  for (let i = 0; i < valid.length; i += size) groups.push(valid.slice(i, i + size).map((v) => v.contact));
  return groups;
}

/** Batches in flight at once: the function and the database work on different batches side by side. */
export const IMPORT_CONCURRENCY = 2;

export interface ImportProgress {
  rows: number;
  created: number;
  merged: number;
}

/**
 * Sends the groups, a few at a time, reporting rows written after each. Each group is written
 * all-or-nothing by the server; after a failure no new group starts, and the error is thrown
 * once the groups in flight have settled (what they wrote stays, and is counted).
 */
export async function sendInBatches(
  groups: CreateContactInput[][],
  send: (rows: CreateContactInput[]) => Promise<{ created: number; merged: number }>,
  onProgress: (progress: ImportProgress) => void,
  concurrency = IMPORT_CONCURRENCY,
): Promise<ImportProgress> {
  const progress: ImportProgress = { rows: 0, created: 0, merged: 0 };
  let next = 0;
  let failure: unknown = null;
  async function worker() {
    while (failure === null && next < groups.length) {
      const rows = groups[next++]!;
      try {
        const result = await send(rows);
        progress.rows += rows.length;
        progress.created += result.created;
        progress.merged += result.merged;
        onProgress({ ...progress });
      } catch (error) {
        failure ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, worker));
  if (failure !== null) throw Object.assign(failure as object, { progress });
  return progress;
}
