import Papa from 'papaparse';
import {
  CONSENT_CHANNELS,
  CONTACT_LIMITS,
  createContactSchema,
  normaliseEmail,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  toE164,
  type ConsentAtPrecision,
  type ConsentChannel,
  type ConsentStatus,
  type CreateContactInput,
  type Relationship,
} from '#shared/schemas/contacts';
import { stateCodeOf } from '#shared/usStates';

/**
 * The CSV import's pure part: read a file as exports write them (Clio, Google Contacts, a
 * spreadsheet), guess which columns hold which field, turn each row into a contact checked by
 * the same schema the API uses, merge the rows that are the same person, and say what is wrong
 * with the others, all before anything is written.
 */

export const IMPORT_FIELDS = {
  name: {
    label: 'Name',
    aliases: ['name', 'full name', 'fullname', 'contact', 'contact name', 'client name', 'display name', 'lead name'],
  },
  email: {
    label: 'Email',
    aliases: [
      'email',
      'e mail',
      'email address',
      'e mail address',
      'mail',
      'primary email address',
      'primary email',
      'e mail value',
      'email value',
      'personal email',
      'work email',
    ],
  },
  phone: {
    label: 'Phone',
    aliases: [
      'phone',
      'phone number',
      'mobile',
      'mobile phone',
      'cell',
      'cell phone',
      'telephone',
      'tel',
      'primary phone number',
      'primary phone',
      'phone value',
      'home phone',
    ],
  },
  relationship: { label: 'Relationship', aliases: ['relationship', 'type', 'status', 'client status', 'relationship to firm'] },
  state: {
    label: 'State',
    aliases: [
      'state',
      'st',
      'province',
      'state province',
      'region',
      'primary address state',
      'address region',
      'home state',
      'mailing state',
    ],
  },
  incident_type: {
    label: 'Incident type',
    aliases: ['incident type', 'incident', 'case type', 'matter type', 'practice area', 'accident type', 'type of accident', 'injury'],
  },
  incident_date: {
    label: 'Incident date',
    aliases: [
      'incident date',
      'date of incident',
      'accident date',
      'date of accident',
      'date of loss',
      'date of injury',
      'injury date',
      'doi',
    ],
  },
  source: { label: 'Source', aliases: ['source', 'lead source', 'referral source', 'how did you hear about us', 'utm source', 'origin'] },
  tags: { label: 'Tags', aliases: ['tags', 'labels', 'tag', 'group membership', 'groups'] },
  notes: { label: 'Notes', aliases: ['notes', 'note', 'comments', 'message'] },
  consent_email: {
    label: 'Email consent (yes or no)',
    aliases: ['email opt in', 'email optin', 'email consent', 'email opt in status', 'email marketing', 'newsletter opt in', 'subscribed'],
  },
  consent_sms: {
    label: 'Text consent (yes or no)',
    aliases: ['text opt in', 'sms opt in', 'sms optin', 'text optin', 'sms consent', 'text consent', 'text message opt in', 'sms'],
  },
  consent_call: {
    label: 'Call consent (yes or no)',
    aliases: ['call opt in', 'call consent', 'phone opt in', 'phone consent', 'calls opt in'],
  },
  consent_channels: {
    label: 'Consent channels (a list such as “email, sms”)',
    aliases: ['consent', 'consent channels', 'opt in', 'opt in channels', 'channels'],
  },
  consent_text: {
    label: 'Consent wording',
    aliases: [
      'consent text',
      'consent wording',
      'consent language',
      'opt in wording',
      'opt in text',
      'opt in language',
      'consent statement',
    ],
  },
  consent_at: {
    label: 'Consent date',
    aliases: [
      'consent date',
      'consent time',
      'consented at',
      'opt in date',
      'opt in time',
      'date of consent',
      'opted in on',
      'consent given',
    ],
  },
} as const;

export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_NAMES = Object.keys(IMPORT_FIELDS) as ImportField[];

/** The yes-or-no column of each consent channel. */
export const CONSENT_COLUMNS = { email: 'consent_email', sms: 'consent_sms', call: 'consent_call' } as const satisfies Record<
  ConsentChannel,
  ImportField
>;

/** How many columns a name may be put together from (first, middle, last). */
export const NAME_PARTS_MAX = 3;

/**
 * Field → the CSV column it is read from ('' = not imported). A name may join several
 * columns, in order, with a space: "First Name", "Last Name".
 */
export type ColumnMapping = { [F in ImportField]: F extends 'name' ? string[] : string };

