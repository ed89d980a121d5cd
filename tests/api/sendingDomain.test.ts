// The sending domain (records, check, the relay's signature) and the readiness rule that refuses
// enrolling, approving and scheduling while a firm cannot send.
import { createPublicKey, sign, verify } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SendingDomain } from '#shared/schemas/sendingDomain';
import { DOMAIN_INVALID, DOMAIN_NOT_REGISTRABLE, DOMAIN_REQUIRED } from '#shared/schemas/sendingDomain';
import { SENDING_SETTINGS_MISSING, type SendingReadiness } from '#shared/schemas/sendingSettings';
import { deliverDue } from '#server/sending/deliverDue';
import { setTxtResolverForTests } from '#server/sending/dns';
import { readSendingConfig } from '#server/sending/settings';
import { firestore } from '#server/firebase';
import * as store from '#server/store/collections';
import { caughtFor } from './mailCatcher';
import { approve, createCampaign, newsletterFirm, addReader } from './newsletterSupport';
import {
  addContact,
  approveSequence,
  EMAILS,
  FIRM_PROFILE,
  messagesOfSequence,
  OWN_SMTP_SETTINGS,
  SENDING_DOMAIN,
  SETTINGS,
  sendingFirm,
  setUpSending,
} from './sendingSupport';
import { api, createAttorney, readError, readJson, storeSnapshot } from './support';

afterEach(() => setTxtResolverForTests());

async function firm() {
  const attorney = await createAttorney('Ana Rivera', 'Rivera Injury Law');
  const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: attorney.idToken, body });
  expect((await call('firm-profile', 'PUT', FIRM_PROFILE)).status).toBe(200);
  return { attorney, call };
}

const NOT_VERIFIED = (domain: string) =>
  `Your sending domain ${domain} is not verified yet: add its DNS records shown in Settings, Sending domain, then press Check records.`;

