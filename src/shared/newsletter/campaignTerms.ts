/**
 * Campaigns' words, states and shapes without their validation: the list screen needs these at
 * start-up and importing them pulls in no zod. `./campaigns` re-exports everything here.
 *
 * The states and what moves an issue between them (docs/newsletter.md draws it):
 *
 *   draft ── request approval ──► awaiting_approval ──┐
 *     ▲  └──────────── approve ───────────────────────┴─► approved ── schedule ──► scheduled
 *     └──── any edit (from any state before sending) ◄───┘               ◄── cancel ──┘
 *   scheduled ── its time comes (the delivery pass) ──► sending ⇄ paused ──► sent
 */
import type { Block } from './issue';
import type { PlacedFinding } from './issueText';

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
  /** Not sent yet: due, being sent, or waiting (throttled and retrying are among them). */
  scheduled: number;
  /** Held for the firm's daily sending limit until the next day. */
  throttled: number;
  /** Waiting to be tried again after a failure. */
  retrying: number;
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

/** The audience used when an issue names no segment. */
export const EVERYONE = 'Everyone whose email may be used';
