import { describe, expect, it } from 'vitest';
import { CONFIRM_EMAIL_FIRST } from '#server/auth';
import { addContact, EMAILS, FIRM_PROFILE, SETTINGS } from './sendingSupport';
import { api, createAttorney, markEmailVerified, readError, readJson, storeSnapshot } from './support';

/**
 * Someone can sign up with another person's address (victim@firm) and create the firm before the
 * owner does. Until the address is confirmed, nothing that configures an integration or touches
 * contacts may be written, and the welcome form sent from that address is not shown.
 */
describe('an account whose email address is not confirmed', () => {
  it('is refused every write that configures integrations or touches contacts, and the welcome-form suggestion, and nothing changes', async () => {
    const claimant = await createAttorney('Mallory Claimant', 'Victim Injury Law', { verified: false });
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: claimant.idToken, body });
    // What an unconfirmed account may still do: its profile, a sequence draft, an agent (nothing sent, nothing connected).
    expect((await call('firm-profile', 'PUT', FIRM_PROFILE)).status).toBe(200);
    const sequence = await readJson<{ id: string }>(await call('sequences', 'POST', { name: 'Newsletter', emails: EMAILS }));
    const agent = await readJson<{ id: string }>(await call('agents', 'POST', { name: 'Intake', base_prompt: 'Take intake calls.' }));
    const contact = await addContact(claimant.tenantId);
    const person = { name: 'Dana Whitfield', email: 'dana@example.com' };

    const refused: [string, string, unknown?][] = [
      ['PUT', 'sending-settings', { ...SETTINGS, smtp_password: 'p' }],
      ['POST', 'sending-settings/test'],
      ['POST', 'leads/webhook-endpoint'],
      ['PUT', 'leads/webhook-endpoint/mapping', { mapping: {} }],
      ['DELETE', 'leads/webhook-endpoint/previous-secret'],
      ['POST', 'api-keys', { api_name: 'openai', api_key: 'sk-attacker-key-1234' }],
      ['PUT', 'api-keys/openai', { api_key: 'sk-attacker-key-1234' }],
      ['DELETE', 'api-keys/openai'],
      ['POST', 'contacts', person],
      ['PUT', `contacts/${contact.id}`, { ...person, relationship: 'lead' }],
      ['DELETE', `contacts/${contact.id}`],
      ['POST', 'contacts/import', { rows: [person] }],
      ['POST', `contacts/${contact.id}/consents`, { channel: 'email', status: 'revoked', source: 'Phone call' }],
      ['POST', `sequences/${sequence.id}/enrolments`, { contactIds: [contact.id] }],
      ['POST', `sequences/${sequence.id}/enrolments/${sequence.id}_${contact.id}`, { action: 'pause' }],
      ['POST', `sequences/${sequence.id}/sending`, { action: 'stop' }],
      ['POST', `agents/${agent.id}/conversations/abcdefghij0123456789/contact`],
      ['GET', 'firm-profile/suggestion'],
      ['PUT', 'newsletter-settings', {}],
      ['GET', 'newsletter-settings/suggestion'],
      ['POST', 'newsletter-settings/suggestion/images'],
      ['POST', 'newsletter-images'],
      ['POST', 'segments', { name: 'Subscribers', filter: { relationship: 'subscriber' } }],
      ['POST', 'campaigns', { subject: 'Hello', blocks: [{ id: 'a', type: 'paragraph', text: 'Hi' }] }],
      ['POST', `sequences/${sequence.id}/approval`, { content_hash: '0'.repeat(64) }],
    ];
    const before = await storeSnapshot();
    for (const [method, path, body] of refused) {
      const res = await call(path, method, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await readError(res), `${method} ${path}`).toBe(CONFIRM_EMAIL_FIRST);
    }
    expect([...(await storeSnapshot())]).toEqual([...before]);
    // Reading is still allowed.
    expect((await call('contacts')).status).toBe(200);

    // Once confirmed (the token in hand was minted before), the same requests go through.
    await markEmailVerified(claimant.uid);
    expect((await call('sending-settings', 'PUT', SETTINGS)).status).toBe(200);
    expect((await call('contacts', 'POST', person)).status).toBe(201);
    expect((await call('leads/webhook-endpoint', 'POST')).status).toBe(201);
    expect((await call('firm-profile/suggestion')).status).toBe(404);
  });
});
