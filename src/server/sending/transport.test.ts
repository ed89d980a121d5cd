import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../scripts/stack/mail-catcher.mjs';
import { resetServerEnvForTests } from '../env';
import { createServer, type Server } from 'node:net';
import type { Transporter } from 'nodemailer';
import { setHostResolverForTests, SmtpHostError } from './smtpHost';
import { createMailer, describeSmtpError, smtpTimeouts } from './transport';
import type { SmtpConnection } from './transport';
import type { SendingConfig } from './settings';
import { generateKeyPairSync } from 'node:crypto';
import { ConfigError } from '../env';
import { SendingSetupError } from './smtpHost';

const FROM = { fromName: 'Firm', fromAddress: 'news@firm.test', maxPerSecond: 10, maxPerDay: null };
/** A firm that sends through its own server. */
const ownServer = (smtp: SmtpConnection): SendingConfig => ({ ...FROM, route: { method: 'own_smtp', smtp } });
const ANY_SERVER = ownServer({ host: 'smtp.firm.invalid', port: 587 });
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
/** A firm that sends through the platform's relay from its verified domain. */
const VERIFIED: SendingConfig = {
  ...FROM,
  route: { method: 'platform', dkim: { domainName: 'firm.test', keySelector: 'cc0123456789', privateKey }, problem: null },
};

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
const saved = { ...process.env };

beforeAll(async () => {
  // The server's configuration check wants Firebase; nothing here talks to it.
  Object.assign(process.env, { CASECOURIER_DEV: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' });
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
});
afterAll(async () => {
  process.env = saved;
  resetServerEnvForTests();
  await catcher.stop();
});

describe('createMailer', () => {
  it('sends through SMTP_URL whatever the firm set up, and the catcher shows the message', async () => {
    process.env.SMTP_URL = catcher.smtpUrl;
    resetServerEnvForTests();
    const mailer = await createMailer(ownServer({ host: 'smtp.firm.invalid', port: 587, user: 'u', password: 'p' }));
    await mailer.sendMail({
      from: 'Firm <news@firm.test>',
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Body',
      messageId: '<a.1@firm.test>',
    });
    mailer.close();
    const res = await fetch(`${catcher.webUrl}messages`);
    const messages = await res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ messageId: '<a.1@firm.test>', envelopeTo: ['ana@example.com'], subject: 'Hello', text: 'Body\n' });
  });

  it("signs the platform relay's messages with the firm's DKIM key, from the firm's domain", async () => {
    process.env.SMTP_URL = catcher.smtpUrl;
    resetServerEnvForTests();
    const mailer = await createMailer(VERIFIED);
    await mailer.sendMail({ from: 'Firm <news@firm.test>', to: 'dkim@example.com', subject: 'Signed', text: 'Body' });
    mailer.close();
    const messages: { envelopeTo: string[]; dkimSignature: string | null }[] = await (await fetch(`${catcher.webUrl}messages`)).json();
    const signed = messages.find((m) => m.envelopeTo[0] === 'dkim@example.com')!;
    expect(signed.dkimSignature).toMatch(/(^|; )d=firm\.test;/);
    expect(signed.dkimSignature).toMatch(/(^|; )s=cc0123456789;/);
    expect(signed.dkimSignature).toMatch(/a=rsa-sha256/);
  });

  it('never sends through the relay for a firm whose domain is not verified, and says why', async () => {
    process.env.SMTP_URL = catcher.smtpUrl;
    resetServerEnvForTests();
    const problem = 'Your sending domain firm.test is not verified yet.';
    const refused = await createMailer({ ...FROM, route: { method: 'platform', dkim: null, problem } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SendingSetupError);
    expect(describeSmtpError(refused)).toBe(problem);
  });

  it("goes to PLATFORM_SMTP_URL for the relay's firms, and names the setting when it is missing", async () => {
    delete process.env.SMTP_URL;
    delete process.env.PLATFORM_SMTP_URL;
    resetServerEnvForTests();
    await expect(createMailer(VERIFIED)).rejects.toBeInstanceOf(ConfigError);
    process.env.PLATFORM_SMTP_URL = 'smtps://relay-user:relay-pass@relay.casecourier.example:465';
    resetServerEnvForTests();
    const mailer = await createMailer(VERIFIED);
    expect(optionsOf(mailer)).toMatchObject({ host: 'relay.casecourier.example', port: 465, secure: true });
    mailer.close();
    delete process.env.PLATFORM_SMTP_URL;
    resetServerEnvForTests();
  });

  it('reports a server that is down in words', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetServerEnvForTests();
    const mailer = await createMailer(ANY_SERVER);
    const error = await mailer.sendMail({ from: 'a@firm.test', to: 'b@example.com', subject: 's', text: 't' }).catch((e) => e);
    mailer.close();
    expect(describeSmtpError(error)).toMatch(/Could not connect to the mail server/);
  });
});

