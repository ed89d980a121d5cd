import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import {
  ADDRESS_NEEDS_ZIP,
  FIRM_NAME_REQUIRED,
  FIRM_PROFILE_MISSING,
  type FirmProfileSuggestion,
  LICENSED_STATES_REQUIRED,
  licensedStateInvalid,
  NO_WELCOME_FORM,
  PHONE_INVALID,
  WEBSITE_INVALID,
} from '#shared/schemas/firmProfile';
import { pngBytes } from '../support/images';
import { api, createAttorney, GEORGIA_FIRM, readJson, send, type TestUser } from './support';

const put = (user: TestUser, body: unknown) => api('firm-profile', { method: 'PUT', token: user.idToken, body });
const get = (user: TestUser) => api('firm-profile', { token: user.idToken });

describe('GET and PUT /api/firm-profile', () => {
  it('answers 404 until the firm saves a profile, then the saved, tidied profile; the firm name follows it', async () => {
    const a = await createAttorney('Jordan Avery', 'Avery Law');
    const before = await get(a);
    expect(before.status).toBe(404);
    expect(await readJson(before)).toEqual({ error: FIRM_PROFILE_MISSING });

    const saved = await put(a, {
      ...GEORGIA_FIRM,
      firmName: ' Avery Injury Law ',
      address: '  191 Peachtree Street NE \r\n\r\n Atlanta, GA 30303 ',
      website: 'https://averyinjurylaw.example',
      licensedStates: ['ga', 'FL', 'GA'],
    });
    expect(saved.status).toBe(200);
    const expected = {
      firmName: 'Avery Injury Law',
      responsibleAttorney: GEORGIA_FIRM.responsibleAttorney,
      address: '191 Peachtree Street NE\nAtlanta, GA 30303',
      phone: GEORGIA_FIRM.phone,
      website: 'https://averyinjurylaw.example',
      licensedStates: ['GA', 'FL'],
    };
    expect(await readJson(saved)).toEqual(expected);
    expect(await readJson(await get(a))).toEqual(expected);
    const tenant = await (await firestore()).doc(`tenants/${a.tenantId}`).get();
    expect(tenant.get('name')).toBe('Avery Injury Law');

    // A second PUT replaces the whole profile: an empty website removes it.
    const replaced = await put(a, { ...expected, website: '' });
    expect(await readJson(replaced)).toEqual({ ...expected, website: undefined });
    expect(await readJson(await get(a))).not.toHaveProperty('website');
  });

  it('refuses an invalid profile with a message a person can act on, and writes nothing', async () => {
    const a = await createAttorney();
    const cases: [unknown, string][] = [
      [{ ...GEORGIA_FIRM, firmName: '   ' }, FIRM_NAME_REQUIRED],
      [{ ...GEORGIA_FIRM, address: '100 Peachtree Street NW, Atlanta' }, ADDRESS_NEEDS_ZIP],
      [{ ...GEORGIA_FIRM, phone: '555-0100' }, PHONE_INVALID],
      [{ ...GEORGIA_FIRM, website: 'javascript:alert(1)' }, WEBSITE_INVALID],
      [{ ...GEORGIA_FIRM, licensedStates: [] }, LICENSED_STATES_REQUIRED],
      [{ ...GEORGIA_FIRM, licensedStates: undefined }, LICENSED_STATES_REQUIRED],
      [{ ...GEORGIA_FIRM, licensedStates: ['GA', 'XX'] }, licensedStateInvalid('XX')],
    ];
    for (const [body, error] of cases) {
      const res = await put(a, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readJson(res)).toEqual({ error });
    }
    const notJson = await api('firm-profile', { method: 'PUT', token: a.idToken, body: '{"firmName":' });
    expect(notJson.status).toBe(400);
    expect((await get(a)).status).toBe(404);
    const settings = await (await firestore()).collection(`tenants/${a.tenantId}/settings`).get();
    expect(settings.size).toBe(0);
  });

  it("keeps one firm's profile from another: B reads 404 and B's save leaves A's untouched", async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    await put(a, GEORGIA_FIRM);
    expect((await get(b)).status).toBe(404);
    await put(b, { ...GEORGIA_FIRM, firmName: 'Other Firm', licensedStates: ['NY'] });
    expect(await readJson(await get(a))).toMatchObject({ firmName: GEORGIA_FIRM.firmName, licensedStates: ['GA'] });
    expect(await readJson(await get(b))).toMatchObject({ firmName: 'Other Firm', licensedStates: ['NY'] });
  });

  it('requires a signed-in attorney and answers only GET and PUT', async () => {
    expect((await api('firm-profile')).status).toBe(401);
    expect((await api('firm-profile', { method: 'PUT', body: GEORGIA_FIRM })).status).toBe(401);
    const a = await createAttorney();
    expect((await api('firm-profile', { method: 'DELETE', token: a.idToken })).status).toBe(405);
  });
});

describe('GET /api/firm-profile/suggestion', () => {
  async function sendWelcomeForm(email: string, firmName: string) {
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        firmName,
        primaryContactName: 'Ana Rivera',
        email,
        phoneNumber: '(305) 555-0199',
        firmWebsiteUrl: 'https://riverainjury.example',
        stateBarNumber: 'FL-123456',
        physicalAddress: '100 Biscayne Blvd, Miami, FL 33131',
        targetCity: 'Miami',
        accidentTypes: ['Car accidents'],
        brandColors: '#002366',
        newsletterSendDay: 'Tuesday',
      }),
    );
    form.set('firmLogo', new File([(await pngBytes()).slice()], 'logo.png', { type: 'image/png' }));
    const res = await send(
      new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': randomUUID() } }),
    );
    expect(res.status).toBe(201);
  }

  it('offers the welcome form sent from the signed-in address, mapped onto the profile; 404 for anyone else', async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    const none = await api('firm-profile/suggestion', { token: a.idToken });
    expect(none.status).toBe(404);
    expect(await readJson(none)).toEqual({ error: NO_WELCOME_FORM });

    // Typed with capitals in the form; Firebase keeps the address in lower case.
    await sendWelcomeForm(a.email.toUpperCase(), 'Rivera Injury Law');
    const res = await api('firm-profile/suggestion', { token: a.idToken });
    expect(res.status).toBe(200);
    const suggestion = await readJson<FirmProfileSuggestion>(res);
    expect(suggestion.profile).toEqual({
      firmName: 'Rivera Injury Law',
      responsibleAttorney: 'Ana Rivera',
      address: '100 Biscayne Blvd, Miami, FL 33131',
      phone: '(305) 555-0199',
      website: 'https://riverainjury.example',
    });
    // Only what the footer prints leaves the server: no bar number, no marketing preferences.
    expect(JSON.stringify(suggestion)).not.toContain('FL-123456');
    expect(Date.parse(suggestion.submitted_at)).not.toBeNaN();
    expect((await api('firm-profile/suggestion', { token: b.idToken })).status).toBe(404);
  });
});
