import type { DeskFirm } from '#shared/backoffice/desk';
import type { Campaign, CampaignSummary } from '#shared/newsletter/campaigns';
import { PROOF_SUBJECT_PREFIX } from '#shared/newsletter/campaigns';
import type { CampaignInput } from '#shared/newsletter/issue';
import { MERGE_FIELDS, type MergeValues, SAMPLE_VALUES } from '#shared/newsletter/mergeFields';
import { serverEnv } from '../env';
import { firestore, writeTime } from '../firebase';
import * as store from '../store/collections';
import { firmForCheck } from '../firm/firmProfile';
import { Conflict, Invalid } from '../errors';
import { sendPlatformEmail } from '../sending/platform';
import { createCampaign, getCampaign, listCampaigns, recordActivity, requestApproval, updateCampaign } from '../newsletter/campaigns';
import { firmUserEmails, NOT_A_FIRM_ADDRESS, renderFor } from '../newsletter/preview';
import { recordAudit } from './audit';
import { actingInFirm, type StaffMember } from './staff';
import { SUBSCRIPTION_ENDED } from './subscriptionEnded';
import { clientTenant, DESK_CLIENT } from './workspace';
import { createElement } from 'react';
import { PlatformMessage } from '../email/PlatformMessage';

/**
 * Staff working in a client's workspace. Only what the plan's done-for-you work needs: read the
 * firm, draft and edit its newsletter issues, and send a proof to the attorney for approval.
 * Approving, scheduling, sending, integration keys, SMTP settings and consent records have no
 * desk route at all, and the workspace's own routes refuse a staff token (auth.ts), so none of
 * them can be reached. Every action is written to the firm's audit log.
 */

export async function deskFirm(tenantId: string): Promise<DeskFirm> {
  const tenant = await clientTenant(tenantId);
  const db = await firestore();
  const subscription = (await store.subscriptions(db).where('tenant_id', '==', tenantId).get()).docs[0];
  return {
    tenant_id: tenantId,
    firm_name: tenant.get('name') ?? '',
    attorney_emails: await firmUserEmails(tenantId),
    subscription_status: subscription?.get('status') ?? null,
    subscription_ended: Boolean(tenant.get(SUBSCRIPTION_ENDED)),
  };
}

export async function firmCampaigns(staff: StaffMember, tenantId: string): Promise<CampaignSummary[]> {
  await clientTenant(tenantId);
  return listCampaigns(actingInFirm(staff, tenantId));
}

export async function firmCampaign(staff: StaffMember, tenantId: string, id: string): Promise<Campaign> {
  await clientTenant(tenantId);
  return getCampaign(actingInFirm(staff, tenantId), id, await firmForCheck(tenantId));
}

export async function draftFirmCampaign(staff: StaffMember, tenantId: string, input: CampaignInput): Promise<Campaign> {
  await clientTenant(tenantId);
  const campaign = await createCampaign(actingInFirm(staff, tenantId), input, await firmForCheck(tenantId));
  await recordAudit(tenantId, staff, 'Drafted a newsletter issue', { kind: 'campaign', id: campaign.id, name: campaign.name });
  return campaign;
}

export async function editFirmCampaign(staff: StaffMember, tenantId: string, id: string, input: CampaignInput): Promise<Campaign> {
  await clientTenant(tenantId);
  const campaign = await updateCampaign(actingInFirm(staff, tenantId), id, input, await firmForCheck(tenantId));
  await recordAudit(tenantId, staff, 'Edited a newsletter issue', { kind: 'campaign', id, name: campaign.name });
  return campaign;
}

const sampleReader: MergeValues = Object.fromEntries(
  MERGE_FIELDS.filter((field) => field.key.startsWith('contact.')).map((field) => [field.key, SAMPLE_VALUES[field.key]]),
);

/**
 * The proof for approval: the issue as the sample reader receives it, from us (the firm's own mail
 * settings are not needed, nor touched), to someone who signs in to the firm's workspace, with a
 * note above it saying where to approve. The issue then waits for the firm's approval.
 */
export async function sendProofForApproval(staff: StaffMember, tenantId: string, id: string, to: string | undefined) {
  const tenant = await clientTenant(tenantId);
  const actor = actingInFirm(staff, tenantId);
  const campaign = await getCampaign(actor, id);
  const attorneys = await firmUserEmails(tenantId);
  const recipient = to ?? attorneys[0];
  if (!recipient || !attorneys.includes(recipient)) throw new Invalid(NOT_A_FIRM_ADDRESS, 'to');
  if (campaign.status !== 'draft' && campaign.status !== 'awaiting_approval') {
    throw new Conflict('Only a draft, or an issue waiting for approval, goes out as a proof for approval.');
  }
  const rendered = await renderFor(tenantId, campaign, sampleReader, `mailto:${serverEnv().OPS_EMAIL}?subject=unsubscribe`);
  if (!rendered.ok) {
    throw new Conflict(
      `The proof would not leave: ${rendered.missing.map((key) => `{{${key}}}`).join(', ')} has no value and no fallback. Add a fallback.`,
    );
  }
  const approveAt = `${serverEnv().siteUrl}/campaigns?campaign=${encodeURIComponent(id)}`;
  const note = createElement(PlatformMessage, {
    preview: `Your first issue, ${campaign.subject}, is ready for your approval.`,
    heading: 'Your newsletter issue is ready for your approval',
    paragraphs: [
      `${staff.name}, your account manager at CaseCourier, prepared "${campaign.name}". Below is how a reader will receive it.`,
      'Nothing is sent to your readers until you approve it in your workspace. Ask for any change by replying to this email.',
    ],
    action: { label: 'Review and approve', url: approveAt },
  });
  const { render } = await import('@react-email/render');
  const noteHtml = await render(note);
  const noteBody = /<body[^>]*>([\s\S]*)<\/body>/i.exec(noteHtml)?.[1] ?? '';
  const html = rendered.html.replace(/<body([^>]*)>/i, (open) => `${open}${noteBody}`);
  await sendPlatformEmail({
    to: recipient,
    replyTo: staff.email,
    subject: `${PROOF_SUBJECT_PREFIX}${rendered.subject}`,
    html,
    text: `${await render(note, { plainText: true })}\n\n----\n\n${rendered.text}`,
  });
  if (campaign.status === 'draft') await requestApproval(actor, id);
  await recordActivity(actor, id, `Proof sent to ${recipient} for approval`);
  await recordAudit(tenantId, staff, `Sent a proof to ${recipient} for approval`, { kind: 'campaign', id, name: campaign.name });
  // The promise "a proof within 24 hours" is kept at the first one.
  const submissionId = tenant.get(DESK_CLIENT)?.submission_id as string | undefined;
  if (submissionId) {
    const ref = store.onboardingSubmissions(await firestore()).doc(submissionId);
    if (!(await ref.get()).get('first_proof_at')) await ref.update({ first_proof_at: await writeTime() });
  }
  return { sent_to: recipient };
}
