/**
 * Merge fields: the one syntax for the reader's and the firm's details in any email we send,
 * `{{contact.first_name}}` or, with a fallback used when the value is blank,
 * `{{contact.first_name or "there"}}`. Written once here and used by the editors (to offer
 * a field in place of a typed placeholder), the compliance check (a blocking `merge-field`
 * finding), the renderer (resolved per recipient at send time) and the generator's prompt.
 * No zod, no I/O: it runs in the browser as the attorney types.
 */

export const MERGE_FIELDS = [
  { key: 'contact.first_name', label: 'First name', example: 'Alex' },
  { key: 'contact.last_name', label: 'Last name', example: 'Rivera' },
  { key: 'contact.full_name', label: 'Full name', example: 'Alex Rivera' },
  { key: 'contact.city', label: 'City', example: 'Decatur' },
  { key: 'firm.name', label: 'Firm name', example: 'Avery Injury Law' },
  { key: 'firm.attorney', label: 'Responsible attorney', example: 'Jordan Avery' },
  { key: 'firm.phone', label: 'Firm phone', example: '(404) 555-0142' },
  { key: 'firm.website', label: 'Firm website', example: 'https://averyinjurylaw.example' },
  { key: 'firm.city', label: 'Firm city', example: 'Atlanta' },
] as const;

export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export const MERGE_FIELD_KEYS: readonly MergeFieldKey[] = MERGE_FIELDS.map((field) => field.key);
export const isMergeFieldKey = (key: string): key is MergeFieldKey => (MERGE_FIELD_KEYS as readonly string[]).includes(key);

/** The values one recipient's email is filled with; a missing or blank value uses the field's fallback. */
export type MergeValues = Partial<Record<MergeFieldKey, string | null>>;

/** How a field is written, with its fallback when it has one. */
export function mergeFieldText(key: MergeFieldKey, fallback?: string): string {
  return fallback === undefined ? `{{${key}}}` : `{{${key} or "${fallback}"}}`;
}

/** The greeting's field: a first name, or "there" when the contact has none. */
export const FIRST_NAME_OR_THERE = mergeFieldText('contact.first_name', 'there');

/** A merge field as found in a text: where it is and what it says. */
export interface MergeFieldUse {
  key: MergeFieldKey;
  fallback: string | undefined;
  start: number;
  end: number;
}

export type MergeProblemKind = 'placeholder' | 'unknown-field';

/** Something a reader would see as typed: a placeholder in another tool's syntax, or a field we do not have. */
export interface MergeProblem {
  kind: MergeProblemKind;
  /** As typed. */
  text: string;
  start: number;
  end: number;
  /** The merge field to write instead, when we can tell which one was meant. */
  suggestion?: string;
}

