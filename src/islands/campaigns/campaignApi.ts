import { api, ApiError, callPath, sendWithFreshToken } from '#browser/api';
import type { Campaign, CampaignRefusal } from '#shared/newsletter/campaigns';
import type { CampaignInput, Issue } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { SegmentInput } from '#shared/newsletter/segments';

/** A save the compliance check refused (422): the findings, each placed on its block, for the editor to mark. */
export class RefusedIssue extends Error {
  constructor(
    message: string,
    readonly findings: PlacedFinding[],
  ) {
    super(message);
  }
}

/** POST or PUT of an issue, which answers 422 with findings to mark (RefusedIssue) when the check refuses it. */
async function saveIssue(path: string, method: 'POST' | 'PUT', body: CampaignInput): Promise<Campaign> {
  const res = await sendWithFreshToken(path, { method, body });
  const data = (await res.json().catch(() => undefined)) as (Campaign & CampaignRefusal) | undefined;
  if (res.status === 422 && data?.findings) throw new RefusedIssue(data.error, data.findings);
  if (!res.ok) throw new ApiError(res.status, data?.error ?? `The server answered ${res.status}. Please try again.`);
  return data as Campaign;
}

/** The newsletter's calls, typed by the API's route table. */
export const campaignApi = {
  list: () => api('campaigns'),
  get: (id: string) => api('campaigns/:id', { params: { id } }),
  create: (input: CampaignInput) => saveIssue(callPath('campaigns'), 'POST', input),
  update: (id: string, input: CampaignInput) => saveIssue(callPath('campaigns/:id', { params: { id } }), 'PUT', input),
  remove: (id: string) => api('campaigns/:id', { method: 'DELETE', params: { id } }),
  duplicate: (id: string) => api('campaigns/:id/duplicate', { method: 'POST', params: { id } }),
  requestApproval: (id: string) => api('campaigns/:id/approval-request', { method: 'POST', params: { id } }),
  approve: (id: string, contentHash: string) =>
    api('campaigns/:id/approval', { method: 'POST', params: { id }, body: { content_hash: contentHash } }),
  returnToDraft: (id: string) => api('campaigns/:id/approval', { method: 'DELETE', params: { id } }),
  schedule: (id: string, when: 'next' | 'at' | 'now', atTime?: string) =>
    api('campaigns/:id/schedule', { method: 'POST', params: { id }, body: { when, ...(atTime ? { at: atTime } : {}) } }),
  cancelSchedule: (id: string) => api('campaigns/:id/schedule', { method: 'DELETE', params: { id } }),
  sending: (id: string, action: 'pause' | 'resume') => api('campaigns/:id/sending', { method: 'POST', params: { id }, body: { action } }),
  proof: (id: string, to: string, contactId: string | null) =>
    api('campaigns/:id/proof', { method: 'POST', params: { id }, body: { to, contact_id: contactId } }),
  preview: (issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>, contactId: string | null) =>
    api('newsletter-preview', { method: 'POST', body: { issue, contact_id: contactId } }),
  audience: (campaignId: string) => api('audience-count', { method: 'POST', body: { campaign_id: campaignId } }),
  draft: (month: string, prompt: string) => api('newsletter-drafts', { method: 'POST', body: { month, prompt } }),
  draftBlock: (month: string, issue: Issue, blockId: string) =>
    api('newsletter-drafts/block', { method: 'POST', body: { month, issue, block_id: blockId } }),
  templates: () => api('newsletter-templates'),
  segments: () => api('segments'),
  createSegment: (input: SegmentInput) => api('segments', { method: 'POST', body: input }),
  settings: () => api('newsletter-settings'),
  images: () => api('newsletter-images'),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.set('image', file);
    return api('newsletter-images', { method: 'POST', body: form });
  },
};