describe('/api/sending-domain', () => {
  it('gives the exact records to add: SPF include, a DKIM key made for the firm, a DMARC policy; the private key never leaves the server', async () => {
    const { attorney, call } = await firm();
    expect((await call('sending-domain')).status).toBe(404);
    const res = await call('sending-domain', 'PUT', { domain: ' Rivera.TEST. ' });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toMatch(/PRIVATE KEY/);
    const saved = JSON.parse(text) as SendingDomain;
    expect(saved).toMatchObject({ domain: 'rivera.test', verified: false, checks: null, checked_at: null });
    expect(saved.dkim_selector).toMatch(/^cc[0-9a-f]{10}$/);
    const [spf, dkim, dmarc] = saved.records;
    expect(spf).toEqual({ kind: 'SPF', type: 'TXT', name: 'rivera.test', host: '@', value: 'v=spf1 include:spf.casecourier.com ~all' });
    expect(dmarc).toEqual({
      kind: 'DMARC',
      type: 'TXT',
      name: '_dmarc.rivera.test',
      host: '_dmarc',
      value: 'v=DMARC1; p=none; adkim=r; aspf=r',
    });
    expect(dkim).toMatchObject({
      kind: 'DKIM',
      type: 'TXT',
      name: `${saved.dkim_selector}._domainkey.rivera.test`,
      host: `${saved.dkim_selector}._domainkey`,
    });
    const publicKey = /^v=DKIM1; k=rsa; p=([A-Za-z0-9+/=]+)$/.exec(dkim!.value)![1]!;
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);

    const stored = (await (await firestore()).doc(`tenants/${attorney.tenantId}/settings/sending_domain`).get()).data()!;
    expect(JSON.stringify(stored)).not.toMatch(/PRIVATE KEY/);
    expect(await readJson(await call('sending-domain'))).toEqual(saved);

    // Another domain keeps the firm's key and selector, and starts the checks over.
    await call('sending-domain/check', 'POST');
    const moved = await readJson<SendingDomain>(await call('sending-domain', 'PUT', { domain: 'news.rivera.test' }));
    expect(moved).toMatchObject({ domain: 'news.rivera.test', dkim_selector: saved.dkim_selector, verified: false, checks: null });
    expect(moved.records[1]!.value).toBe(dkim!.value);
  });

  it('checks the records in DNS: the stand-in answers a .test domain as the firm was told, a domain without records shows each missing', async () => {
    const { call } = await firm();
    await call('sending-domain', 'PUT', { domain: 'smithinjurylaw.example' });
    const missing = await readJson<SendingDomain>(await call('sending-domain/check', 'POST'));
    expect(missing.verified).toBe(false);
    expect(missing.checks!.map((c) => [c.kind, c.state])).toEqual([
      ['SPF', 'missing'],
      ['DKIM', 'missing'],
      ['DMARC', 'missing'],
    ]);
    expect(missing.checks![0]!.detail).toBe('No SPF record at smithinjurylaw.example: add the TXT record we show for it.');

    await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN });
    const checked = await readJson<SendingDomain>(await call('sending-domain/check', 'POST'));
    expect(checked.verified).toBe(true);
    expect(checked.checks!.map((c) => c.state)).toEqual(['correct', 'correct', 'correct']);
    expect(checked.checked_at).not.toBeNull();
    expect(await readJson(await call('sending-domain'))).toEqual(checked);
  });

  it('shows a record found but wrong, with what differs, and a later failing check takes the verification away', async () => {
    const { call } = await firm();
    const saved = await readJson<SendingDomain>(await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN }));
    expect((await readJson<SendingDomain>(await call('sending-domain/check', 'POST'))).verified).toBe(true);
    // The firm's DNS host now answers an SPF record of its own and a DKIM record with another key.
    setTxtResolverForTests(async (name) => {
      if (name === SENDING_DOMAIN) return [['v=spf1 include:_spf.google.com ~all']];
      if (name === saved.records[1]!.name) return [['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwrong']];
      if (name === `_dmarc.${SENDING_DOMAIN}`) return [['v=DMARC1; p=reject']];
      throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    });
    const checked = await readJson<SendingDomain>(await call('sending-domain/check', 'POST'));
    expect(checked.verified).toBe(false);
    const [spf, dkim, dmarc] = checked.checks!;
    expect(spf).toMatchObject({
      state: 'wrong',
      found: ['v=spf1 include:_spf.google.com ~all'],
      detail:
        'Your SPF record does not include ours. Change it (do not add a second one) to: v=spf1 include:_spf.google.com include:spf.casecourier.com ~all',
    });
    expect(dkim!.state).toBe('wrong');
    expect(dkim!.detail).toMatch(/^The key \(p=\) is \d+ characters long; ours is \d+\./);
    expect(dmarc!.state).toBe('correct');
  });

  it("keeps firms apart: another firm's domain is not visible, and its check answers 404", async () => {
    const { call } = await firm();
    const b = await createAttorney();
    await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN });
    const other = (path: string, method = 'GET') => api(path, { method, token: b.idToken });
    expect((await other('sending-domain')).status).toBe(404);
    const check = await other('sending-domain/check', 'POST');
    expect(check.status).toBe(404);
    expect(await readError(check)).toBe('No sending domain yet: enter your firm’s domain in Settings, Sending domain.');
  });

  it('answers 400 with what to type for a domain that is not one, and writes nothing', async () => {
    const { call } = await firm();
    const before = await storeSnapshot();
    const cases: [unknown, string][] = [
      [{ domain: '' }, DOMAIN_REQUIRED],
      [{ domain: 'https://www.smithlaw.com/contact' }, `${DOMAIN_INVALID} Keep only the name, such as smithlaw.com.`],
      [{ domain: 'news@smithlaw.com' }, `${DOMAIN_INVALID} Keep only the part after the @, such as smithlaw.com.`],
      [{ domain: 'smith law.com' }, DOMAIN_INVALID],
      [{ domain: 'localhost' }, DOMAIN_INVALID],
      [{ domain: '192.168.0.1' }, DOMAIN_INVALID],
      [{ domain: 'co.uk' }, DOMAIN_NOT_REGISTRABLE],
      [{ domain: 'github.io' }, DOMAIN_NOT_REGISTRABLE],
      [{ domain: 'smithlaw.notarealtld' }, DOMAIN_NOT_REGISTRABLE],
      [{ domain: 5 }, DOMAIN_REQUIRED],
      [{}, DOMAIN_REQUIRED],
    ];
    for (const [body, message] of cases) {
      const res = await call('sending-domain', 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res), JSON.stringify(body)).toBe(message);
    }
    expect([...(await storeSnapshot())]).toEqual([...before]);
  });

  it("signs every message the relay sends with the firm's key, from the firm's domain", async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const { dkim_selector, records } = await readJson<SendingDomain>(await call('sending-domain'));
    const contact = await addContact(attorney.tenantId);
    expect((await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] })).status).toBe(201);
    await deliverDue({ firms: [attorney.tenantId] });
    const [message] = await caughtFor(contact.email);
    expect(message!.from).toBe(`"Rivera Injury Law" <news@${SENDING_DOMAIN}>`);
    expect(message!.dkimSignature).toContain(`d=${SENDING_DOMAIN};`);
    expect(message!.dkimSignature).toContain(`s=${dkim_selector};`);
    // The key it signs with is the one the published record carries.
    const config = await readSendingConfig(attorney.tenantId);
    const privateKey = config?.route.method === 'platform' ? config.route.dkim!.privateKey : '';
    const published = createPublicKey({ key: Buffer.from(records[1]!.value.split('p=')[1]!, 'base64'), format: 'der', type: 'spki' });
    const nonce = Buffer.from(message!.dkimSignature!);
    expect(verify('sha256', nonce, published, sign('sha256', nonce, privateKey))).toBe(true);
  });
});

