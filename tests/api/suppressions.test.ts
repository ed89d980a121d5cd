import { describe, expect, it } from 'vitest';
import { readRecipients, whyNotSendable } from '#server/sending/recipients';
import { unsubscribe } from '#server/sending/unsubscribe';
import { callability } from '#shared/agentCalls/callability';
import type { ContactDetail, ImportResult } from '#shared/schemas/contacts';
import type { LeadEndpointWithSecret } from '#shared/schemas/leadWebhook';
import { signedWebhook } from '../../scripts/stack/signed-webhook.mjs';
import { api, createAttorney, readJson, send } from './support';

type Answer = ContactDetail & ImportResult & { contact_id: string; error: string };

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

const WORDING = 'I agree that the firm may text and call me about my case. Reply STOP to stop.';
const person = { name: 'Jordan Avery', email: 'jordan.avery@example.com', phone: '(404) 555-0188', state: 'GA' };
const grantedEverywhere = ['email', 'sms', 'call'].map((channel) => ({
  channel,
  status: 'granted',
  at: new Date().toISOString(),
  source: 'spreadsheet.csv',
  text: WORDING,
}));

async function importRow(token: string, row: Record<string, unknown>): Promise<string> {
  const res = await call('contacts/import', token, 'POST', { rows: [row] });
  expect(res.status).toBe(201);
  return (await readJson<Answer>(res)).contact_ids[0]!;
}

async function deleteContact(token: string, id: string) {
  expect((await call(`contacts/${id}`, token, 'DELETE')).status).toBe(204);
}

/** What the sender and the calling check say about a contact, as they read it from the store. */
async function reachability(tenantId: string, id: string, contact: ContactDetail) {
  const recipient = (await readRecipients(tenantId, [id])).get(id)!;
  const calling = callability(contact, new Date('2026-06-10T16:00:00Z'));
  return { email: whyNotSendable(recipient), call: calling.callable ? [] : calling.reasons.map((r) => r.code) };
}

