import { api, ApiError, failureOf, sendWithFreshToken } from '#browser/api';
import type { AuditEntry, DeskFirm, DeskSubmissionDetail, DeskSubmissions, WorkspaceCreated } from '#shared/backoffice/desk';
import type { Campaign, CampaignRefusal, CampaignSummary } from '#shared/newsletter/campaigns';
import type { CampaignInput } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { FirmProfile } from '#shared/schemas/firmProfile';

const firm = (tenantId: string) => `desk/firms/${encodeURIComponent(tenantId)}`;

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

/** A form's image, fetched with the staff member's token and shown from memory. */
async function imageUrl(path: string): Promise<string> {
  const res = await sendWithFreshToken(path, {});
  if (!res.ok) throw new ApiError(res.status, 'The image could not be loaded.');
  return URL.createObjectURL(await res.blob());
}

/** The desk's calls (docs/back-office.md). */
export const deskApi = {
  submissions: () => api<DeskSubmissions>('desk/submissions'),
  submission: (id: string) => api<DeskSubmissionDetail>(`desk/submissions/${encodeURIComponent(id)}`),
  image: imageUrl,
  createWorkspace: (id: string, profile: FirmProfile) =>
    api<WorkspaceCreated>(`desk/submissions/${encodeURIComponent(id)}/workspace`, { method: 'POST', body: profile }),
  firm: (tenantId: string) => api<DeskFirm>(firm(tenantId)),
  auditLog: (tenantId: string) => api<AuditEntry[]>(`${firm(tenantId)}/audit-log`),
  campaigns: (tenantId: string) => api<CampaignSummary[]>(`${firm(tenantId)}/campaigns`),
  campaign: (tenantId: string, id: string) => api<Campaign>(`${firm(tenantId)}/campaigns/${encodeURIComponent(id)}`),
  draft: (tenantId: string, input: CampaignInput) => saveIssue(`${firm(tenantId)}/campaigns`, 'POST', input),
  edit: (tenantId: string, id: string, input: CampaignInput) =>
    saveIssue(`${firm(tenantId)}/campaigns/${encodeURIComponent(id)}`, 'PUT', input),
  proof: (tenantId: string, id: string) =>
    api<{ sent_to: string }>(`${firm(tenantId)}/campaigns/${encodeURIComponent(id)}/proof`, { method: 'POST', body: {} }),
};
