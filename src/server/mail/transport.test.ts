import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../scripts/stack/mail-catcher.mjs';
import { resetServerEnvForTests } from '../env';
import { createMailer, describeSmtpError, smtpTimeouts } from './transport';

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
    const mailer = createMailer({ host: 'smtp.firm.invalid', port: 587, user: 'u', password: 'p' });
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

  it('reports a server that is down in words', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetServerEnvForTests();
    const mailer = createMailer(null);
    const error = await mailer.sendMail({ from: 'a@firm.test', to: 'b@example.com', subject: 's', text: 't' }).catch((e) => e);
    mailer.close();
    expect(describeSmtpError(error)).toMatch(/Could not connect to the mail server/);
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
