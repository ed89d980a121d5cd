import { z } from 'zod';
import type { Finding } from '../compliance/types';
import { checkContextSchema } from './complianceContext';
import { typedText } from './typedText';
import { BODY_MAX, SUBJECT_MAX } from './sequences';

/**
 * POST /api/compliance/check: one email and its context. Subject and body are checked as
 * sent, untrimmed and possibly empty (a draft being written), so the findings' offsets point
 * into exactly the text the caller holds.
 */
export const SUBJECT_NOT_TEXT = 'Send the subject as text (it may be empty).';
export const BODY_NOT_TEXT = 'Send the body as text (it may be empty).';
export const SECOND_OPINION_NOT_BOOLEAN = 'secondOpinion must be true or false.';

export const complianceCheckRequestSchema = checkContextSchema.extend({
  subject: z
    .string({ error: SUBJECT_NOT_TEXT })
    .check(...typedText('Subject', { trim: false }))
    .max(SUBJECT_MAX, `Subjects must be ${SUBJECT_MAX} characters or fewer.`),
  body: z
    .string({ error: BODY_NOT_TEXT })
    .check(...typedText('Body', { multiline: true, trim: false }))
    .max(BODY_MAX, `Email bodies must be ${BODY_MAX.toLocaleString('en-US')} characters or fewer.`),
  /** Ask an AI model for a second opinion as well (docs/compliance.md); false by default. */
  secondOpinion: z.boolean({ error: SECOND_OPINION_NOT_BOOLEAN }).optional(),
});

export type ComplianceCheckRequest = z.input<typeof complianceCheckRequestSchema>;

export interface ComplianceCheckResponse {
  /** The rule checks' findings, then any of kind "review-suggested", in reading order. */
  findings: Finding[];
  /** Present when a second opinion was asked for. */
  secondOpinion?: { status: 'reviewed' | 'unavailable'; note?: string };
}
