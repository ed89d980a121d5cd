import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, DeskRow, DeskSubmissionDetail, DeskSubmissions, WorkspaceCreated } from '#shared/backoffice/desk';
import type { Campaign } from '#shared/newsletter/campaigns';
import type { NewsletterSettings } from '#shared/newsletter/settings';
import { FOLLOW_UP_PROMISE } from '#shared/site';
import { STAFF_USE_THE_DESK } from '#server/auth';
import { CONFIRMATION_SUBJECT, opsSubject } from '#server/backoffice/submissionEmails';
import { invitationSubject } from '#server/backoffice/workspace';
import { SUBSCRIPTION_ENDED_MESSAGE } from '#server/backoffice/subscriptionEnded';
import { firestore } from '#server/firebase';
import { caughtFor } from './mailCatcher';
import { ISSUE } from './newsletterSupport';
import { SETTINGS, setUpSending } from './sendingSupport';
import { checkoutCompleted, newCustomerId, postStripeEvent, subscriptionEvent } from './stripeSupport';
import { createStaff, deskCall, identityToolkit, signIn, submitWelcomeForm, welcomeFields } from './deskSupport';
import { pngBytes } from '../support/images';
import { api, createAttorney, readError, readJson, send, setServerEnv, storeSnapshot } from './support';

const OPS = 'ops@casecourier.test';
const rowOf = async (staffToken: string, submissionId: string) => {
  const list = await readJson<DeskSubmissions>(await api('desk/submissions', { token: staffToken }));
  return list.rows.find((row: DeskRow) => row.submission_id === submissionId)!;
};

const profileFor = (detail: DeskSubmissionDetail) => ({ ...detail.suggested_profile, licensedStates: ['FL'] });

/** A staff member, and a firm's workspace the desk made from a fresh wizard submission by `email`. */
async function staffWithWorkspace(email = `firm-${randomUUID()}@example.com`) {
  const staff = await createStaff();
  const submissionId = await submitWelcomeForm(welcomeFields(email));
  const detail = await readJson<DeskSubmissionDetail>(await api(`desk/submissions/${submissionId}`, { token: staff.idToken }));
  const { tenant_id } = await readJson<WorkspaceCreated>(
    await api(`desk/submissions/${submissionId}/workspace`, { method: 'POST', token: staff.idToken, body: profileFor(detail) }),
  );
  return { staff, submissionId, tenant_id };
}

/** A draft issue the desk wrote for the firm. */
const draftIssue = async (staffToken: string, tenantId: string) =>
  readJson<Campaign>(
    await api(`desk/firms/${tenantId}/campaigns`, {
      method: 'POST',
      token: staffToken,
      body: { name: 'Issue', ...ISSUE, segment_id: null },
    }),
  );

