import * as z from 'zod/mini';
import { typedText } from './typedText';

/**
 * A contact's place between first contact and a signed case. Shared by the contact page's form
 * and PUT /api/contacts/{id}/stage, so both say the same thing.
 */
export const PIPELINE_STAGES = ['new_lead', 'contacted', 'consultation_booked', 'signed', 'not_signed', 'closed'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const STAGE_LABELS: Record<PipelineStage, string> = {
  new_lead: 'New lead',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  signed: 'Signed',
  not_signed: 'Not signed',
  closed: 'Closed',
};

export const FEE_KINDS = ['fee', 'expected'] as const;
export const PIPELINE_LIMITS = { caseType: 80, feeDollars: 100_000_000 } as const;

export const STAGE_INVALID = `Stage must be one of: ${PIPELINE_STAGES.map((s) => STAGE_LABELS[s]).join(', ')}.`;
export const CASE_TYPE_TOO_LONG = `Case type must be ${PIPELINE_LIMITS.caseType} characters or fewer.`;
export const FEE_INVALID = `Fee must be an amount in dollars from 0 to ${PIPELINE_LIMITS.feeDollars.toLocaleString('en-US')}, with at most two decimals.`;
export const FEE_KIND_INVALID = 'Fee kind must be "fee" (received) or "expected".';
export const SIGNING_ONLY = 'A case type and fee are recorded only when the stage is Signed.';

export const stageChangeSchema = z
  .strictObject({
    stage: z.enum(PIPELINE_STAGES, { error: STAGE_INVALID }),
    case_type: z.optional(
      z.nullable(
        z.string({ error: CASE_TYPE_TOO_LONG }).check(...typedText('Case type'), z.maxLength(PIPELINE_LIMITS.caseType, CASE_TYPE_TOO_LONG)),
      ),
    ),
    fee: z.optional(
      z.nullable(
        z.number({ error: FEE_INVALID }).check(
          z.gte(0, FEE_INVALID),
          z.lte(PIPELINE_LIMITS.feeDollars, FEE_INVALID),
          z.refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6, FEE_INVALID),
        ),
      ),
    ),
    fee_kind: z.optional(z.enum(FEE_KINDS, { error: FEE_KIND_INVALID })),
  })
  .check(
    z.refine((v) => v.stage === 'signed' || ((v.case_type ?? null) === null && (v.fee ?? null) === null && v.fee_kind === undefined), {
      error: SIGNING_ONLY,
      path: ['stage'],
    }),
  );
export type StageChange = z.output<typeof stageChangeSchema>;

export interface StageEntry {
  stage: PipelineStage;
  at: string;
  by: string | null;
}

/** A contact's pipeline as the API answers it. */
export interface Pipeline {
  stage: PipelineStage;
  since: string | null;
  history: StageEntry[];
  case_type: string | null;
  fee: number | null;
  fee_kind: 'fee' | 'expected' | null;
  first_source: string | null;
  /** The campaign or sequence the contact last clicked before the consultation was booked. */
  attributed_to: { source: 'campaign' | 'sequence'; id: string; name: string | null; clicked_at: string } | null;
}

export type TimelineKind =
  'delivered' | 'click' | 'open' | 'unsubscribe' | 'bounce' | 'complaint' | 'consent' | 'conversation' | 'stage' | 'created';

export interface TimelineEntry {
  kind: TimelineKind;
  at: string;
  /** What happened, in words ("Clicked https://… in “March safety roundup”"). */
  text: string;
  /** For clicks: kept apart from readers' clicks. */
  machine?: boolean;
}

export interface ContactTimeline {
  pipeline: Pipeline;
  entries: TimelineEntry[];
  /** Whether the firm counts opens (the pixel): when off, no open is in the timeline. */
  opens_tracked: boolean;
}