/** What nodemailer was told to connect to. */
const optionsOf = (mailer: Transporter) => (mailer as unknown as { transporter: { options: Record<string, unknown> } }).transporter.options;

describe("a firm's own SMTP server", () => {
  beforeAll(() => {
    delete process.env.SMTP_URL;
    resetServerEnvForTests();
    setHostResolverForTests(async (host) => (host === 'smtp.provider.com' ? ['93.184.215.14'] : ['169.254.169.254']));
  });
  afterAll(() => setHostResolverForTests());

  it('is reached at the address that was checked, its name kept for TLS, with STARTTLS required on 587 and 2525 and TLS 1.2 at least', async () => {
    const expected = (port: number, requireTLS: boolean, secure: boolean) => ({
      host: '93.184.215.14',
      port,
      secure,
      requireTLS,
      servername: 'smtp.provider.com',
      tls: { servername: 'smtp.provider.com', minVersion: 'TLSv1.2' },
    });
    for (const [port, requireTLS, secure] of [
      [587, true, false],
      [2525, true, false],
      [465, false, true],
    ] as const) {
      const mailer = await createMailer(ownServer({ host: 'smtp.provider.com', port, user: 'u', password: 'p' }));
      expect(optionsOf(mailer), String(port)).toMatchObject(expected(port, requireTLS, secure));
      mailer.close();
    }
    // Port 25 without a password may relay in clear (servers that offer STARTTLS still get it); with one, TLS is required.
    const relay = await createMailer(ownServer({ host: 'smtp.provider.com', port: 25 }));
    expect(optionsOf(relay)).toMatchObject(expected(25, false, false));
    relay.close();
    const withPassword = await createMailer(ownServer({ host: 'smtp.provider.com', port: 25, user: 'u', password: 'p' }));
    expect(optionsOf(withPassword)).toMatchObject(expected(25, true, false));
    withPassword.close();
  });

  it('is not connected to when its name leads to the metadata service or its port is not a mail port', async () => {
    await expect(createMailer(ownServer({ host: 'metadata.attacker.com', port: 587 }))).rejects.toBeInstanceOf(SmtpHostError);
    await expect(createMailer(ownServer({ host: 'smtp.provider.com', port: 22 }))).rejects.toBeInstanceOf(SmtpHostError);
  });
});

describe('errors in our words', () => {
  let banner: Server;
  let connections = 0;
  beforeAll(async () => {
    // Not a mail server: an SSH daemon's greeting, as an internal host would answer.
    banner = createServer((socket) => {
      connections++;
      socket.end('SSH-2.0-OpenSSH_9.6p1 internal-bastion-01\r\n');
    });
    await new Promise<void>((resolve) => banner.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => banner.close(() => resolve())));

  it('never repeat what the server said: a greeting that is not SMTP reads as a connection problem', async () => {
    const { port } = banner.address() as { port: number };
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    resetServerEnvForTests();
    const mailer = await createMailer(ANY_SERVER);
    const error = await mailer.sendMail({ from: 'a@firm.test', to: 'b@example.com', subject: 's', text: 't' }).catch((e: unknown) => e);
    mailer.close();
    expect(connections).toBeGreaterThan(0);
    const words = describeSmtpError(error);
    expect(words).toBe('Could not connect to the mail server: check the SMTP server name and port with your email provider.');
    expect(words).not.toMatch(/SSH|bastion|OpenSSH/);
  });

  it('keep only the reply code of a refusal', () => {
    const bounce = Object.assign(new Error('x'), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <b@example.com> host mx.internal-relay-7 says: no such user',
    });
    expect(describeSmtpError(bounce)).toBe('The mail server refused the sender or recipient address (SMTP 550).');
    const other = Object.assign(new Error('x'), { responseCode: 421, response: '421 internal-bastion-01 busy' });
    expect(describeSmtpError(other)).toBe('The mail server did not accept the message (SMTP 421).');
  });
});

describe('smtpTimeouts', () => {
  it('takes every wait from SMTP_TIMEOUT_MS, so a slow server fails the attempt, not the pass', () => {
    process.env.SMTP_TIMEOUT_MS = '300';
    resetServerEnvForTests();
    expect(smtpTimeouts()).toEqual({ connectionTimeout: 300, greetingTimeout: 300, socketTimeout: 600 });
    delete process.env.SMTP_TIMEOUT_MS;
    resetServerEnvForTests();
    expect(smtpTimeouts().connectionTimeout).toBe(10_000);
  });
});
