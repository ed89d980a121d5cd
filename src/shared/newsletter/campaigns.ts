import * as z from 'zod/mini';
import type { Finding } from '../compliance/types';
import type { Block } from './issue';
import { issueSchema } from './issue';
import type { PlacedFinding } from './issueText';

/**
 * Campaigns: one issue of the newsletter, from draft to sent. The states and what moves an
 * issue between them (docs/newsletter.md draws it):
 *
 *   draft ── request approval ──► awaiting_approval ──┐
 *     ▲  └──────────── approve ───────────────────────┴─► approved ── schedule ──► scheduled
 *     └──── any edit (from any state before sending) ◄───┘               ◄── cancel ──┘
 *   scheduled ── its time comes (the delivery pass) ──► sending ⇄ paused ──► sent
 */

export const CAMPAIGN_STATUSES = ['draft', 'awaiting_approval', 'approved', 'scheduled', 'sending', 'paused', 'sent'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};

/** States whose content can still change (an edit returns them to draft). */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'awaiting_approval', 'approved', 'scheduled'];
/** States a campaign can be deleted in: nothing about it was ever approved to go out, or it was withdrawn to draft. */
export const DELETABLE_STATUSES: readonly CampaignStatus[] = ['draft', 'awaiting_approval'];

export interface Person {
  uid: string;
  name: string;
  email: string;
}

export interface Approval {
  by: Person;
  at: string;
  /** The hash of the content as approved (subject, preheader, blocks, audience). */
  content_hash: string;
}

export interface CampaignProgress {
  /** Written when sending started: every contact the audience reached whose email may be used. */
  recipients: number;
  scheduled: number;
  sent: number;
  skipped: number;
  failed: number;
  skipped_reasons: { reason: string; count: number }[];
  /** Contacts the audience matched who were left out when sending started, by reason. */
  not_sendable: { reason: string; count: number }[];
}

export interface CampaignActivity {
  at: string;
  by: Person | null;
  /** What happened, in a few words: "Approved", "Scheduled for ...". */
  action: string;
}

export interface CampaignSummary {
  id: string;
  name: string;
  subject: string;
  status: CampaignStatus;
  segment_id: string | null;
  /** The segment's name, or the everyone audience's words. */
  audience: string;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  progress: CampaignProgress | null;
  approval: Approval | null;
  created_at: string;
  updated_at: string;
  updated_by: Person | null;
}

export interface Campaign extends CampaignSummary {
  preheader: string;
  blocks: Block[];
  /** The hash of the content as it is now: approving sends it back, so nobody approves what they did not see. */
  content_hash: string;
  approval_requested: { by: Person; at: string } | null;
  /** Warnings the content was saved with, placed on their blocks (a blocking finding is never saved). */
  findings: PlacedFinding[];
  activity: CampaignActivity[];
}

/** What POST and PUT answer with 422 when the content has a blocking finding. */
export interface CampaignRefusal {
  error: string;
  findings: PlacedFinding[];
}

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
    z.string({ error: 'Choose who gets the proof: the email address of someone at your firm.' }).check(z.trim(), z.maxLength(254)),
    z.transform((value) => value.toLowerCase()),
  ),
  contact_id: z.optional(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Contact must be a contact’s id.')))),
});

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
        .check(z.trim(), z.minLength(1, 'The email needs a subject.'), z.maxLength(150)),
      body: z.string({ error: 'The email needs a body.' }).check(z.trim(), z.minLength(1, 'The email needs a body.'), z.maxLength(10_000)),
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
