import { api, callPath, failureOf, sendWithFreshToken } from '#browser/api';
import type { Campaign, CampaignRefusal } from '#shared/newsletter/campaigns';
import type { CampaignInput } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { FirmProfile } from '#shared/schemas/firmProfile';

/** A save the compliance check refused (422), with the findings placed on their blocks. */
export class RefusedDraft extends Error {
  constructor(
    message: string,
    readonly findings: PlacedFinding[],
  ) {
    super(message);
  }
}

async function saveIssue(path: string, method: 'POST' | 'PUT', body: CampaignInput): Promise<Campaign> {
  const res = await sendWithFreshToken(path, { method, body });
  if (res.ok) return (await res.json()) as Campaign;
  if (res.status === 422) {
    const refusal = (await res.json().catch(() => undefined)) as CampaignRefusal | undefined;
    if (refusal?.findings) throw new RefusedDraft(refusal.error, refusal.findings);
  }
  throw await failureOf(res);
}

/** The desk's calls, typed by the route table (docs/back-office.md). */
export const deskApi = {
  submissions: () => api('desk/submissions'),
  submission: (id: string) => api('desk/submissions/:id', { params: { id } }),
  /** A form's image, fetched with the staff member's token and shown from memory. */
  image: async (id: string, which: 'logo' | 'headshot') => {
    const res = await sendWithFreshToken(callPath('desk/submissions/:id/images/:which', { params: { id, which } }), {});
    if (!res.ok) throw await failureOf(res);
    return URL.createObjectURL(await res.blob());
  },
  createWorkspace: (id: string, profile: FirmProfile) =>
    api('desk/submissions/:id/workspace', { method: 'POST', params: { id }, body: profile }),
  firm: (tenantId: string) => api('desk/firms/:tenantId', { params: { tenantId } }),
  auditLog: (tenantId: string) => api('desk/firms/:tenantId/audit-log', { params: { tenantId } }),
  campaigns: (tenantId: string) => api('desk/firms/:tenantId/campaigns', { params: { tenantId } }),
  campaign: (tenantId: string, id: string) => api('desk/firms/:tenantId/campaigns/:id', { params: { tenantId, id } }),
  draft: (tenantId: string, input: CampaignInput) =>
    saveIssue(callPath('desk/firms/:tenantId/campaigns', { params: { tenantId } }), 'POST', input),
  edit: (tenantId: string, id: string, input: CampaignInput) =>
    saveIssue(callPath('desk/firms/:tenantId/campaigns/:id', { params: { tenantId, id } }), 'PUT', input),
  proof: (tenantId: string, id: string) =>
    api('desk/firms/:tenantId/campaigns/:id/proof', { method: 'POST', params: { tenantId, id }, body: {} }),
};
