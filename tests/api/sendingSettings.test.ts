import { createServer } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_PER_DAY_INVALID, MAX_PER_SECOND_INVALID, SMTP_HOST_LOCAL, SMTP_PORT_INVALID } from '#shared/schemas/sendingSettings';
import { firestore } from '#server/firebase';
import { setHostResolverForTests, smtpHostNotPublic } from '#server/sending/smtpHost';
import { deliverDue } from '#server/sending/deliverDue';
import { readSendingConfig } from '#server/sending/settings';
import { caughtFor } from './mailCatcher';
import { addContact, messagesOfSequence, sendingFirm } from './sendingSupport';
import { api, createAttorney, readError, readJson, setServerEnv, storeSnapshot } from './support';

/** The firm's own SMTP connection as the sender reads it (password opened). */
async function smtpOf(tenantId: string) {
  const config = await readSendingConfig(tenantId);
  return config?.route.method === 'own_smtp' ? config.route.smtp : null;
}

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

const settings = {
  method: 'own_smtp',
  from_name: 'Rivera Injury Law',
  from_address: ' News@Rivera.Example ',
  smtp_host: 'smtp.provider.example',
  smtp_port: 587,
  smtp_user: 'rivera',
  smtp_password: 'smtp-secret-password',
};

describe('/api/sending-settings', () => {
  it('saves the settings, encrypts the password at rest and never returns it', async () => {
    const a = await createAttorney();
    const missing = await call('sending-settings', a.idToken);
    expect(missing.status).toBe(404);
    expect(await readError(missing)).toMatch(/Sending is not set up yet/);

    const saved = await call('sending-settings', a.idToken, 'PUT', settings);
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain('smtp-secret-password');
    expect(JSON.parse(text)).toMatchObject({ from_address: 'news@rivera.example', smtp_port: 587, password_set: true });

    const stored = (await (await firestore()).doc(`tenants/${a.tenantId}/settings/sending`).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain('smtp-secret-password');
    expect((await smtpOf(a.tenantId))?.password).toBe('smtp-secret-password');

    // A save without a password keeps the saved one.
    const { smtp_password: _, ...withoutPassword } = settings;
    const resaved = await readJson(await call('sending-settings', a.idToken, 'PUT', { ...withoutPassword, from_name: 'Rivera Law' }));
    expect(resaved).toMatchObject({ from_name: 'Rivera Law', password_set: true });
    expect((await smtpOf(a.tenantId))?.password).toBe('smtp-secret-password');
    expect(await readJson(await call('sending-settings', a.idToken))).toEqual(resaved);
  });

  it("keeps the provider's pace: 10 a second and no daily cap unless the firm says otherwise", async () => {
    const a = await createAttorney();
    expect(await readJson(await call('sending-settings', a.idToken, 'PUT', settings))).toMatchObject({
      max_per_second: 10,
      max_per_day: null,
    });
    const paced = await readJson(
      await call('sending-settings', a.idToken, 'PUT', { ...settings, max_per_second: '14', max_per_day: '2000' }),
    );
    expect(paced).toMatchObject({ max_per_second: 14, max_per_day: 2000 });
    expect(await readSendingConfig(a.tenantId)).toMatchObject({ maxPerSecond: 14, maxPerDay: 2000 });
    // Empty means the provider has no daily limit.
    const uncapped = await readJson(await call('sending-settings', a.idToken, 'PUT', { ...settings, max_per_second: 14, max_per_day: '' }));
    expect(uncapped).toMatchObject({ max_per_second: 14, max_per_day: null });
  });

  it('answers 400 with a message for bad input and writes nothing', async () => {
    const a = await createAttorney();
    const cases: [unknown, RegExp][] = [
      [{ ...settings, from_address: 'not-an-address' }, /From address must be an email address/],
      [{ ...settings, smtp_port: 70000 }, /SMTP port must be 587, 465, 2525 or 25/],
      [{ ...settings, smtp_host: 'bad host' }, /SMTP server must be a host name/],
      [{ ...settings, from_name: 'Line\nBreak' }, /From name must be on one line/],
      [{ ...settings, from_name: '' }, /From name is required/],
      [{ ...settings, max_per_second: 0 }, new RegExp(MAX_PER_SECOND_INVALID)],
      [{ ...settings, max_per_second: '2.5' }, new RegExp(MAX_PER_SECOND_INVALID)],
      [{ ...settings, max_per_day: -1 }, new RegExp(MAX_PER_DAY_INVALID)],
      [{ ...settings, max_per_day: 'lots' }, new RegExp(MAX_PER_DAY_INVALID)],
      ['just text', /./],
    ];
    for (const [body, message] of cases) {
      const res = await call('sending-settings', a.idToken, 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toMatch(message);
    }
    expect((await call('sending-settings', a.idToken)).status).toBe(404);
  });

  it('sends a test email to the signed-in attorney through SMTP_URL (the local catcher)', async () => {
    const a = await createAttorney();
    expect((await call('sending-settings/test', a.idToken, 'POST')).status).toBe(409);
    await call('sending-settings', a.idToken, 'PUT', settings);
    const res = await call('sending-settings/test', a.idToken, 'POST');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ sent_to: a.email });
    const [message] = await caughtFor(a.email);
    expect(message).toMatchObject({ subject: 'Test email from CaseCourier', from: '"Rivera Injury Law" <news@rivera.example>' });
  });

  it("keeps firms apart: another firm's settings are not visible", async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    await call('sending-settings', a.idToken, 'PUT', settings);
    expect((await call('sending-settings', b.idToken)).status).toBe(404);
  });
});

