import { api, ApiError, sendWithFreshToken } from '#browser/api';
import type { Campaign, CampaignRefusal, CampaignSummary, Preview } from '#shared/newsletter/campaigns';
import type { Block, CampaignInput, Issue } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { AudienceCount, Segment, SegmentInput } from '#shared/newsletter/segments';
import type { NewsletterImage, NewsletterSettings } from '#shared/newsletter/settings';
import type { NewsletterTemplates } from '#shared/newsletter/templates';

const at = (id: string) => `campaigns/${encodeURIComponent(id)}`;

/** A save the compliance check refused (422): the findings, each placed on its block, for the editor to mark. */
export class RefusedIssue extends Error {
  constructor(
    message: string,
    readonly findings: PlacedFinding[],
  ) {
    super(message);
  }
}

async function saveIssue(path: string, method: 'POST' | 'PUT', body: CampaignInput): Promise<Campaign> {
  const res = await sendWithFreshToken(path, { method, body });
  const data = (await res.json().catch(() => undefined)) as (Campaign & CampaignRefusal) | undefined;
  if (res.status === 422 && data?.findings) throw new RefusedIssue(data.error, data.findings);
  if (!res.ok) throw new ApiError(res.status, data?.error ?? `The server answered ${res.status}. Please try again.`);
  return data as Campaign;
}

/** The newsletter's calls, typed as the API answers them. */
export const campaignApi = {
  list: () => api<CampaignSummary[]>('campaigns'),
  get: (id: string) => api<Campaign>(at(id)),
  create: (input: CampaignInput) => saveIssue('campaigns', 'POST', input),
  update: (id: string, input: CampaignInput) => saveIssue(at(id), 'PUT', input),
  remove: (id: string) => api<void>(at(id), { method: 'DELETE' }),
  duplicate: (id: string) => api<Campaign>(`${at(id)}/duplicate`, { method: 'POST' }),
  requestApproval: (id: string) => api<Campaign>(`${at(id)}/approval-request`, { method: 'POST' }),
  approve: (id: string, contentHash: string) =>
    api<Campaign>(`${at(id)}/approval`, { method: 'POST', body: { content_hash: contentHash } }),
  returnToDraft: (id: string) => api<Campaign>(`${at(id)}/approval`, { method: 'DELETE' }),
  schedule: (id: string, when: 'next' | 'at' | 'now', atTime?: string) =>
    api<Campaign>(`${at(id)}/schedule`, { method: 'POST', body: { when, ...(atTime ? { at: atTime } : {}) } }),
  cancelSchedule: (id: string) => api<Campaign>(`${at(id)}/schedule`, { method: 'DELETE' }),
  sending: (id: string, action: 'pause' | 'resume') => api<Campaign>(`${at(id)}/sending`, { method: 'POST', body: { action } }),
  proof: (id: string, to: string, contactId: string | null) =>
    api<{ sent_to: string; reader: string }>(`${at(id)}/proof`, { method: 'POST', body: { to, contact_id: contactId } }),
  preview: (issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>, contactId: string | null) =>
    api<Preview>('newsletter-preview', { method: 'POST', body: { issue, contact_id: contactId } }),
  audience: (campaignId: string) => api<AudienceCount>('audience-count', { method: 'POST', body: { campaign_id: campaignId } }),
  draft: (month: string, prompt: string) =>
    api<{ issue: Issue; findings: PlacedFinding[] }>('newsletter-drafts', { method: 'POST', body: { month, prompt } }),
  draftBlock: (month: string, issue: Issue, blockId: string) =>
    api<{ block: Block; findings: PlacedFinding[] }>('newsletter-drafts/block', {
      method: 'POST',
      body: { month, issue, block_id: blockId },
    }),
  templates: () => api<NewsletterTemplates>('newsletter-templates'),
  segments: () => api<Segment[]>('segments'),
  createSegment: (input: SegmentInput) => api<Segment>('segments', { method: 'POST', body: input }),
  settings: () => api<NewsletterSettings>('newsletter-settings'),
  images: () => api<NewsletterImage[]>('newsletter-images'),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.set('image', file);
    return api<NewsletterImage>('newsletter-images', { method: 'POST', body: form });
  },
};
