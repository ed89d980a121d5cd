import { describe, expect, it } from 'vitest';
import type { ContactDetail, ContactPage } from '#shared/schemas/contacts';
import { DEFAULT_LEAD_MAPPING, type LeadEndpointWithSecret, type LeadMappingAnswer } from '#shared/schemas/leadWebhook';
import { firestore } from '#server/firebase';
import { NO_PREVIOUS_SECRET } from '#server/contacts/leadWebhook';
import {
  LEAD_WEBHOOK_REFUSED_PER_ADDRESS,
  LEAD_WEBHOOK_REFUSED_PER_ENDPOINT,
  leadWebhookRefusedPerAddress,
  leadWebhookRefusedPerEndpoint,
  WEBHOOK_ROTATIONS_DAILY,
  WEBHOOK_ROTATIONS_HOURLY,
  webhookRotationsPerFirm,
} from '#server/rateLimit';
import { signedWebhook as signed } from '../../scripts/stack/signed-webhook.mjs';
import { api, createAttorney, readJson, send, setServerEnv } from './support';

/** What these tests read from an answer: a contact, a page, the endpoint, an intake answer or an error. */
type Answer = ContactDetail & ContactPage & LeadEndpointWithSecret & LeadMappingAnswer & { contact_id: string; error: string };

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

const lead = {
  name: 'Dana Whitfield',
  email: 'Dana.W@example.com',
  phone: '(813) 555-0164',
  state: 'FL',
  incidentType: 'Truck accident',
  incidentDate: '2026-01-20',
  message: 'Hit by a delivery truck on I-275.',
  consent: {
    channels: ['email', 'sms'],
    text: 'I agree that Whitfield Law may text me about my case at this number. Reply STOP to stop.',
    grantedAt: '2026-03-02T14:00:00Z',
    source: 'https://firm.test/free-case-review',
  },
  extra: 'ignored',
};

async function endpointFor() {
  const a = await createAttorney();
  const res = await call('leads/webhook-endpoint', a.idToken, 'POST');
  expect(res.status).toBe(201);
  const { url, secret } = await readJson<LeadEndpointWithSecret>(res);
  if (url === null) throw new Error('POST /api/leads/webhook-endpoint answered no url');
  return { a, url, secret };
}

