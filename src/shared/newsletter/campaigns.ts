import * as z from 'zod/mini';
import type { Finding } from '../compliance/types';
import { typedText } from '../schemas/typedText';
import { issueSchema } from './issue';

/** Campaigns' request schemas (zod/mini); the words, states and shapes are in ./campaignTerms. */
export * from './campaignTerms';

export const approvalSchema = z.object({
  content_hash: z
    .string({ error: 'Send the content_hash of the version you reviewed.' })
    .check(z.regex(/^[0-9a-f]{64}$/, 'Send the content_hash of the version you reviewed.')),
});

export const SCHEDULE_KINDS = ['next', 'at', 'now'] as const;
export const SCHEDULE_IN_PAST = 'That time has passed: choose a time from now on, or send now.';
export const SCHEDULE_AT_REQUIRED = 'Choose the date and time to send (at), or send at the next send day or now.';

/** POST /api/campaigns/:id/schedule: the next send day and hour (the default), a chosen time, or now. */
export const scheduleSchema = z
  .object({
    when: z._default(z.enum(SCHEDULE_KINDS, { error: 'When must be next, at or now.' }), 'next'),
    at: z.optional(
      z
        .string({ error: 'At must be a date and time such as 2026-12-07T14:00:00Z.' })
        .check(
          z.refine(
            (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
            'At must be a date and time such as 2026-12-07T14:00:00Z.',
          ),
        ),
    ),
  })
  .check(z.refine((input) => input.when !== 'at' || input.at !== undefined, { message: SCHEDULE_AT_REQUIRED, path: ['at'] }));
export type ScheduleInput = z.output<typeof scheduleSchema>;

export const CAMPAIGN_ACTIONS = ['pause', 'resume'] as const;
export const campaignSendingSchema = z.object({
  action: z.enum(CAMPAIGN_ACTIONS, { error: 'Action must be pause or resume.' }),
});

export const proofSchema = z.object({
  to: z.pipe(
    z
      .string({ error: 'Choose who gets the proof: the email address of someone at your firm.' })
      .check(...typedText('Proof address'), z.maxLength(254)),
    z.transform((value) => value.toLowerCase()),
  ),
  contact_id: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Contact must be a contact’s id.')))),
});

/** What POST /api/campaigns/:id/proof answers: where the proof went and whose merge fields filled it. */
export interface ProofSent {
  sent_to: string;
  reader: string;
}

export const PROOF_SUBJECT_PREFIX = '[Proof] ';

/**
 * POST /api/newsletter-preview: an issue (or a sequence email) as one reader would receive it,
 * filled for a chosen contact or the sample reader. The content as it is in the editor, saved or not.
 */
export const previewSchema = z.object({
  issue: z.optional(issueSchema),
  email: z.optional(
    z.object({
      subject: z
        .string({ error: 'The email needs a subject.' })
        .check(...typedText('Subject'), z.minLength(1, 'The email needs a subject.'), z.maxLength(150)),
      body: z
        .string({ error: 'The email needs a body.' })
        .check(...typedText('Body', { multiline: true }), z.minLength(1, 'The email needs a body.'), z.maxLength(10_000)),
    }),
  ),
  contact_id: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Contact must be a contact’s id.')))),
});

export interface Preview {
  subject: string;
  html: string;
  text: string;
  /** Who it is filled for: a contact's name, or "Sample reader". */
  reader: string;
  /** When this reader's email would not leave: the fields with no value and no fallback. */
  missing: string[];
  size_bytes: number;
}

/** A finding of the engine about an issue, as the API returns them when refusing. */
export type IssueFinding = Finding;
