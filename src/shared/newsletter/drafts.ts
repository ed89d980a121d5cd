import * as z from 'zod/mini';
import { typedText } from '../schemas/typedText';
import { type Block, type Issue, issueSchema } from './issue';
import type { PlacedFinding } from './issueText';

/** POST /api/newsletter-drafts (and the new-issue form): the month the issue goes out and an optional request. */
export const draftRequestSchema = z.object({
  month: z
    .string({ error: 'Choose the month the issue goes out (month, written YYYY-MM).' })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written YYYY-MM (for example 2026-12).')),
  prompt: z._default(
    z
      .string({ error: 'The request must be text.' })
      .check(...typedText('The request', { multiline: true }), z.maxLength(2000, 'The request must be 2,000 characters or fewer.')),
    '',
  ),
});

/** POST /api/newsletter-drafts/block: the issue and which block to rewrite. */
export const blockDraftRequestSchema = z.object({
  ...draftRequestSchema.shape,
  issue: issueSchema,
  block_id: z
    .string({ error: 'Say which block to rewrite (block_id).' })
    .check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Say which block to rewrite (block_id).')),
});

/** What POST /api/newsletter-drafts answers: a whole issue (not saved) and its findings, placed on their blocks. */
export interface GeneratedIssue {
  issue: Issue;
  findings: PlacedFinding[];
}

/** What POST /api/newsletter-drafts/block answers: the rewritten block (same type, same id) and the issue's findings with it. */
export interface GeneratedBlock {
  block: Block;
  findings: PlacedFinding[];
}