/** A header as a comparable phrase: "E-mail 1 - Value" → "e mail value", "Email Opt-In" → "email opt in". */
const simplify = (header: string) =>
  header
    .toLowerCase()
    .replace(/[_\-/]+/g, ' ')
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const FIRST_NAME = ['first name', 'first', 'given name', 'firstname', 'fname', 'first names'];
const MIDDLE_NAME = ['middle name', 'middle', 'additional name', 'middle initial'];
const LAST_NAME = ['last name', 'last', 'surname', 'family name', 'lastname', 'lname'];

/** A first guess from the headers' names; the person can change every choice. */
export function guessMapping(headers: string[]): ColumnMapping {
  const used = new Set<string>();
  const find = (aliases: readonly string[]) => {
    const match = aliases.map((alias) => headers.find((h) => !used.has(h) && simplify(h) === alias)).find(Boolean);
    if (match) used.add(match);
    return match ?? '';
  };
  const mapping = {} as Record<ImportField, string | string[]>;
  for (const field of IMPORT_FIELD_NAMES) {
    if (field === 'name') {
      const full = find(IMPORT_FIELDS.name.aliases);
      mapping.name = full ? [full] : [find(FIRST_NAME), find(MIDDLE_NAME), find(LAST_NAME)].filter(Boolean);
    } else mapping[field] = find(IMPORT_FIELDS[field].aliases);
  }
  return mapping as ColumnMapping;
}

/** What the whole file gets where its rows say nothing. */
export interface ImportOptions {
  fileName: string;
  /** For rows without a relationship; null until the person chooses (required when any row lacks one). */
  relationship: Relationship | null;
  /** The consent wording the people in the file agreed to, when the file has no wording column. */
  consentText: string;
}

export type Row = Record<string, string>;

export interface RowError {
  /** The row's number in the spreadsheet, the header being row 1. */
  row: number;
  message: string;
  /** The field at fault, when one is: the screen puts the message beside it. */
  field?: ImportField;
}

// ── reading one cell ────────────────────────────────────────────────────────────────────────

/** A problem with one cell, named by its field. */
class CellProblem extends Error {
  constructor(
    readonly field: ImportField,
    message: string,
  ) {
    super(message);
  }
}

const YES = new Set([
  'yes',
  'y',
  'true',
  't',
  '1',
  'x',
  'opted in',
  'opt in',
  'optedin',
  'subscribed',
  'granted',
  'agreed',
  'consented',
  'checked',
  'on',
]);
const NO = new Set(['no', 'n', 'false', 'f', '0', 'not opted in', 'none', 'unchecked', 'off', 'not subscribed', 'pending']);
const OPTED_OUT = new Set([
  'opted out',
  'opt out',
  'optedout',
  'unsubscribed',
  'revoked',
  'withdrawn',
  'stop',
  'stopped',
  'do not contact',
]);

/** "Yes", "TRUE", "1", "opted in" grant; "No", "0", blank record nothing; "opted out", "unsubscribed" revoke. */
export function readConsentCell(value: string): ConsentStatus | 'none' | null {
  const v = value.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').replace(/[.!]$/, '').trim();
  if (v === '' || NO.has(v)) return 'none';
  if (YES.has(v)) return 'granted';
  if (OPTED_OUT.has(v)) return 'revoked';
  return null;
}

const CHANNEL_WORDS: Record<string, ConsentChannel> = {
  email: 'email',
  'e mail': 'email',
  emails: 'email',
  sms: 'sms',
  text: 'sms',
  texts: 'sms',
  'text message': 'sms',
  'text messages': 'sms',
  call: 'call',
  calls: 'call',
  phone: 'call',
  'phone calls': 'call',
};

const RELATIONSHIP_WORDS: Record<string, Relationship> = {
  client: 'client',
  clients: 'client',
  'current client': 'client',
  'former client': 'former-client',
  'past client': 'former-client',
  'previous client': 'former-client',
  'closed client': 'former-client',
  subscriber: 'subscriber',
  'newsletter subscriber': 'subscriber',
  newsletter: 'subscriber',
  lead: 'lead',
  leads: 'lead',
  prospect: 'lead',
  'potential client': 'lead',
  'prospective client': 'lead',
  inquiry: 'lead',
};

