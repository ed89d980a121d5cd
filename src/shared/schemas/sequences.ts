import * as z from 'zod/mini';
import type { Audience, Finding } from '../compliance/types';
import { audienceSchema } from './audience';
import { typedText } from './typedText';

export const PROMPT_MAX = 2000;
export const SUBJECT_MAX = 120;
export const BODY_MAX = 10_000;
export const SEQUENCE_NAME_MAX = 120;
/** The generator writes 1-10 emails; an attorney may add a few more when editing. */
export const GENERATED_EMAILS_MAX = 10;
export const SAVED_EMAILS_MAX = 20;
export const DAY_MAX = 365;

export const SEQUENCE_REQUIRED = 'Sequence name and generated emails are required.';
export const PROMPT_REQUIRED = 'Prompt is required.';

export const AFTER_DAYS_INVALID = `Wait times must be whole days from 0 to ${DAY_MAX}.`;

const subjectField = z
  .string({ error: 'Each email needs a subject.' })
  .check(
    ...typedText('Subject'),
    z.minLength(1, 'Each email needs a subject.'),
    z.maxLength(SUBJECT_MAX, `Subjects must be ${SUBJECT_MAX} characters or fewer.`),
  );
const bodyField = z
  .string({ error: 'Each email needs a body.' })
  .check(
    ...typedText('Body', { multiline: true }),
    z.minLength(1, 'Each email needs a body.'),
    z.maxLength(BODY_MAX, `Email bodies must be ${BODY_MAX.toLocaleString('en-US')} characters or fewer.`),
  );
const daysField = (error: string) =>
  z.number({ error }).check(z.int(AFTER_DAYS_INVALID), z.gte(0, AFTER_DAYS_INVALID), z.lte(DAY_MAX, AFTER_DAYS_INVALID));

/**
 * One email as the generator writes it and the editor holds it: plain text, and when it goes
 * out: `after_days` after the previous email (the first: after the contact is enrolled; 0 sends
 * the first at once).
 */
export const emailDraftSchema = z.object({
  after_days: daysField('Each email needs its wait: after_days, the days after the previous email (0 for the first sends it at once).'),
  subject: subjectField,
  body: bodyField,
});

export type EmailDraft = z.infer<typeof emailDraftSchema>;

/** Who a sequence is written for; the compliance rules depend on it. Newsletters are the common case. */
export const DEFAULT_AUDIENCE: Audience = 'subscriber';
const audience = z._default(audienceSchema, DEFAULT_AUDIENCE);

export const generateSequenceRequestSchema = z.object({
  prompt: z
    .string({ error: PROMPT_REQUIRED })
    .check(
      ...typedText('AI prompt', { multiline: true }),
      z.minLength(1, PROMPT_REQUIRED),
      z.maxLength(
        PROMPT_MAX,
        `Prompts can be at most ${PROMPT_MAX.toLocaleString('en-US')} characters. Shorten your description and try again.`,
      ),
    ),
  audience,
});

/** What the AI must return: 1-10 emails, each with its wait after the previous one; every email after the first waits a day or more. */
export const generatedSequenceSchema = z.object({
  emails: z.array(emailDraftSchema).check(
    z.minLength(1),
    z.maxLength(GENERATED_EMAILS_MAX),
    z.refine((emails) => emails.every((e, i) => i === 0 || e.after_days >= 1), 'Each email after the first waits at least a day.'),
  ),
});

/**
 * A saved email as a client sends it: `after_days` (days after the previous email), or, from
 * clients written before it, `day` (days after enrolment), which is converted. A list uses one
 * or the other.
 */
const savedEmailSchema = z
  .object({
    after_days: z.optional(daysField(AFTER_DAYS_INVALID)),
    day: z.optional(daysField('Days must be whole numbers from 0 to 365.')),
    subject: subjectField,
    body: bodyField,
  })
  .check(
    z.refine((e) => e.after_days !== undefined || e.day !== undefined, {
      message: 'Each email needs its wait: after_days, the days after the previous email (0 for the first sends it at once).',
      path: ['after_days'],
    }),
  );

/** Days after enrolment (the old meaning) as waits after the previous email: sorted by day, then the gaps. */
export function afterDaysFromDays<T extends { day: number }>(emails: readonly T[]): (Omit<T, 'day'> & { after_days: number })[] {
  const sorted = emails.map((e, position) => ({ e, position })).sort((a, b) => a.e.day - b.e.day || a.position - b.position);
  return sorted.map(({ e }, i) => {
    const { day, ...rest } = e;
    return { ...rest, after_days: day - (i === 0 ? 0 : sorted[i - 1]!.e.day) };
  });
}

/** Days after enrolment of each email, from the waits: what enrolment schedules by. */
export function daysFromAfterDays(emails: readonly { after_days: number }[]): number[] {
  let day = 0;
  return emails.map((e) => (day += e.after_days));
}