describe('the suppression list', () => {
  it('keeps revocations after a contact is deleted, and applies them when the person comes back by CSV or webhook', async () => {
    const a = await createAttorney();
    const created = await readJson<Answer>(await call('contacts', a.idToken, 'POST', person));
    // Unsubscribed from email through the link in a message; asked by phone not to be texted or called.
    await unsubscribe({ kind: 'legacy', tenantId: a.tenantId, contactId: created.id }, 'Unsubscribe link in a sequence email');
    for (const channel of ['sms', 'call'])
      expect(
        (
          await call(`contacts/${created.id}/consents`, a.idToken, 'POST', {
            channel,
            status: 'revoked',
            at: '2026-04-01T15:00:00Z',
            source: 'Said stop on a call with our intake team',
          })
        ).status,
      ).toBe(201);
    const revokedEmailAt = (await readJson<Answer>(await call(`contacts/${created.id}`, a.idToken))).consents.find(
      (c) => c.channel === 'email',
    )!.at;
    await deleteContact(a.idToken, created.id);

    // Back by CSV, with consent to everything in the file: the revocations stand.
    const imported = await importRow(a.idToken, { ...person, phone: '+1 404-555-0188', consents: grantedEverywhere });
    const contact = await readJson<Answer>(await call(`contacts/${imported}`, a.idToken));
    expect(contact.consent).toEqual({ email: 'revoked', sms: 'revoked', call: 'revoked' });
    const kept = contact.consents.filter((c) => c.from_suppression_list);
    expect(kept.map((c) => [c.channel, c.status, c.at]).sort()).toEqual([
      ['call', 'revoked', '2026-04-01T15:00:00.000Z'],
      ['email', 'revoked', revokedEmailAt],
      ['sms', 'revoked', '2026-04-01T15:00:00.000Z'],
    ]);
    expect(kept.find((c) => c.channel === 'sms')!.source).toBe(
      'Earlier revocation kept after the contact was deleted (first recorded from: Said stop on a call with our intake team)',
    );
    expect(contact.consents.filter((c) => c.status === 'granted').every((c) => c.held_by_revocation)).toBe(true);
    expect(await reachability(a.tenantId, imported, contact)).toEqual({
      email: 'The contact unsubscribed from email.',
      call: ['call-consent-revoked'],
    });
    expect(
      (await readJson<{ contacts: unknown[] }>(await call('contacts?consent=sms:revoked', a.idToken))).contacts.map(
        (c) => (c as Answer).id,
      ),
    ).toEqual([imported]);

    // Deleted again, back through the signed webhook with consent in the payload: the same.
    await deleteContact(a.idToken, imported);
    const endpoint = await readJson<LeadEndpointWithSecret>(await call('leads/webhook-endpoint', a.idToken, 'POST'));
    const lead = { ...person, consent: { channels: ['email', 'sms', 'call'], text: WORDING, source: 'https://firm.test/review' } };
    const delivered = await send(signedWebhook(endpoint.url!, endpoint.secret, lead));
    expect(delivered.status).toBe(202);
    const fromWebhook = (await readJson<Answer>(delivered)).contact_id;
    const again = await readJson<Answer>(await call(`contacts/${fromWebhook}`, a.idToken));
    expect(again.consent).toEqual({ email: 'revoked', sms: 'revoked', call: 'revoked' });
    expect(again.consents.filter((c) => c.from_suppression_list)).toHaveLength(3);
    expect(await reachability(a.tenantId, fromWebhook, again)).toEqual({
      email: 'The contact unsubscribed from email.',
      call: ['call-consent-revoked'],
    });

    // Added by hand (POST) with only the phone: the phone's revocations (and the email's, recorded for the phone too) apply.
    await deleteContact(a.idToken, fromWebhook);
    const byHand = await readJson<Answer>(await call('contacts', a.idToken, 'POST', { name: 'J. Avery', phone: person.phone }));
    expect(byHand.consent).toEqual({ email: 'revoked', sms: 'revoked', call: 'revoked' });
  });

  it('is lifted only by consent recorded on the contact itself, and keeps do-not-contact', async () => {
    const a = await createAttorney();
    const first = await importRow(a.idToken, { ...person, do_not_contact: true });
    await call(`contacts/${first}/consents`, a.idToken, 'POST', { channel: 'sms', status: 'revoked', source: 'Replied STOP' });
    await deleteContact(a.idToken, first);

    const back = await importRow(a.idToken, { ...person, consents: grantedEverywhere });
    const contact = await readJson<Answer>(await call(`contacts/${back}`, a.idToken));
    expect(contact).toMatchObject({ do_not_contact: true, consent: { email: 'granted', sms: 'revoked', call: 'granted' } });
    expect(contact.do_not_contact_kept).toMatchObject({ source: 'Marked do not contact' });
    expect((await reachability(a.tenantId, back, contact)).email).toBe('The contact is marked do not contact.');

    // The firm records new consent with its wording and clears do-not-contact on the contact: both lifted.
    const granted = await call(`contacts/${back}/consents`, a.idToken, 'POST', {
      channel: 'sms',
      status: 'granted',
      source: 'Signed our texting consent form at the office',
      text: WORDING,
    });
    expect((await readJson<Answer>(granted)).consent.sms).toBe('granted');
    const { id, consents, consent, created_at, updated_at, do_not_contact_kept, ...fields } = contact;
    void [id, consents, consent, created_at, updated_at, do_not_contact_kept];
    expect((await call(`contacts/${back}`, a.idToken, 'PUT', { ...fields, do_not_contact: false })).status).toBe(200);
    await deleteContact(a.idToken, back);

    const third = await importRow(a.idToken, person);
    const clean = await readJson<Answer>(await call(`contacts/${third}`, a.idToken));
    expect(clean).toMatchObject({ do_not_contact: false, do_not_contact_kept: null, consent: { email: null, sms: null, call: null } });
    expect(clean.consents.filter((c) => c.from_suppression_list)).toEqual([]);
  });
});
