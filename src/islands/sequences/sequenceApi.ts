import { api } from '#browser/api';
import type { CreateSequenceInput, EmailDraft, SequenceDetail, SequenceSummary, UpdateSequenceInput } from '#shared/schemas/sequences';

export const sequenceApi = {
  list: () => api<SequenceSummary[]>('sequences'),
  get: (id: string) => api<SequenceDetail>(`sequences/${encodeURIComponent(id)}`),
  create: (input: CreateSequenceInput) => api<SequenceDetail>('sequences', { method: 'POST', body: input }),
  update: (id: string, input: UpdateSequenceInput) =>
    api<SequenceDetail>(`sequences/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`sequences/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  generate: (prompt: string) => api<{ emails: EmailDraft[] }>('generate-email-sequence', { method: 'POST', body: { prompt } }),
};