const sequenceName = z
  .string({ error: SEQUENCE_REQUIRED })
  .check(
    ...typedText('Sequence name'),
    z.minLength(1, SEQUENCE_REQUIRED),
    z.maxLength(SEQUENCE_NAME_MAX, `Sequence names must be ${SEQUENCE_NAME_MAX} characters or fewer.`),
  );

const savedEmails = z.pipe(
  z.array(savedEmailSchema, { error: SEQUENCE_REQUIRED }).check(
    z.minLength(1, SEQUENCE_REQUIRED),
    z.maxLength(SAVED_EMAILS_MAX, `A sequence can hold at most ${SAVED_EMAILS_MAX} emails.`),
    z.refine(
      (emails) => emails.every((e) => e.after_days !== undefined) || emails.every((e) => e.day !== undefined),
      'Give every email after_days (or, as before, every email a day): not a mix of the two.',
    ),
  ),
  z.transform((emails): EmailDraft[] =>
    emails.every((e) => e.after_days !== undefined)
      ? emails.map((e) => ({ after_days: e.after_days!, subject: e.subject, body: e.body }))
      : afterDaysFromDays(emails.map((e) => ({ day: e.day!, subject: e.subject, body: e.body }))),
  ),
);

export const createSequenceSchema = z.object({
  name: sequenceName,
  prompt: z._default(
    z
      .string()
      .check(
        ...typedText('AI prompt', { multiline: true }),
        z.maxLength(PROMPT_MAX, `Prompts can be at most ${PROMPT_MAX.toLocaleString('en-US')} characters.`),
      ),
    '',
  ),
  audience,
  emails: savedEmails,
});

export const updateSequenceSchema = z.object({ name: sequenceName, audience, emails: savedEmails });

export type CreateSequenceInput = z.infer<typeof createSequenceSchema>;
export type UpdateSequenceInput = z.infer<typeof updateSequenceSchema>;

/**
 * The compliance findings of a list of emails, in the order the emails were sent:
 * `findings[i]` belongs to `emails[i]`.
 */
export type FindingsPerEmail = Finding[][];

/** What POST /api/generate-email-sequence answers: the emails and what the compliance check found in each. */
export interface GeneratedSequence {
  emails: EmailDraft[];
  findings: FindingsPerEmail;
}

/** What POST and PUT /api/sequences answer with 422 when an email has a `block` finding. */
export interface SequenceRefusal {
  error: string;
  findings: FindingsPerEmail;
}

/** draft: saved, nobody can be enrolled; active: approved by someone at the firm, enrolling and sending. */
export const SEQUENCE_STATUSES = ['draft', 'active'] as const;
export type SequenceStatus = (typeof SEQUENCE_STATUSES)[number];

export interface SequenceApproval {
  by: { uid: string; name: string; email: string };
  at: string;
  content_hash: string;
}

/** A sequence as the list returns it. */
export interface SequenceSummary {
  id: string;
  name: string;
  prompt: string;
  status: SequenceStatus;
  /** Who approved the emails as they are (null for a draft, and for sequences active from before approvals). */
  approval: SequenceApproval | null;
  audience: Audience;
  email_count: number;
  /** How many `warn` findings its emails were saved with. */
  warning_count: number;
  created_at: string;
  updated_at: string;
}

export interface SequenceEmail {
  id: string;
  /** Days after the previous email (the first: after enrolment); 0 sends the first at once. */
  after_days: number;
  /** Days after enrolment, the sum of the waits so far: what enrolment schedules by. */
  day_to_send: number;
  subject: string;
  /** Escaped text with line breaks as <br>: safe to store and send, never injected by the UI. */
  body_html: string;
  /** The same body as plain text, for the editor. */
  body: string;
  /** The `warn` findings the email was saved with (an email with a `block` finding is never saved). */
  findings: Finding[];
}

export interface SequenceDetail extends SequenceSummary {
  emails: SequenceEmail[];
  /** The hash of the emails and audience as they are: approving sends it back. */
  content_hash: string;
  /** Contacts enrolled so far: they keep the emails as they were when they were enrolled. */
  enrolled_count: number;
}

export const SEQUENCE_NOT_APPROVED =
  'Approve this sequence before enrolling anyone: nothing is sent until someone at your firm approves its emails.';

/** How an email's timing reads in the editor and the list. */
export function timingWords(afterDays: number, isFirst: boolean): string {
  if (isFirst) return afterDays === 0 ? 'Immediately' : `${afterDays} day${afterDays === 1 ? '' : 's'} after enrolment`;
  return afterDays === 0 ? 'Right after the previous email' : `${afterDays} day${afterDays === 1 ? '' : 's'} after the previous email`;
}