describe('signed lead webhook', () => {
  it('shows the secret once, stores the lead with its consents, and answers a replay as the first time', async () => {
    expect((await readJson<Answer>(await call('leads/webhook-endpoint', (await createAttorney()).idToken))).url).toBeNull();
    const { a, url, secret } = await endpointFor();
    expect(url).toMatch(/^http:\/\/localhost\/api\/leads\/webhook\/[A-Za-z0-9]+$/);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    // GET answers the address only; the mapping has its own address.
    expect(await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken))).toEqual({ url, previous_secret_expires_at: null });
    expect(await readJson<Answer>(await call('leads/webhook-endpoint/mapping', a.idToken))).toEqual({ mapping: DEFAULT_LEAD_MAPPING });

    const request = signed(url, secret, lead, { id: 'msg_first' });
    const res = await send(request.clone());
    expect(res.status).toBe(202);
    const { contact_id } = await readJson<Answer>(res);
    const contact = await readJson<Answer>(await call(`contacts/${contact_id}`, a.idToken));
    expect(contact).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.w@example.com',
      phone: '+18135550164',
      relationship: 'lead',
      incident_type: 'Truck accident',
      notes: 'Hit by a delivery truck on I-275.',
      source: 'Lead webhook',
      consent: { email: 'granted', sms: 'granted', call: null },
    });
    expect(contact.consents.find((c) => c.channel === 'sms')).toMatchObject({
      text: lead.consent.text,
      source: 'https://firm.test/free-case-review',
      at: '2026-03-02T14:00:00.000Z',
    });

    const replay = await send(request.clone());
    expect(replay.status).toBe(202);
    expect(await readJson<Answer>(replay)).toEqual({ contact_id });
    const after = await readJson<Answer>(await call(`contacts/${contact_id}`, a.idToken));
    expect(after.consents).toHaveLength(2);
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(1);

    // A new delivery for the same person adds to the same contact.
    const again = await send(signed(url, secret, { ...lead, phone: null, consent: { channels: 'call', text: 'You may call me.' } }));
    expect(await readJson<Answer>(again)).toEqual({ contact_id });
  });

  it('refuses missing, wrong, stale and foreign signatures with 401 and writes nothing', async () => {
    const { a, url, secret } = await endpointFor();
    const other = await endpointFor();
    const unsigned = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
    const tampered = signed(url, secret, lead);
    const tamperedBody = new Request(url, {
      method: 'POST',
      headers: tampered.headers,
      body: JSON.stringify({ ...lead, name: 'Mallory' }),
    });
    const cases: [string, Request][] = [
      ['unsigned', unsigned],
      ['tampered', tamperedBody],
      ['other firm secret', signed(url, other.secret, lead)],
      ['six minutes old', signed(url, secret, lead, { at: new Date(Date.now() - 6 * 60_000) })],
    ];
    for (const [what, req] of cases) {
      const res = await send(req);
      expect(res.status, what).toBe(401);
      expect((await readJson<Answer>(res)).error, what).toMatch(/signature|timestamp/);
    }
    expect((await send(signed(url, secret, lead, { at: new Date(Date.now() - 4 * 60_000) }))).status).toBe(202);
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(1);
    expect((await readJson<Answer>(await call('contacts', other.a.idToken))).contacts).toHaveLength(0);
  });

  it('keeps the old secret working after a rotation, for a day', async () => {
    const { a, url, secret: old } = await endpointFor();
    const rotated = await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken, 'POST'));
    expect(rotated.url).toBe(url);
    expect(rotated.secret).not.toBe(old);
    const expires = Date.parse(String(rotated.previous_secret_expires_at));
    expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect((await send(signed(url, old, lead))).status).toBe(202);
    expect((await send(signed(url, rotated.secret, { ...lead, email: 'new@x.test', phone: null }))).status).toBe(202);
    // Settings can say so after a reload too.
    expect((await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken))).previous_secret_expires_at).toBe(
      rotated.previous_secret_expires_at,
    );
  });

  it('keeps at most one previous secret: a second rotation ends the first secret at once, and at most two are ever tried', async () => {
    const { a, url, secret: first } = await endpointFor();
    const second = (await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken, 'POST'))).secret;
    const third = (await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken, 'POST'))).secret;
    const res = await send(signed(url, first, lead));
    expect(res.status).toBe(401);
    expect((await send(signed(url, second, lead))).status).toBe(202);
    expect((await send(signed(url, third, { ...lead, email: 'third@x.test', phone: null }))).status).toBe(202);
    const stored = (await (await firestore()).doc(`webhook_endpoints/${url.split('/').at(-1)}`).get()).get('secrets');
    expect(stored).toHaveLength(2);
  });

  it('revokes the previous secret now when asked, in the API and for good', async () => {
    const { a, url, secret: old } = await endpointFor();
    const none = await call('leads/webhook-endpoint/previous-secret', a.idToken, 'DELETE');
    expect(none.status).toBe(404);
    expect((await readJson<Answer>(none)).error).toBe(NO_PREVIOUS_SECRET);
    const current = (await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken, 'POST'))).secret;
    expect((await call('leads/webhook-endpoint/previous-secret', a.idToken, 'DELETE')).status).toBe(204);
    expect((await send(signed(url, old, lead))).status).toBe(401);
    expect((await send(signed(url, current, lead))).status).toBe(202);
    expect(await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken))).toEqual({ url, previous_secret_expires_at: null });
    expect((await call('leads/webhook-endpoint/previous-secret', a.idToken, 'DELETE')).status).toBe(404);
    expect((await call('leads/webhook-endpoint/previous-secret', a.idToken, 'POST')).status).toBe(405);
    // Another firm cannot reach it.
    const other = await createAttorney();
    expect((await call('leads/webhook-endpoint/previous-secret', other.idToken, 'DELETE')).status).toBe(404);
  });

  it(`limits new secrets to ${WEBHOOK_ROTATIONS_HOURLY} an hour and ${WEBHOOK_ROTATIONS_DAILY} a day per firm; a refused rotation changes nothing`, async () => {
    const { a, url, secret } = await endpointFor();
    const [hourly, daily] = webhookRotationsPerFirm(a.tenantId);
    const now = Date.now();
    const db = await firestore();
    await db.doc(hourly!.path).set({ hits: Array.from({ length: WEBHOOK_ROTATIONS_HOURLY }, (_, i) => now - 1000 - i) });
    const refused = await call('leads/webhook-endpoint', a.idToken, 'POST');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await readJson<Answer>(refused)).error).toMatch(
      /^Your firm has created 5 webhook secrets this hour\. Try again in \d+ minutes?\.$/,
    );
    expect((await send(signed(url, secret, lead))).status).toBe(202);
    expect((await readJson<Answer>(await call('leads/webhook-endpoint', a.idToken))).previous_secret_expires_at).toBeNull();

    await db.doc(hourly!.path).delete();
    await db.doc(daily!.path).set({ hits: Array.from({ length: WEBHOOK_ROTATIONS_DAILY }, (_, i) => now - 1000 - i) });
    const daySpent = await call('leads/webhook-endpoint', a.idToken, 'POST');
    expect(daySpent.status).toBe(429);
    expect((await readJson<Answer>(daySpent)).error).toMatch(/^Your firm has created 20 webhook secrets today\./);
  });

  it('limits badly signed requests per address and per endpoint (429 with Retry-After), never refusing a correctly signed lead for what others sent', async () => {
    const { url, secret } = await endpointFor();
    const endpointId = url.split('/').at(-1)!;
    const unsigned = () =>
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
    const db = await firestore();
    const hitsOf = async (path: string) => ((await db.doc(path).get()).get('hits') as number[] | undefined)?.length ?? 0;
    const now = Date.now();
    const full = (max: number) => ({ hits: Array.from({ length: max }, (_, i) => now - 1000 - i) });

    // Each refused request is counted for its address and its endpoint.
    for (let i = 0; i < 3; i++) expect((await send(unsigned(), { ip: '198.51.100.90' })).status).toBe(401);
    expect(await hitsOf(leadWebhookRefusedPerAddress('198.51.100.90').path)).toBe(3);
    expect(await hitsOf(leadWebhookRefusedPerEndpoint(endpointId).path)).toBe(3);

    // An address past its limit is held back, signed or not; others are not.
    await db.doc(leadWebhookRefusedPerAddress('198.51.100.91').path).set(full(LEAD_WEBHOOK_REFUSED_PER_ADDRESS));
    for (const req of [unsigned(), signed(url, secret, lead)]) {
      const res = await send(req, { ip: '198.51.100.91' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await readJson<Answer>(res)).error).toMatch(
        /^Too many webhook requests with a missing or wrong signature came from your network/,
      );
    }
    expect((await send(signed(url, secret, lead), { ip: '198.51.100.92' })).status).toBe(202);

    // An endpoint past its limit answers refused requests with 429 and stops counting them; signed leads still arrive.
    await db.doc(leadWebhookRefusedPerEndpoint(endpointId).path).set(full(LEAD_WEBHOOK_REFUSED_PER_ENDPOINT));
    const flooded = await send(unsigned(), { ip: '198.51.100.93' });
    expect(flooded.status).toBe(429);
    expect((await readJson<Answer>(flooded)).error).toMatch(/^This webhook address has refused too many requests/);
    expect(await hitsOf(leadWebhookRefusedPerEndpoint(endpointId).path)).toBe(LEAD_WEBHOOK_REFUSED_PER_ENDPOINT);
    expect(await hitsOf(leadWebhookRefusedPerAddress('198.51.100.93').path)).toBe(0);
    expect((await send(signed(url, secret, { ...lead, email: 'still@x.test', phone: null }), { ip: '198.51.100.94' })).status).toBe(202);
  });

  it('maps other payload shapes and refuses bad leads naming the field', async () => {
    const { a, url, secret } = await endpointFor();
    const bad: [unknown, number, string][] = [
      [{ ...lead, email: 'nope' }, 400, 'Email must be a valid email address (for example name@example.com).'],
      [{ ...lead, phone: 12 }, 400, 'Phone must be text.'],
      [{ ...lead, consent: { channels: ['fax'] } }, 400, 'Consent channel must be one of: email, sms, call.'],
      [
        { ...lead, consent: { channels: ['sms'] } },
        400,
        'Consent wording is required for text messages and calls: record the exact words the person agreed to.',
      ],
      [{ ...lead, name: 'x'.repeat(70_000) }, 413, 'The webhook body is too large: send at most 64 KB per lead.'],
      ['{"name": "cut', 400, 'The webhook body is not valid JSON.'],
    ];
    for (const [payload, status, message] of bad) {
      const res = await send(signed(url, secret, payload));
      expect(res.status, message).toBe(status);
      expect((await readJson<Answer>(res)).error).toBe(message);
    }
    expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(0);

    expect((await call('leads/webhook-endpoint', a.idToken, 'PUT', { mapping: {} })).status).toBe(405);
    const badMapping = await call('leads/webhook-endpoint/mapping', a.idToken, 'PUT', { mapping: { email: 'lead..email' } });
    expect(badMapping.status).toBe(400);
    expect((await readJson<Answer>(badMapping)).error).toMatch(/^Email: write the payload path as names joined by dots/);
    const mapped = await readJson<Answer>(
      await call('leads/webhook-endpoint/mapping', a.idToken, 'PUT', {
        mapping: { name: 'lead.full_name', email: 'lead.contact.email', phone: '', consent_channels: '' },
      }),
    );
    expect(mapped.mapping).toMatchObject({ name: 'lead.full_name', email: 'lead.contact.email', phone: '', state: 'state' });
    expect(await readJson<Answer>(await call('leads/webhook-endpoint/mapping', a.idToken))).toEqual(mapped);
    const noEndpoint = await createAttorney();
    const early = await call('leads/webhook-endpoint/mapping', noEndpoint.idToken, 'PUT', { mapping: {} });
    expect(early.status).toBe(404);
    expect((await readJson<Answer>(early)).error).toBe('Create the webhook endpoint first, then edit its field mapping.');
    const res = await send(
      signed(url, secret, { lead: { full_name: 'Ravi Patel', contact: { email: 'ravi@example.com' } }, phone: 'ignored', state: 'tx' }),
    );
    expect(res.status).toBe(202);
    const contact = await readJson<Answer>(await call(`contacts/${(await readJson<Answer>(res)).contact_id}`, a.idToken));
    expect(contact).toMatchObject({ name: 'Ravi Patel', email: 'ravi@example.com', phone: null, state: 'TX' });
    expect((await send(signed(url.replace(/[^/]+$/, 'NoSuchEndpoint1'), secret, lead))).status).toBe(404);
  });

  it('limits signed requests per endpoint and minute with 429 and Retry-After; unsigned ones and unknown endpoints are not counted', async () => {
    await setServerEnv({ LEAD_WEBHOOK_PER_MINUTE: '2' });
    try {
      const { a, url, secret } = await endpointFor();
      const unsigned = () =>
        new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead) });
      for (let i = 0; i < 3; i++) expect((await send(unsigned())).status).toBe(401);
      const unknown = url.replace(/[^/]+$/, 'NoSuchEndpoint1');
      for (let i = 0; i < 3; i++) expect((await send(signed(unknown, secret, lead))).status).toBe(404);

      expect((await send(signed(url, secret, lead))).status).toBe(202);
      expect((await send(signed(url, secret, { ...lead, email: 'second@example.com', phone: null }))).status).toBe(202);
      const refused = await send(signed(url, secret, { ...lead, email: 'third@example.com', phone: null }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect((await readJson<Answer>(refused)).error).toBe(
        'This webhook address accepts at most 2 leads a minute. Send the rest after the time in the Retry-After header.',
      );
      expect((await readJson<Answer>(await call('contacts', a.idToken))).contacts).toHaveLength(2);

      // A minute on (the window's hits moved back instead of waiting): accepted again.
      const hits = (await firestore()).doc(`rate_limits/lead-webhook-${url.split('/').at(-1)}`);
      const stored = ((await hits.get()).get('hits') as number[]).map((t) => t - 61_000);
      await hits.set({ hits: stored });
      expect((await send(signed(url, secret, { ...lead, email: 'third@example.com', phone: null }))).status).toBe(202);
    } finally {
      await setServerEnv({ LEAD_WEBHOOK_PER_MINUTE: undefined });
    }
  });
});
