import type * as z from 'zod/mini';
import { api, ApiError } from '#browser/api';
import type { Audience } from '#shared/compliance/types';
import type { createSequenceSchema, CreateSequenceInput, UpdateSequenceInput } from '#shared/schemas/sequences';

/** Where the sequence form keeps its unsaved values for this tab (ui/drafts.ts): the sequence's id (null: a new one) and the values. */
export const SEQUENCE_DRAFT = 'sequence-draft';
export interface SequenceDraft {
  id: string | null;
  values: z.input<typeof createSequenceSchema>;
}

export const sequenceApi = {
  list: () => api('sequences'),
  get: (id: string) => api('sequences/:id', { params: { id } }),
  create: (input: CreateSequenceInput) => api('sequences', { method: 'POST', body: input }),
  update: (id: string, input: UpdateSequenceInput) => api('sequences/:id', { method: 'PUT', params: { id }, body: input }),
  remove: (id: string) => api('sequences/:id', { method: 'DELETE', params: { id } }),
  approve: (id: string, contentHash: string) =>
    api('sequences/:id/approval', { method: 'POST', params: { id }, body: { content_hash: contentHash } }),
  generate: (prompt: string, audience: Audience) => api('generate-email-sequence', { method: 'POST', body: { prompt, audience } }),
  /** One email's findings with an AI second opinion: its review suggestions, or a note saying why there are none. */
  secondOpinion: (email: { subject: string; body: string; audience: Audience }) =>
    api('compliance/check', { method: 'POST', body: { ...email, secondOpinion: true } }),
  /** The curated sequences a new one can start from. */
  templates: () => api('newsletter-templates').then((all) => all.sequences),
  /** The firm profile, or null before the firm has saved one. */
  firmProfile: () =>
    api('firm-profile').catch((error) => (error instanceof ApiError && error.status === 404 ? null : Promise.reject(error))),
};