// `{{ anything }}`: ours when it reads namespace.field, optionally with `or "fallback"` (straight or curly quotes).
const DOUBLE_BRACES = /\{\{([^{}]{0,120})\}\}/g;
const OUR_FIELD = /^\s*([a-z_]+\.[a-z_]+)\s*(?:\bor\s*["“]([^"”{}]{0,60})["”])?\s*$/i;

/** Every `{{namespace.field}}` written in our syntax, known or not, with where it sits. */
function* doubleBraces(text: string) {
  for (const match of text.matchAll(DOUBLE_BRACES)) {
    const start = match.index;
    const end = start + match[0].length;
    const ours = OUR_FIELD.exec(match[1]!);
    yield { start, end, raw: match[0], inner: match[1]!, key: ours?.[1], fallback: ours?.[2] };
  }
}

/** The merge fields in a text, in order; fields we do not know are left out (see findMergeProblems). */
export function mergeFieldUses(text: string): MergeFieldUse[] {
  const uses: MergeFieldUse[] = [];
  for (const brace of doubleBraces(text)) {
    if (brace.key !== undefined && isMergeFieldKey(brace.key)) {
      uses.push({ key: brace.key, fallback: brace.fallback?.trim(), start: brace.start, end: brace.end });
    }
  }
  return uses;
}

/**
 * What people and models type for a person's or firm's details, mapped to our fields by their
 * letters alone ("First Name", "first_name", "FNAME", "FirstName" are all "firstname").
 */
const PLACEHOLDER_WORDS: Record<string, MergeFieldKey> = {
  firstname: 'contact.first_name',
  fname: 'contact.first_name',
  first: 'contact.first_name',
  givenname: 'contact.first_name',
  name: 'contact.first_name',
  recipientname: 'contact.first_name',
  recipient: 'contact.first_name',
  subscribername: 'contact.first_name',
  readername: 'contact.first_name',
  lastname: 'contact.last_name',
  lname: 'contact.last_name',
  surname: 'contact.last_name',
  familyname: 'contact.last_name',
  fullname: 'contact.full_name',
  clientname: 'contact.full_name',
  contactname: 'contact.full_name',
  customername: 'contact.full_name',
  leadname: 'contact.full_name',
  city: 'contact.city',
  yourcity: 'contact.city',
  town: 'contact.city',
  firmname: 'firm.name',
  lawfirmname: 'firm.name',
  lawfirm: 'firm.name',
  firm: 'firm.name',
  company: 'firm.name',
  companyname: 'firm.name',
  attorney: 'firm.attorney',
  attorneyname: 'firm.attorney',
  lawyer: 'firm.attorney',
  lawyername: 'firm.attorney',
  yourname: 'firm.attorney',
  sendername: 'firm.attorney',
  phone: 'firm.phone',
  phonenumber: 'firm.phone',
  firmphone: 'firm.phone',
  officephone: 'firm.phone',
  yourphone: 'firm.phone',
  telephone: 'firm.phone',
  website: 'firm.website',
  websiteurl: 'firm.website',
  firmwebsite: 'firm.website',
  url: 'firm.website',
  firmcity: 'firm.city',
  officecity: 'firm.city',
};

/** Words that say "fill me in" even when we cannot tell with what: "[Insert date]", "[Your signature]". */
const FILL_IN_WORDS = /^(?:insert|add|enter|your|client|recipient|firm|attorney|contact|customer|lead|subscriber|todo|placeholder|tbd)\b/i;

const letters = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

function suggestionFor(name: string): string | undefined {
  const key = PLACEHOLDER_WORDS[letters(name)];
  if (!key) return undefined;
  return key === 'contact.first_name' ? FIRST_NAME_OR_THERE : mergeFieldText(key);
}

const ADVERTISING_LABEL = /^(?:attorney\s+advertising(?:\s+material)?|advertising(?:\s+material)?|advertisement)$/i;

/** Whether the words inside brackets read as a placeholder rather than prose ("[sic]", "[1]", "[emphasis added]"). */
const looksLikePlaceholder = (name: string) => {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 40) return false;
  // A label the rules ask for, set in brackets: "[ATTORNEY ADVERTISING]", "[Advertisement]".
  if (ADVERTISING_LABEL.test(trimmed)) return false;
  return PLACEHOLDER_WORDS[letters(trimmed)] !== undefined || FILL_IN_WORDS.test(trimmed);
};

/**
 * Other tools' placeholder syntaxes, each with the part that names the field. Square brackets,
 * angle quotes and percent signs are prose too, so they count only when the name reads as a
 * placeholder; Mailchimp's `*|FNAME|*`, `${name}` and single braces never occur in prose.
 */
