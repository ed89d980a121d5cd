import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { readSendingConfig } from '#server/sendingSettings';
import { caughtFor } from './mailCatcher';
import { api, createAttorney, readError, readJson } from './support';

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

const settings = {
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
    expect((await readSendingConfig(a.tenantId))?.smtp.password).toBe('smtp-secret-password');

    // A save without a password keeps the saved one.
    const { smtp_password: _, ...withoutPassword } = settings;
    const resaved = await readJson(await call('sending-settings', a.idToken, 'PUT', { ...withoutPassword, from_name: 'Rivera Law' }));
    expect(resaved).toMatchObject({ from_name: 'Rivera Law', password_set: true });
    expect((await readSendingConfig(a.tenantId))?.smtp.password).toBe('smtp-secret-password');
    expect(await readJson(await call('sending-settings', a.idToken))).toEqual(resaved);
  });

  it('answers 400 with a message for bad input and writes nothing', async () => {
    const a = await createAttorney();
    const cases: [unknown, RegExp][] = [
      [{ ...settings, from_address: 'not-an-address' }, /From address must be an email address/],
      [{ ...settings, smtp_port: 70000 }, /SMTP port must be a whole number/],
      [{ ...settings, smtp_host: 'bad host' }, /SMTP server must be a host name/],
      [{ ...settings, from_name: 'Line\nBreak' }, /From name must be on one line/],
      [{ ...settings, from_name: '' }, /From name is required/],
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
