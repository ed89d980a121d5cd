/**
 * Search-intent prospects: the words, limits and answers of the audiences API without their
 * validation, so Settings and the contacts screen show them without loading zod.
 * `./schemas` holds the validation.
 */

export const PROSPECT_LIMITS = {
  segmentId: 100,
  label: 120,
  /** Saved segments per firm: each is pulled every day. */
  segments: 20,
  retentionDaysMin: 7,
  retentionDaysMax: 365,
} as const;

export const DEFAULT_RETENTION_DAYS = 90;

/** The provider's email validation statuses, as AudienceLab writes them. */
export const EMAIL_VALIDATION_STATUSES = ['Valid (esp)', 'Valid', 'Catch-all', 'Unknown', 'Invalid'] as const;

/**
 * Why a person from a segment was not brought in, as the import answers it. A prospect is
 * reached by email only (never a text or a call without consent), so a person without an
 * email the firm may use is not stored at all.
 */
export const SKIP_REASONS = {
  noEmail: 'No email address',
  invalid: 'Email invalid',
  unknown: 'Email not verified (Unknown)',
  catchAll: 'Email catch-all (not allowed in your settings)',
  expired: 'Removed earlier after the retention period without engaging',
  noName: 'No name',
} as const;
export type SkipReason = (typeof SKIP_REASONS)[keyof typeof SKIP_REASONS];

/** The source a prospect's contact carries: where the firm got them. */
export const prospectSource = (label: string) => `Search intent: ${label}`;

/** A saved segment as the API answers it. */
export interface AudienceSegment {
  segment_id: string;
  label: string;
  created_at: string;
  /** The last import or refresh, when there was one. */
  last_import: ImportSummary | null;
}

export interface ImportResult {
  /** New contacts (relationship prospect). */
  imported: number;
  /** People already among the firm's contacts: their relationship, consents and stage unchanged. */
  merged: number;
  skipped: { reason: string; count: number }[];
}

export interface ImportSummary extends ImportResult {
  at: string;
  /** Why the last attempt failed (the provider refused, or was down), when it did. */
  error: string | null;
}

export interface ProspectSettings {
  /** Whether an address the provider could verify only as catch-all may be used. */
  allow_catch_all: boolean;
  /** Days after which a prospect who never engaged is deleted. */
  retention_days: number;
}

export const DEFAULT_PROSPECT_SETTINGS: ProspectSettings = { allow_catch_all: false, retention_days: DEFAULT_RETENTION_DAYS };

/** Prospects by ZIP code and prospects brought in per segment per day: the glance on the contacts screen. */
export interface ProspectSummary {
  by_zip: { zip: string; count: number }[];
  by_segment: { segment_id: string; label: string; days: { date: string; imported: number }[] }[];
}