/** What a firm's DNS answers for its names, in these tests; anything else does not exist. */
const dns: Record<string, string[]> = {};
setHostResolverForTests(async (host) => {
  if (dns[host]) return dns[host];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
});
afterEach(() => {
  for (const name of Object.keys(dns)) delete dns[name];
});
afterAll(() => setHostResolverForTests());

/** A TCP server that greets like an internal SSH host and counts who connects. */
async function internalHost(address: string, port: number) {
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    socket.end('SSH-2.0-OpenSSH_9.6p1 internal-bastion-01\r\n');
  });
  await new Promise<void>((resolve) => server.listen(port, address, resolve));
  return { connections: () => connections, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('where a firm can make our servers connect', () => {
  it('refuses, when saved, a host whose name leads to a private, local or metadata address, and ports other than 25, 465, 587 and 2525', async () => {
    const a = await createAttorney();
    Object.assign(dns, {
      'smtp.bastion-attacker.com': ['10.20.0.7'],
      'metadata.attacker-dns.net': ['169.254.169.254'],
      'loop.attacker-dns.net': ['127.0.0.1'],
      'mapped.attacker-dns.net': ['::ffff:127.0.0.1'],
      'v6.attacker-dns.net': ['fd00::25'],
      'cgnat.attacker-dns.net': ['100.64.3.3'],
      'mixed.attacker-dns.net': ['93.184.215.14', '192.168.0.10'],
      'smtp.provider.com': ['93.184.215.14'],
    });
    const before = await storeSnapshot();
    const refusals: [Record<string, unknown>, string][] = [
      ...[
        'smtp.bastion-attacker.com',
        'metadata.attacker-dns.net',
        'loop.attacker-dns.net',
        'mapped.attacker-dns.net',
        'v6.attacker-dns.net',
        'cgnat.attacker-dns.net',
        'mixed.attacker-dns.net',
      ].map((host): [Record<string, unknown>, string] => [{ smtp_host: host }, smtpHostNotPublic(host)]),
      [{ smtp_host: 'metadata.google.internal' }, SMTP_HOST_LOCAL],
      [{ smtp_host: 'admin.localhost' }, SMTP_HOST_LOCAL],
      [{ smtp_host: 'smtp.provider.com', smtp_port: 22 }, SMTP_PORT_INVALID],
      [{ smtp_host: 'smtp.provider.com', smtp_port: 6379 }, SMTP_PORT_INVALID],
      [{ smtp_host: 'smtp.provider.com', smtp_port: 80 }, SMTP_PORT_INVALID],
    ];
    for (const [change, message] of refusals) {
      const res = await call('sending-settings', a.idToken, 'PUT', { ...settings, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(await readError(res)).toBe(message);
    }
    expect([...(await storeSnapshot())].filter(([path]) => path.includes(a.tenantId))).toEqual(
      [...before].filter(([path]) => path.includes(a.tenantId)),
    );
    const unknown = await call('sending-settings', a.idToken, 'PUT', { ...settings, smtp_host: 'smtp.nowhere-at-all.com' });
    expect(unknown.status).toBe(400);
    expect(await readError(unknown)).toBe(
      'We could not find the SMTP server smtp.nowhere-at-all.com: check its name with your email provider.',
    );

    for (const port of [587, 465, 2525, 25]) {
      expect(
        (await call('sending-settings', a.idToken, 'PUT', { ...settings, smtp_host: 'smtp.provider.com', smtp_port: port })).status,
      ).toBe(200);
    }
  });

  it('checks again at connect time: a name that now leads inside the network gets no connection, from a test email or a delivery pass, and the error is ours', async () => {
    const { attorney, call: firmCall, sequenceId } = await sendingFirm();
    dns['smtp.rebinding-attacker.com'] = ['93.184.215.14'];
    const saved = await firmCall('sending-settings', 'PUT', { ...settings, smtp_host: 'smtp.rebinding-attacker.com', smtp_port: 2525 });
    expect(saved.status).toBe(200);
    // Its own server sends once a test email has gone out through it (to the catcher here).
    expect((await firmCall('sending-settings/test', 'POST')).status).toBe(200);
    const contact = await addContact(attorney.tenantId);
    expect((await firmCall(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] })).status).toBe(201);

    // The name now answers with another loopback address, where something that is not a mail server listens.
    dns['smtp.rebinding-attacker.com'] = ['127.0.0.2'];
    const inside = await internalHost('127.0.0.2', 2525);
    const catcher = process.env.SMTP_URL;
    await setServerEnv({ SMTP_URL: undefined });
    try {
      const test = await firmCall('sending-settings/test', 'POST');
      expect(test.status).toBe(409);
      const error = await readError(test);
      expect(error).toBe(`The test email was not sent. ${smtpHostNotPublic('smtp.rebinding-attacker.com')}`);

      await deliverDue({ firms: [attorney.tenantId] });
      const [day0] = (await messagesOfSequence(attorney.tenantId, sequenceId)).filter((m) => m.day === 0);
      expect(day0).toMatchObject({ status: 'scheduled', reason: `Will retry: ${smtpHostNotPublic('smtp.rebinding-attacker.com')}` });
      expect(inside.connections()).toBe(0);
    } finally {
      await setServerEnv({ SMTP_URL: catcher });
      await inside.stop();
    }
  });
});