describe('sending readiness', () => {
  it('refuses to enrol contacts when the firm has no sending settings, instead of showing them as sending (it enrolled them before)', async () => {
    const { attorney, call } = await firm();
    // A sequence approved before sending was required to approve one.
    const created = await readJson<{ id: string }>(await call('sequences', 'POST', { name: 'Welcome', emails: EMAILS }));
    await store
      .sequences(await firestore(), attorney.tenantId)
      .doc(created.id)
      .update({ status: 'active' });
    const contact = await addContact(attorney.tenantId);
    const before = await storeSnapshot();
    const res = await call(`sequences/${created.id}/enrolments`, 'POST', { contactIds: [contact.id] });
    expect(res.status).toBe(409);
    expect(await readError(res)).toBe(SENDING_SETTINGS_MISSING);
    expect([...(await storeSnapshot())]).toEqual([...before]);
    expect(await messagesOfSequence(attorney.tenantId, created.id)).toEqual([]);
    // The preview still answers: it creates nothing.
    expect((await call(`sequences/${created.id}/enrolments`, 'POST', { contactIds: [contact.id], dry_run: true })).status).toBe(200);
  });

  it('says what to do at each step, and GET /api/sending-readiness says the same', async () => {
    const { call } = await firm();
    const readiness = async () => readJson<SendingReadiness>(await call('sending-readiness'));
    expect(await readiness()).toEqual({
      ready: false,
      method: null,
      problem: SENDING_SETTINGS_MISSING,
      settings_path: '/settings#sending',
    });
    await call('sending-settings', 'PUT', SETTINGS);
    expect(await readiness()).toEqual({
      ready: false,
      method: 'platform',
      problem:
        'Add your firm’s sending domain in Settings, Sending domain: CaseCourier sends your emails from it once its DNS records are in place.',
      settings_path: '/settings#sending-domain',
    });
    await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN });
    expect(await readiness()).toMatchObject({
      ready: false,
      problem: NOT_VERIFIED(SENDING_DOMAIN),
      settings_path: '/settings#sending-domain',
    });
    await call('sending-domain/check', 'POST');
    expect(await readiness()).toEqual({ ready: true, method: 'platform' });
    await call('sending-settings', 'PUT', { ...SETTINGS, from_address: 'news@elsewhere.test' });
    expect(await readiness()).toMatchObject({
      ready: false,
      problem: `Your From address news@elsewhere.test is not at your sending domain ${SENDING_DOMAIN}: use an address ending @${SENDING_DOMAIN} in Settings, Sending.`,
      settings_path: '/settings#sending',
    });

    // The firm's own SMTP server: ready once a test email went out through the settings as they are.
    expect((await call('sending-settings', 'PUT', OWN_SMTP_SETTINGS)).status).toBe(200);
    expect(await readiness()).toEqual({
      ready: false,
      method: 'own_smtp',
      problem:
        'Send a test email from Settings, Sending first: your emails go out through your own SMTP server only once a test email has.',
      settings_path: '/settings#sending',
    });
    expect((await call('sending-settings/test', 'POST')).status).toBe(200);
    expect(await readiness()).toEqual({ ready: true, method: 'own_smtp' });
    // A new server is untested again.
    await call('sending-settings', 'PUT', { ...OWN_SMTP_SETTINGS, smtp_host: 'smtp2.rivera.example' });
    expect((await readiness()).ready).toBe(false);
  });

  it('refuses approving a sequence, enrolling, approving an issue and scheduling one while the domain is not verified, with what to do', async () => {
    const { attorney, call } = await newsletterFirm();
    const reader = await addReader(call);
    const created = await readJson<{ id: string }>(await call('sequences', 'POST', { name: 'Welcome', emails: EMAILS }));
    const approvedIssue = await createCampaign(call);
    await approve(call, approvedIssue.id);
    const draft = await createCampaign(call);
    // Moving to a domain whose records are not in place yet: nothing may start sending.
    await call('sending-domain', 'PUT', { domain: 'rivera-new.example' });
    const refusal = NOT_VERIFIED('rivera-new.example');
    const before = await storeSnapshot();
    const { content_hash } = await readJson<{ content_hash: string }>(await call(`sequences/${created.id}`));
    const attempts: [string, string, unknown][] = [
      [`sequences/${created.id}/approval`, 'POST', { content_hash }],
      [`campaigns/${draft.id}/approval`, 'POST', { content_hash: draft.content_hash }],
      [`campaigns/${approvedIssue.id}/schedule`, 'POST', { when: 'now' }],
    ];
    for (const [path, method, body] of attempts) {
      const res = await call(path, method, body);
      expect(res.status, path).toBe(409);
      expect(await readError(res), path).toBe(refusal);
    }
    expect([...(await storeSnapshot())]).toEqual([...before]);

    // Verified again (its own domain's records are in place), the same actions go through.
    await setUpSending(call);
    await approveSequence(call, created.id);
    const sequenceEnrol = () => call(`sequences/${created.id}/enrolments`, 'POST', { contactIds: [reader.id] });
    await call('sending-domain', 'PUT', { domain: 'rivera-new.example' });
    const enrol = await sequenceEnrol();
    expect(enrol.status).toBe(409);
    expect(await readError(enrol)).toBe(refusal);
    await setUpSending(call);
    expect((await sequenceEnrol()).status).toBe(201);
    expect((await call(`campaigns/${approvedIssue.id}/schedule`, 'POST', { when: 'now' })).status).toBe(200);
    expect(attorney.tenantId).toBeTruthy();
  });
});