describe('the desk: from payment to the first approved issue', () => {
  it('walks one firm along every state, with the emails and the audit log', async () => {
    const staff = await createStaff();
    const desk = deskCall(staff.idToken);
    const email = `ana-${randomUUID()}@rivera.example`;
    const customer = newCustomerId();

    // Paid: a signed checkout; the desk lists the payment before any form arrives.
    await postStripeEvent(checkoutCompleted(customer, email));
    const list = await readJson<DeskSubmissions>(await desk('desk/submissions'));
    expect(list.rows.find((row) => row.email === email)).toMatchObject({
      state: 'paid',
      submission_id: null,
      subscription_status: 'active',
    });

    // The wizard: the notice to our inbox (with the desk's link) and the confirmation repeating the promise.
    const fields = welcomeFields(email);
    const submissionId = await submitWelcomeForm(fields);
    const notice = (await caughtFor(OPS)).find((m) => m.subject === opsSubject(fields.firmName))!;
    expect(notice.text).toContain(`/desk?submission=${submissionId}`);
    const [confirmation] = (await caughtFor(email)).filter((m) => m.subject === CONFIRMATION_SUBJECT);
    expect(confirmation!.text).toContain(FOLLOW_UP_PROMISE);

    const row = await rowOf(staff.idToken, submissionId);
    expect(row).toMatchObject({ state: 'wizard_received', firm_name: fields.firmName, paid_at: expect.any(String), unsent_emails: [] });
    expect(Date.parse(row.proof!.due_at) - Date.parse(row.submitted_at!)).toBe(24 * 3_600_000);
    expect(row.proof!.overdue).toBe(false);
    expect(Date.parse(row.launch!.due_at)).toBeGreaterThan(Date.parse(row.submitted_at!) + 13 * 24 * 3_600_000);

    // Details with the logo and headshot.
    const detail = await readJson<DeskSubmissionDetail>(await desk(`desk/submissions/${submissionId}`));
    expect(detail.form).toMatchObject({ firmName: fields.firmName, newsletterSendDay: 'Thursday' });
    expect(detail.suggested_profile.licensedStates).toEqual(['FL']);
    const logo = await desk(detail.images.logo!);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect((await desk(detail.images.headshot!)).headers.get('content-type')).toBe('image/jpeg');

    // Create workspace: bad input names the field and writes nothing; then the firm, once.
    const before = await storeSnapshot();
    const bad = await desk(`desk/submissions/${submissionId}/workspace`, 'POST', { ...profileFor(detail), licensedStates: [] });
    expect(bad.status).toBe(400);
    expect(await readError(bad)).toMatch(/^Licensed states/);
    expect(await storeSnapshot()).toEqual(before);
    const made = await desk(`desk/submissions/${submissionId}/workspace`, 'POST', profileFor(detail));
    expect(made.status).toBe(201);
    const workspace = await readJson<WorkspaceCreated>(made);
    const again = await desk(`desk/submissions/${submissionId}/workspace`, 'POST', profileFor(detail));
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ ...workspace, created: false });
    expect((await rowOf(staff.idToken, submissionId)).state).toBe('workspace_invited');

    // The invitation: one email whose link is Firebase's password reset; following it sets the password.
    const invitations = (await caughtFor(email)).filter((m) => m.subject === invitationSubject(fields.firmName));
    expect(invitations).toHaveLength(1);
    const link = /https?:\/\/\S*mode=resetPassword\S*/.exec(invitations[0]!.text)![0];
    const oobCode = new URL(link).searchParams.get('oobCode');
    await identityToolkit('accounts:resetPassword', { oobCode, newPassword: 'chosen-by-ana-1' });
    const attorneyToken = await signIn(email, 'chosen-by-ana-1');
    const firm = deskCall(attorneyToken);
    expect(await readJson(await firm('firm-profile'))).toMatchObject({ firmName: fields.firmName, licensedStates: ['FL'] });
    const settings = await readJson<NewsletterSettings>(await firm('newsletter-settings'));
    expect(settings).toMatchObject({ saved: true, send_day: 'Thursday', cities: ['Miami', 'Coral Gables'], brand_color: '#0b5394' });
    expect(settings.logo).not.toBeNull();
    expect(settings.headshot).not.toBeNull();

    // Staff draft the first issue and send the proof to the attorney for approval.
    const drafted = await desk(`desk/firms/${workspace.tenant_id}/campaigns`, 'POST', { name: 'First issue', ...ISSUE, segment_id: null });
    expect(drafted.status).toBe(201);
    const campaign = await readJson<Campaign>(drafted);
    expect((await rowOf(staff.idToken, submissionId)).state).toBe('first_issue_drafted');
    const proof = await desk(`desk/firms/${workspace.tenant_id}/campaigns/${campaign.id}/proof`, 'POST', {});
    expect(proof.status).toBe(200);
    const proofMail = (await caughtFor(email)).find((m) => m.subject.startsWith('[Proof] '))!;
    expect(proofMail.text).toContain('Nothing is sent to your readers until you approve it');
    const proofRow = await rowOf(staff.idToken, submissionId);
    expect(proofRow.state).toBe('proof_sent');
    expect(proofRow.proof!.done_at).not.toBeNull();

    // The attorney sets up sending and approves in their workspace; the desk sees it.
    await setUpSending(firm);
    const { content_hash } = await readJson<Campaign>(await firm(`campaigns/${campaign.id}`));
    expect((await firm(`campaigns/${campaign.id}/approval`, 'POST', { content_hash })).status).toBe(200);
    expect((await rowOf(staff.idToken, submissionId)).state).toBe('approved');

    // The firm reads what staff did.
    const audit = await readJson<AuditEntry[]>(await firm('audit-log'));
    expect(audit.map((entry) => entry.action)).toEqual([
      `Sent a proof to ${email} for approval`,
      'Drafted a newsletter issue',
      `Sent the invitation to ${email}`,
      'Created the workspace from the welcome form',
    ]);
    expect(audit[0]).toMatchObject({ by: { uid: staff.uid, email: staff.email }, record: { kind: 'campaign', id: campaign.id } });

    // Scheduled on the firm's day, then the subscription is cancelled: the schedule stops, nothing sent is touched.
    expect(
      (
        await firm('contacts', 'POST', {
          name: 'Sam Reader',
          email: `${randomUUID()}@example.com`,
          relationship: 'subscriber',
          state: 'FL',
          consents: [{ channel: 'email', status: 'granted', source: 'Newsletter signup' }],
        })
      ).status,
    ).toBe(201);
    expect((await firm(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'next' })).status).toBe(200);
    await postStripeEvent(subscriptionEvent('customer.subscription.deleted', customer, 'canceled'));
    const stopped = await readJson<Campaign>(await firm(`campaigns/${campaign.id}`));
    expect(stopped.status).toBe('approved');
    expect((await rowOf(staff.idToken, submissionId)).state).toBe('cancelled');
    const refused = await firm(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'next' });
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toBe(SUBSCRIPTION_ENDED_MESSAGE);
    // Still readable for export.
    expect((await firm('campaigns')).status).toBe(200);
    expect((await firm('contacts')).status).toBe(200);
  });
});

