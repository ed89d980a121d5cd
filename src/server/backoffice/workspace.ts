import { createHash } from 'node:crypto';
import { createElement } from 'react';
import type { WorkspaceCreated } from '#shared/backoffice/desk';
import { NEWSLETTER_DEFAULTS, US_TIME_ZONES } from '#shared/newsletter/settings';
import type { FirmProfile } from '#shared/schemas/firmProfile';
import { PRODUCT_NAME } from '#shared/site';
import { findState } from '#shared/usStates';
import { PlatformMessage } from '../email/PlatformMessage';
import { serverEnv } from '../env';
import { adminAuth, firestore, writeTime } from '../firebase';
import { readFirmProfile, saveFirmProfile } from '../firm/firmProfile';
import { Conflict, NotFound, UpstreamFailed } from '../errors';
import { sendPlatformEmail } from '../sending/platform';
import { importBlobImage } from '../newsletter/images';
import { readNewsletterValues, saveNewsletterSettings, settingsFromWelcomeForm } from '../newsletter/settings';
import { UPLOADS_STORE } from '../firm/onboarding';
import * as store from '../store/collections';
import { recordAudit } from './audit';
import { submissionDoc } from './desk';
import { actingInFirm, type StaffMember } from './staff';
import { normalizedEmail, subscriptionsOf } from './subscriptions';

/** On the tenant: which welcome form it was made from, and when; a firm without it is not a client of the desk. */
export const DESK_CLIENT = 'desk_client';

export const NO_FORM_EMAIL =
  'This welcome form has no email address, so there is nobody to invite: ask the firm for the attorney’s address and have them send the form again from the link after checkout.';

/** The link in the invitation: Firebase's password-reset action, so no password ever travels by email. */
export const INVITED_CONTINUE_PATH = '/login?invited=1';

export const invitationSubject = (firmName: string) => `Your ${PRODUCT_NAME} workspace for ${firmName} is ready`;

/** The firm a form makes: derived from the form, so a second click (or a retry) finds the same one. */
const tenantIdFor = (submissionId: string) => `t_${createHash('sha256').update(`submission:${submissionId}`).digest('hex').slice(0, 20)}`;

async function attorneyAccount(email: string, name: string) {
  const auth = await adminAuth();
  const existing = await auth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (existing?.customClaims?.staff === true) {
    throw new Conflict('That address belongs to a staff account: a firm needs the attorney’s own address.');
  }
  // Created confirmed and without a password: the only way in is the link we send to this address.
  return existing ?? (await auth.createUser({ email, emailVerified: true, displayName: name }));
}

async function sendInvitation(email: string, firmName: string, contactName: string) {
  const link = await (await adminAuth()).generatePasswordResetLink(email, { url: `${serverEnv().siteUrl}${INVITED_CONTINUE_PATH}` });
  await sendPlatformEmail({
    to: email,
    subject: invitationSubject(firmName),
    body: createElement(PlatformMessage, {
      preview: 'Choose your password to open your workspace.',
      heading: `Welcome, ${contactName}: your workspace is ready`,
      paragraphs: [
        `We set up ${PRODUCT_NAME} for ${firmName} from the form you sent: your firm profile, your newsletter settings and your brand.`,
        'Choose a password with the button below, then sign in. Your account manager is preparing your first newsletter; you will get a proof to approve, and nothing is sent to your readers until you approve it.',
        'The link works once and expires after an hour. If it has expired, use "Forgot password?" on the sign-in page.',
      ],
      action: { label: 'Choose your password', url: link },
    }),
  });
}

/**
 * "Create workspace": the firm (tenant), the attorney's account and profile, the firm profile
 * (as staff checked it, licensed states chosen), the newsletter settings and brand from the form
 * (its logo and headshot copied into the firm's library), then the invitation. Idempotent: the
 * tenant's id is derived from the form, each part is written only when missing, and a second
 * call answers the same workspace (sending the invitation again only if it never went out). An
 * attorney who already signed up with the form's address keeps their firm, which becomes the client.
 */