// Search-intent prospects come only through the provider's import, which reads its do-not-call and
// email-validation fields; a file's "prospect" is a lead (above), so the message offers what a file can set.
const RELATIONSHIP_CHOICES = RELATIONSHIPS.filter((r) => r !== 'prospect')
  .map((r) => RELATIONSHIP_LABELS[r].toLowerCase())
  .join(', ');

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day written YYYY-MM-DD, M/D/YYYY, M/D/YY or "March 2, 2026"; null if it is none of those or not a real day. */
export function readDate(value: string): string | null {
  const v = value.trim();
  let year: number;
  let month: number;
  let day: number;
  let m: RegExpMatchArray | null;
  if ((m = v.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/))) [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else if ((m = v.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/))) {
    [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (m[3]!.length === 2) year += 2000;
  } else if ((m = v.match(/^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/))) {
    month = MONTHS.findIndex((name) => name.startsWith(m![1]!.toLowerCase()) && m![1]!.length >= 3) + 1;
    [day, year] = [Number(m[2]), Number(m[3])];
  } else return null;
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return month >= 1 && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A consent date: a full time as written (ISO 8601), or a day (kept as its midnight UTC, shown as that day). */
function readConsentAt(value: string): { at: string; precision: ConsentAtPrecision } | null {
  const v = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(new Date(v).getTime())) return { at: v, precision: 'time' };
  const day = readDate(v);
  return day ? { at: `${day}T00:00:00Z`, precision: 'date' } : null;
}

/** A list cell: "a, b; c | d", and Google Contacts' "a ::: b". */
const list = (value: string) =>
  value
    .split(/:::|[,;|]/)
    .map((v) => v.trim())
    .filter(Boolean);

/** The first of several values in one cell (Google Contacts writes "+1 404… ::: +1 470…"). */
const firstValue = (value: string) => value.split(':::')[0]!.trim();

/** Google Contacts' own groups ("* myContacts", "* starred") say nothing about the person. */
const isSystemLabel = (tag: string) => tag.startsWith('* ');