describe('the desk: who may see it', () => {
  const DESK_PATHS = (submissionId: string, tenantId: string, campaignId: string) => [
    ['GET', 'desk/submissions'],
    ['GET', `desk/submissions/${submissionId}`],
    ['GET', `desk/submissions/${submissionId}/images/logo`],
    ['POST', `desk/submissions/${submissionId}/workspace`],
    ['GET', `desk/firms/${tenantId}`],
    ['GET', `desk/firms/${tenantId}/audit-log`],
    ['GET', `desk/firms/${tenantId}/campaigns`],
    ['POST', `desk/firms/${tenantId}/campaigns`],
    ['GET', `desk/firms/${tenantId}/campaigns/${campaignId}`],
    ['PUT', `desk/firms/${tenantId}/campaigns/${campaignId}`],
    ['POST', `desk/firms/${tenantId}/campaigns/${campaignId}/proof`],
  ];

  it('answers an attorney, a bad token and no token on every /api/desk/* route exactly as an address that does not exist', async () => {
    const attorney = await createAttorney();
    const { staff, submissionId, tenant_id } = await staffWithWorkspace();
    const campaign = await draftIssue(staff.idToken, tenant_id);
    const unknown = await api('desk/nothing-here', { token: staff.idToken });
    const unknownBody = await unknown.text();
    expect(unknown.status).toBe(404);
    const before = await storeSnapshot();
    for (const token of [attorney.idToken, 'not-a-token', undefined]) {
      for (const [method, path] of DESK_PATHS(submissionId, tenant_id, campaign.id)) {
        const res = await api(path!, { method, token, body: method === 'GET' ? undefined : { name: 'x', ...ISSUE, segment_id: null } });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text(), `${method} ${path}`).toBe(unknownBody);
      }
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('refuses a staff token on what only the firm may do: approve, schedule, send, keys, SMTP settings, consent records, pipeline stages, open tracking', async () => {
    const { staff, tenant_id } = await staffWithWorkspace();
    const campaign = await draftIssue(staff.idToken, tenant_id);
    const contactId = (await (await firestore()).collection(`tenants/${tenant_id}/contacts`).add({ name: 'A reader' })).id;
    const before = await storeSnapshot();
    const attempts: [string, string, unknown?][] = [
      ['POST', `campaigns/${campaign.id}/approval`, { content_hash: campaign.content_hash }],
      ['POST', `campaigns/${campaign.id}/schedule`, { when: 'now' }],
      ['POST', `campaigns/${campaign.id}/sending`, { action: 'resume' }],
      ['GET', 'api-keys'],
      ['POST', 'api-keys', { name: 'OpenAI', key: 'sk-test-123456789012345678901234' }],
      ['GET', 'sending-settings'],
      ['PUT', 'sending-settings', SETTINGS],
      ['POST', `contacts/${contactId}/consents`, { channel: 'email', status: 'revoked', source: 'Staff' }],
      ['GET', 'contacts'],
      ['PUT', `contacts/${contactId}/stage`, { stage: 'consultation_booked' }],
      ['PUT', 'results-settings', { open_pixel: true }],
      ['POST', 'me', { full_name: 'Pat', firm_name: 'Staff firm' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api(path, { method, token: staff.idToken, body });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
      expect(await readError(res), `${method} ${path}`).toBe(STAFF_USE_THE_DESK);
    }
    // No desk route approves, schedules or sends either.
    for (const path of ['approval', 'schedule', 'sending']) {
      const res = await api(`desk/firms/${tenant_id}/campaigns/${campaign.id}/${path}`, { method: 'POST', token: staff.idToken, body: {} });
      expect(res.status).toBe(404);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it('answers 404 to staff for a firm that is not a client of the desk, and writes nothing', async () => {
    const staff = await createStaff();
    const attorney = await createAttorney();
    const before = await storeSnapshot();
    for (const [method, path] of [
      ['GET', `desk/firms/${attorney.tenantId}`],
      ['GET', `desk/firms/${attorney.tenantId}/campaigns`],
      ['POST', `desk/firms/${attorney.tenantId}/campaigns`],
      ['GET', `desk/firms/${attorney.tenantId}/audit-log`],
      ['GET', 'desk/firms/t_00000000000000000000/campaigns'],
      ['GET', 'desk/submissions/not-a-submission'],
    ] as const) {
      const res = await api(path, {
        method,
        token: staff.idToken,
        body: method === 'POST' ? { name: 'x', ...ISSUE, segment_id: null } : undefined,
      });
      expect(res.status, path).toBe(404);
    }
    expect(await storeSnapshot()).toEqual(before);
  });
});

describe('the desk: what goes wrong', () => {
  it('a form whose emails could not go out is stored, listed with what was not sent, and a retry of the same form sends them once', async () => {
    const staff = await createStaff();
    const email = `firm-${randomUUID()}@example.com`;
    const fields = welcomeFields(email);
    const key = randomUUID();
    const post = async () => {
      const form = new FormData();
      form.set('data', JSON.stringify(fields));
      form.set('firmLogo', new File([(await pngBytes()).slice()], 'logo.png', { type: 'image/png' }));
      return send(new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': key } }));
    };
    const working = process.env.SMTP_URL;
    // A mail server that is not there: nothing listens on port 9 of this machine.
    await setServerEnv({ SMTP_URL: 'smtp://127.0.0.1:9', SMTP_TIMEOUT_MS: '500' });
    let id: string;
    try {
      const first = await post();
      expect(first.status).toBe(201);
      id = (await readJson<{ id: string }>(first)).id;
    } finally {
      await setServerEnv({ SMTP_URL: working, SMTP_TIMEOUT_MS: undefined });
    }
    expect((await rowOf(staff.idToken, id)).unsent_emails).toEqual(['operations notice', 'confirmation to the attorney']);
    expect(await caughtFor(email)).toHaveLength(0);
    expect((await post()).status).toBe(200);
    expect((await rowOf(staff.idToken, id)).unsent_emails).toEqual([]);
    expect((await post()).status).toBe(200);
    expect((await caughtFor(email)).filter((m) => m.subject === CONFIRMATION_SUBJECT)).toHaveLength(1);
    expect((await caughtFor(OPS)).filter((m) => m.subject === opsSubject(fields.firmName))).toHaveLength(1);
  });

  it('a payment recorded after the workspace was made still stops that firm when it is cancelled', async () => {
    const email = `late-${randomUUID()}@example.com`;
    const { staff, submissionId, tenant_id } = await staffWithWorkspace(email);
    const customer = newCustomerId();
    await postStripeEvent(checkoutCompleted(customer, email));
    await postStripeEvent(subscriptionEvent('customer.subscription.deleted', customer, 'canceled'));
    expect((await (await firestore()).doc(`tenants/${tenant_id}`).get()).get('subscription_ended_at')).toBeTruthy();
    expect((await rowOf(staff.idToken, submissionId)).state).toBe('cancelled');
    expect(await readJson(await api(`desk/firms/${tenant_id}`, { token: staff.idToken }))).toMatchObject({ subscription_ended: true });
  });

  it('refuses a draft with a bad block, naming the block, and writes nothing', async () => {
    const { staff, tenant_id } = await staffWithWorkspace();
    const before = await storeSnapshot();
    const res = await api(`desk/firms/${tenant_id}/campaigns`, {
      method: 'POST',
      token: staff.idToken,
      body: { ...ISSUE, blocks: [...ISSUE.blocks, { id: 'bad', type: 'button', label: 'Call', url: 'javascript:alert(1)' }] },
    });
    expect(res.status).toBe(400);
    expect(await readError(res)).toMatch(/^Block 7 \(Button\): /);
    const proof = await api(`desk/firms/${tenant_id}/campaigns/nothing-here/proof`, {
      method: 'POST',
      token: staff.idToken,
      body: { to: 42 },
    });
    expect(proof.status).toBe(400);
    expect(await readError(proof)).toBe('To must be the email address of someone at the firm.');
    expect(await storeSnapshot()).toEqual(before);
  });
});
