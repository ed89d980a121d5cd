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

/** One email as the generator writes it and the editor holds it: plain text. */
export const emailDraftSchema = z.object({
  day: z
    .number({ error: 'Each email needs a day number.' })
    .check(z.int('Days must be whole numbers.'), z.gte(0, 'Days cannot be negative.'), z.lte(DAY_MAX, `Days must be ${DAY_MAX} or less.`)),
  subject: z
    .string({ error: 'Each email needs a subject.' })
    .check(
      ...typedText('Subject'),
      z.minLength(1, 'Each email needs a subject.'),
      z.maxLength(SUBJECT_MAX, `Subjects must be ${SUBJECT_MAX} characters or fewer.`),
    ),
  body: z
    .string({ error: 'Each email needs a body.' })
    .check(
      ...typedText('Body', { multiline: true }),
      z.minLength(1, 'Each email needs a body.'),
      z.maxLength(BODY_MAX, `Email bodies must be ${BODY_MAX.toLocaleString('en-US')} characters or fewer.`),
    ),
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

/** What the AI must return: 1-10 emails, integer days ascending from 0 or 1. */
export const generatedSequenceSchema = z.object({
  emails: z.array(emailDraftSchema).check(
    z.minLength(1),
    z.maxLength(GENERATED_EMAILS_MAX),
    z.refine((emails) => emails[0] !== undefined && emails[0].day <= 1, 'The first email must be on day 0 or 1.'),
    z.refine((emails) => emails.every((e, i) => i === 0 || e.day > emails[i - 1]!.day), 'Days must ascend.'),
  ),
});

const sequenceName = z
  .string({ error: SEQUENCE_REQUIRED })
  .check(
    ...typedText('Sequence name'),
    z.minLength(1, SEQUENCE_REQUIRED),
    z.maxLength(SEQUENCE_NAME_MAX, `Sequence names must be ${SEQUENCE_NAME_MAX} characters or fewer.`),
  );

const savedEmails = z
  .array(emailDraftSchema, { error: SEQUENCE_REQUIRED })
  .check(z.minLength(1, SEQUENCE_REQUIRED), z.maxLength(SAVED_EMAILS_MAX, `A sequence can hold at most ${SAVED_EMAILS_MAX} emails.`));

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

/** A sequence as the list returns it. */
export interface SequenceSummary {
  id: string;
  name: string;
  prompt: string;
  status: 'active';
  audience: Audience;
  email_count: number;
  /** How many `warn` findings its emails were saved with. */
  warning_count: number;
  created_at: string;
  updated_at: string;
}

export interface SequenceEmail {
  id: string;
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
}