/** The contact one row describes, before the API schema checks it; throws CellProblem for a cell that cannot be read. */
export function rowToContact(raw: Row, rowNumber: number, mapping: ColumnMapping, options: ImportOptions): Record<string, unknown> {
  // A leading apostrophe before = + - @ is how exports (ours included) keep spreadsheets from running a cell as a formula.
  const read = (column: string) => (column ? (raw[column] ?? '').trim().replace(/^'(?=[=+\-@])/, '') : '');
  const cell = (field: Exclude<ImportField, 'name'>) => read(mapping[field]);

  const relationshipText = cell('relationship').toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ');
  const relationship = relationshipText ? RELATIONSHIP_WORDS[relationshipText] : options.relationship;
  if (relationship === undefined) {
    throw new CellProblem('relationship', `Relationship must be one of ${RELATIONSHIP_CHOICES} (the file says “${cell('relationship')}”).`);
  }

  const stateText = cell('state');
  const state = stateText ? stateCodeOf(stateText) : null;
  if (stateText && !state)
    throw new CellProblem('state', `State must be a US state, by its code or its name (the file says “${stateText}”).`);

  const incidentText = cell('incident_date');
  const incidentDate = incidentText ? readDate(incidentText) : null;
  if (incidentText && !incidentDate) {
    throw new CellProblem(
      'incident_date',
      `Incident date must be a real date such as 2026-03-14 or 3/14/2026 (the file says “${incidentText}”).`,
    );
  }

  const fileSource = `CSV import: ${options.fileName}`;
  const leadSource = cell('source');

  // Consent: each channel's yes-or-no column, and a list of channels.
  const statuses = new Map<ConsentChannel, ConsentStatus>();
  for (const channel of CONSENT_CHANNELS) {
    const text = cell(CONSENT_COLUMNS[channel]);
    const status = readConsentCell(text);
    if (status === null) {
      throw new CellProblem(
        CONSENT_COLUMNS[channel],
        `${IMPORT_FIELDS[CONSENT_COLUMNS[channel]].label.replace(/ \(.*$/, '')} must be Yes or No (the file says “${text}”).`,
      );
    }
    if (status !== 'none') statuses.set(channel, status);
  }
  for (const word of list(cell('consent_channels'))) {
    const channel = CHANNEL_WORDS[word.toLowerCase().replace(/[-_]/g, ' ')];
    if (!channel)
      throw new CellProblem('consent_channels', `Consent channels must be a list of email, sms and call (the file says “${word}”).`);
    if (!statuses.has(channel)) statuses.set(channel, 'granted');
  }
  const atText = cell('consent_at');
  const when = atText ? readConsentAt(atText) : null;
  if (atText && !when) {
    throw new CellProblem('consent_at', `Consent date must be a date such as 2026-03-14 or 3/14/2026 (the file says “${atText}”).`);
  }
  const wording = cell('consent_text') || options.consentText.trim() || null;
  const consentSource = `${leadSource ? `${leadSource}, imported` : 'Imported'} from ${options.fileName}, row ${rowNumber}`;

  return {
    name: mapping.name.map(read).filter(Boolean).join(' '),
    email: firstValue(cell('email')) || null,
    phone: firstValue(cell('phone')) || null,
    relationship,
    state,
    incident_type: cell('incident_type') || null,
    incident_date: incidentDate,
    tags: list(cell('tags'))
      .filter((tag) => !isSystemLabel(tag))
      .map((tag) => tag.slice(0, CONTACT_LIMITS.tag)),
    notes: cell('notes'),
    source: leadSource || fileSource,
    consents: [...statuses].map(([channel, status]) => ({
      channel,
      status,
      ...(when ? { at: when.at, at_precision: when.precision } : { at_precision: 'unknown' }),
      source: consentSource.slice(0, CONTACT_LIMITS.source),
      text: status === 'granted' ? wording : null,
    })),
  };
}

// ── the whole file ──────────────────────────────────────────────────────────────────────────

/** One contact to write: the rows of the file it comes from (several when they were the same person). */
export interface ReadyContact {
  rows: number[];
  contact: CreateContactInput;
}

/** Rows that turned out to be one person: merged before import, reported. */
export interface DuplicateGroup {
  rows: number[];
  name: string;
  /** What they share. */
  by: 'email' | 'phone';
}

export interface CheckedRows {
  ready: ReadyContact[];
  errors: RowError[];
  duplicates: DuplicateGroup[];
  /** Rows that have no relationship while none is chosen for the file: neither ready nor wrong yet. */
  withoutRelationship: number;
}

const NAME_MISSING = 'Name is required: choose the name columns above, or type the name.';

/** Checks every row with the API's schema, then merges the rows that are the same person (same email or phone). */
export function checkRows(rows: Row[], mapping: ColumnMapping, options: ImportOptions): CheckedRows {
  const valid: { row: number; contact: CreateContactInput }[] = [];
  const errors: RowError[] = [];
  let withoutRelationship = 0;
  rows.forEach((raw, index) => {
    const row = index + 2;
    let candidate: Record<string, unknown>;
    try {
      candidate = rowToContact(raw, row, mapping, options);
    } catch (error) {
      if (!(error instanceof CellProblem)) throw error;
      errors.push({ row, message: error.message, field: error.field });
      return;
    }
    // A row waiting for the file's relationship is still checked, so its other problems show now.
    const waiting = candidate.relationship === null;
    const parsed = createContactSchema.safeParse(waiting ? { ...candidate, relationship: 'lead' } : candidate);
    if (parsed.success && waiting) withoutRelationship++;
    else if (parsed.success) valid.push({ row, contact: parsed.data });
    else {
      const issue = parsed.error.issues[0];
      const field = issueField(issue?.path ?? []);
      const message = field === 'name' && candidate.name === '' ? NAME_MISSING : (issue?.message ?? 'Not a valid contact.');
      errors.push({ row, message, ...(field ? { field } : {}) });
    }
  });
  const { ready, duplicates } = mergeDuplicates(valid);
  return { ready, errors, duplicates, withoutRelationship };
}

/** The import field a schema issue is about. */
function issueField(path: readonly PropertyKey[]): ImportField | undefined {
  const [top, index, key] = path;
  if (top === 'consents') {
    if (key === 'text') return 'consent_text';
    if (key === 'at') return 'consent_at';
    return typeof index === 'number' ? undefined : 'consent_channels';
  }
  return IMPORT_FIELD_NAMES.includes(top as ImportField) ? (top as ImportField) : undefined;
}

/** Keys a contact is known by: its email and its phone, as the server compares them. */
const keysOf = (c: CreateContactInput) => [
  ...(c.email ? [`email:${normaliseEmail(c.email)}`] : []),
  ...(c.phone ? [`phone:${toE164(c.phone) ?? c.phone}`] : []),
];

/** One contact from rows that are the same person: the first row's values, the blanks filled from the later ones. */
function mergeContacts(first: CreateContactInput, later: CreateContactInput): CreateContactInput {
  const fill = <K extends keyof CreateContactInput>(key: K) => first[key] ?? later[key];
  const consents = [...first.consents];
  for (const c of later.consents) {
    if (!consents.some((k) => k.channel === c.channel && k.status === c.status && k.text === c.text)) consents.push(c);
  }
  return {
    ...first,
    email: fill('email'),
    phone: fill('phone'),
    state: fill('state'),
    incident_type: fill('incident_type'),
    incident_date: fill('incident_date'),
    tags: [...new Set([...first.tags, ...later.tags])].slice(0, CONTACT_LIMITS.tags),
    notes: [first.notes, later.notes].filter((n, i, all) => n && all.indexOf(n) === i).join('\n\n'),
    consents,
  };
}

function mergeDuplicates(valid: { row: number; contact: CreateContactInput }[]): { ready: ReadyContact[]; duplicates: DuplicateGroup[] } {
  const ready: ReadyContact[] = [];
  const byKey = new Map<string, ReadyContact>();
  const by = new Map<ReadyContact, 'email' | 'phone'>();
  for (const { row, contact } of valid) {
    const keys = keysOf(contact);
    const match = keys.map((k) => byKey.get(k)).find(Boolean);
    if (match) {
      match.contact = mergeContacts(match.contact, contact);
      match.rows.push(row);
      if (!by.has(match)) by.set(match, keys.find((k) => byKey.get(k) === match)!.startsWith('email') ? 'email' : 'phone');
      for (const k of keysOf(match.contact)) if (!byKey.has(k)) byKey.set(k, match);
    } else {
      const entry = { rows: [row], contact };
      ready.push(entry);
      for (const k of keys) byKey.set(k, entry);
    }
  }
  const duplicates = ready
    .filter((r) => r.rows.length > 1)
    .map((r) => ({ rows: r.rows, name: r.contact.name, by: by.get(r) ?? ('email' as const) }));
  return { ready, duplicates };
}

// ── files in and out ────────────────────────────────────────────────────────────────────────

export interface ParsedFile {
  name: string;
  headers: string[];
  rows: Row[];
}

/** A CSV file's text as a header row and rows; null when it has no header or no rows. */
export function parseCsv(name: string, text: string): ParsedFile | null {
  const result = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const headers = (result.meta.fields ?? []).filter(Boolean);
  if (headers.length === 0 || result.data.length === 0) return null;
  return { name, headers, rows: result.data };
}

/** The rows that could not be imported, as a CSV with their problem in a last column, to fix in a spreadsheet and import again. */
export function badRowsCsv(file: ParsedFile, errors: readonly RowError[]): string {
  const problem = file.headers.includes('Problem') ? 'Import problem' : 'Problem';
  return Papa.unparse({
    fields: [...file.headers, problem],
    data: errors.map((e) => [...file.headers.map((h) => file.rows[e.row - 2]?.[h] ?? ''), e.message]),
  });
}

/** Ready contacts in request-sized groups; each group is written all-or-nothing by POST /api/contacts/import. */
export function batches(ready: readonly ReadyContact[], size: number = CONTACT_LIMITS.importBatch): ReadyContact[][] {
  const groups: ReadyContact[][] = [];
  for (let i = 0; i < ready.length; i += size) groups.push(ready.slice(i, i + size));
  return groups;
}

/** Batches in flight at once: the function and the database work on different batches side by side. */
export const IMPORT_CONCURRENCY = 2;

export interface ImportProgress {
  /** Contacts written. */
  contacts: number;
  created: number;
  /** The contacts that were added to one the firm already had. */
  merged: ReadyContact[];
  /** Every contact written, with the rows it came from. */
  written: ReadyContact[];
}

export interface BatchAnswer {
  created: number;
  merged_rows: number[];
}

/**
 * Sends the groups, a few at a time, reporting what was written after each. Each group is
 * written all-or-nothing by the server; after a failure no new group starts, and the error is
 * thrown once the groups in flight have settled (what they wrote stays, and is counted).
 */
export async function sendInBatches(
  groups: ReadyContact[][],
  send: (contacts: CreateContactInput[]) => Promise<BatchAnswer>,
  onProgress: (progress: ImportProgress) => void,
  concurrency = IMPORT_CONCURRENCY,
): Promise<ImportProgress> {
  const progress: ImportProgress = { contacts: 0, created: 0, merged: [], written: [] };
  let next = 0;
  let failure: unknown = null;
  async function worker() {
    while (failure === null && next < groups.length) {
      const group = groups[next++]!;
      try {
        const answer = await send(group.map((r) => r.contact));
        progress.contacts += group.length;
        progress.created += answer.created;
        progress.merged.push(...answer.merged_rows.map((i) => group[i]!));
        progress.written.push(...group);
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