const TYPED_PLACEHOLDERS: readonly { pattern: RegExp; always: boolean }[] = [
  { pattern: /\[\s*([A-Za-z][A-Za-z _.'-]{0,38})\s*\]/g, always: false },
  { pattern: /\*\|\s*([A-Za-z0-9_:]{1,40})\s*\|\*/g, always: true },
  { pattern: /%([A-Za-z][A-Za-z_]{1,30})%/g, always: false },
  { pattern: /(?:<<|«)\s*([A-Za-z][A-Za-z _.'-]{0,38})\s*(?:>>|»)/g, always: false },
  { pattern: /\$\{\s*([A-Za-z][A-Za-z0-9_.]{0,38})\s*\}/g, always: true },
  { pattern: /(?<![{$])\{\s*([A-Za-z][A-Za-z0-9_ ]{0,38}?)\s*\}(?!\})/g, always: true },
];

/**
 * Everything in `text` that a reader would see as typed: other tools' placeholders (with the
 * field we think was meant) and `{{...}}` that is not one of our fields. In reading order.
 */
export function findMergeProblems(text: string): MergeProblem[] {
  const problems: MergeProblem[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && s < end);
  for (const brace of doubleBraces(text)) {
    taken.push([brace.start, brace.end]);
    if (brace.key !== undefined && isMergeFieldKey(brace.key)) continue;
    // {{first_name}}, {{ FirstName }}, {{contact.age}}: the namespace-less name maps like any other placeholder.
    const name = brace.key ?? brace.inner;
    const suggestion = suggestionFor(brace.key ? brace.key.split('.').pop()! : name);
    problems.push({
      kind: brace.key !== undefined ? 'unknown-field' : 'placeholder',
      text: brace.raw,
      start: brace.start,
      end: brace.end,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  for (const { pattern, always } of TYPED_PLACEHOLDERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (overlaps(start, end)) continue;
      if (!always && !looksLikePlaceholder(match[1]!)) continue;
      taken.push([start, end]);
      const suggestion = suggestionFor(match[1]!);
      problems.push({ kind: 'placeholder', text: match[0], start, end, ...(suggestion ? { suggestion } : {}) });
    }
  }
  return problems.sort((a, b) => a.start - b.start);
}

/** What a text becomes for one recipient, and the fields it needed that had no value and no fallback. */
export interface Resolved {
  text: string;
  missing: MergeFieldKey[];
}

/**
 * Fills every merge field of `text` with the recipient's values: a blank value takes the
 * field's fallback; a field with neither is reported in `missing` (the email must not leave).
 */
export function resolveMergeFields(text: string, values: MergeValues): Resolved {
  const missing = new Set<MergeFieldKey>();
  let out = '';
  let at = 0;
  for (const use of mergeFieldUses(text)) {
    const value = values[use.key]?.trim();
    const filled = value || use.fallback;
    if (!filled) missing.add(use.key);
    out += text.slice(at, use.start) + (filled ?? '');
    at = use.end;
  }
  return { text: out + text.slice(at), missing: [...missing] };
}

/** A name split the way a greeting uses it: first word, last word (when there is more than one), the whole. */
export function nameParts(fullName: string): { first: string; last: string; full: string } {
  const full = fullName.trim().replace(/\s+/g, ' ');
  const words = full.split(' ').filter(Boolean);
  // "Dr. Maria Santos" greets as Maria: titles are not first names.
  const first = words.find((word) => !/^(?:mr|mrs|ms|mx|dr|prof)\.?$/i.test(word)) ?? '';
  return { first, last: words.length > 1 ? words[words.length - 1]! : '', full };
}

/** The sample reader the editors preview with when no contact is chosen: every field filled. */
export const SAMPLE_VALUES: MergeValues = Object.fromEntries(MERGE_FIELDS.map((field) => [field.key, field.example]));

/** Lines for the generator's prompt: the fields a model may write, and how. */
export function mergeFieldInstructions(): string {
  return [
    'Write the reader’s and the firm’s details only as these merge fields, exactly as shown; they are filled in for each reader when the email is sent:',
    ...MERGE_FIELDS.map((field) => `- {{${field.key}}}: ${field.label.toLowerCase()}`),
    `A field may carry a fallback for readers without that detail: ${FIRST_NAME_OR_THERE}. Greet the reader with ${FIRST_NAME_OR_THERE}.`,
    'Never write placeholders in any other form (no square brackets, no single braces, no %NAME%, no *|FNAME|*).',
  ].join('\n');
}