export async function createWorkspace(staff: StaffMember, submissionId: string, profile: FirmProfile): Promise<WorkspaceCreated> {
  const snap = await submissionDoc(submissionId);
  const form = snap.data()!;
  if (!form.email) throw new Conflict(NO_FORM_EMAIL);
  const email = normalizedEmail(form.email);
  const db = await firestore();
  const account = await attorneyAccount(email, form.primaryContactName ?? '');
  const profileRef = store.profiles(db).doc(account.uid);
  const existingProfile = await profileRef.get();
  const tenantId = (form.workspace?.tenant_id as string | undefined) ?? existingProfile.get('tenant_id') ?? tenantIdFor(submissionId);
  const created = !form.workspace;
  const now = await writeTime();

  const tenantRef = store.tenant(db, tenantId);
  const tenant = await tenantRef.get();
  const batch = db.batch();
  batch.set(
    tenantRef,
    {
      ...(tenant.exists ? {} : { name: profile.firmName, created_by: staff.uid, created_at: now }),
      [DESK_CLIENT]: tenant.get(DESK_CLIENT) ?? { submission_id: submissionId, since: now },
    },
    { merge: true },
  );
  if (!existingProfile.exists) {
    batch.create(profileRef, { tenant_id: tenantId, full_name: form.primaryContactName ?? '', email, created_at: now });
  }
  await batch.commit();

  const actor = actingInFirm(staff, tenantId);
  if (!(await readFirmProfile(tenantId))) await saveFirmProfile(actor, profile);
  if (!(await readNewsletterValues(tenantId)).saved) {
    const copy = (key: unknown, name: unknown) =>
      typeof key === 'string' && key
        ? importBlobImage(actor, UPLOADS_STORE, key, typeof name === 'string' && name ? name : 'image.png')
        : null;
    const [logo, headshot] = await Promise.all([
      copy(form.firm_logo_blob_key, form.firmLogoName),
      copy(form.headshot_blob_key, form.headshotName),
    ]);
    const zone = profile.licensedStates.map((code) => findState(code)?.timeZones[0]).find((z) => z && US_TIME_ZONES.includes(z));
    await saveNewsletterSettings(actor, {
      ...NEWSLETTER_DEFAULTS,
      ...(zone ? { time_zone: zone } : {}),
      ...settingsFromWelcomeForm(form).settings,
      logo_id: logo?.id ?? null,
      headshot_id: headshot?.id ?? null,
    });
  }

  // The subscription paid with this address now belongs to this firm: its cancellation stops the firm's sending.
  const paid = await subscriptionsOf(db).where('email_normalized', '==', email).get();
  await Promise.all(paid.docs.map((doc) => doc.ref.update({ tenant_id: tenantId })));
  await snap.ref.update({
    workspace: {
      tenant_id: tenantId,
      uid: account.uid,
      created_at: form.workspace?.created_at ?? now,
      created_by: staff.uid,
      invited_at: form.workspace?.invited_at ?? null,
    },
  });
  if (created)
    await recordAudit(tenantId, staff, 'Created the workspace from the welcome form', {
      kind: 'workspace',
      id: tenantId,
      name: profile.firmName,
    });

  if (!form.workspace?.invited_at) {
    try {
      await sendInvitation(email, profile.firmName, form.primaryContactName || 'there');
    } catch (error) {
      console.error(`Workspace ${tenantId}: the invitation was not sent:`, error);
      throw new UpstreamFailed(
        'The workspace is ready, but the invitation email could not be sent. Press Create workspace again to send it.',
      );
    }
    await snap.ref.update({ 'workspace.invited_at': await writeTime() });
    await recordAudit(tenantId, staff, `Sent the invitation to ${email}`, { kind: 'account', id: account.uid, name: email });
  }
  return { tenant_id: tenantId, created, invited_email: email };
}

/** The firm is a client of the desk (made from a welcome form); any other tenant is the desk's 404. */
export async function clientTenant(tenantId: string): Promise<FirebaseFirestore.DocumentSnapshot> {
  if (!/^t_[a-f0-9]{20}$/.test(tenantId)) throw NotFound.of('That firm');
  const tenant = await store.tenant(await firestore(), tenantId).get();
  if (!tenant.exists || !tenant.get(DESK_CLIENT)) throw NotFound.of('That firm');
  return tenant;
}
