import type * as z from 'zod/mini';
import { api, ApiError } from '#browser/api';
import type { Audience } from '#shared/compliance/types';
import type { SequenceTemplate, NewsletterTemplates } from '#shared/newsletter/templates';
import type { ComplianceCheckResponse } from '#shared/schemas/complianceCheck';
import type { FirmProfile } from '#shared/schemas/firmProfile';
import type {
  createSequenceSchema,
  CreateSequenceInput,
  GeneratedSequence,
  SequenceDetail,
  SequenceSummary,
  UpdateSequenceInput,
} from '#shared/schemas/sequences';

/** Where the sequence form keeps its unsaved values for this tab (ui/drafts.ts): the sequence's id (null: a new one) and the values. */
export const SEQUENCE_DRAFT = 'sequence-draft';
export interface SequenceDraft {
  id: string | null;
  values: z.input<typeof createSequenceSchema>;
}

export const sequenceApi = {
  list: () => api<SequenceSummary[]>('sequences'),
  get: (id: string) => api<SequenceDetail>(`sequences/${encodeURIComponent(id)}`),
  create: (input: CreateSequenceInput) => api<SequenceDetail>('sequences', { method: 'POST', body: input }),
  update: (id: string, input: UpdateSequenceInput) =>
    api<SequenceDetail>(`sequences/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`sequences/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  approve: (id: string, contentHash: string) =>
    api<SequenceDetail>(`sequences/${encodeURIComponent(id)}/approval`, { method: 'POST', body: { content_hash: contentHash } }),
  generate: (prompt: string, audience: Audience) =>
    api<GeneratedSequence>('generate-email-sequence', { method: 'POST', body: { prompt, audience } }),
  /** One email's findings with an AI second opinion: its review suggestions, or a note saying why there are none. */
  secondOpinion: (email: { subject: string; body: string; audience: Audience }) =>
    api<ComplianceCheckResponse>('compliance/check', { method: 'POST', body: { ...email, secondOpinion: true } }),
  /** The curated sequences a new one can start from. */
  templates: (): Promise<readonly SequenceTemplate[]> => api<NewsletterTemplates>('newsletter-templates').then((all) => all.sequences),
  /** The firm profile, or null before the firm has saved one. */
  firmProfile: () =>
    api<FirmProfile>('firm-profile').catch((error) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
};
