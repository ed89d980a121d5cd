import { describe, expect, it } from 'vitest';
import type { SequenceEnrolments } from '#shared/schemas/enrolments';
import { firestore } from '#server/firebase';
import { deliverDue } from '#server/sending/deliverDue';
import { caughtFor } from './mailCatcher';
import { addContact, messagesOfSequence, sendingFirm } from './sendingSupport';
import { readJson, send } from './support';

/** The https address in the List-Unsubscribe header of the message a contact got. */
async function unsubscribeLink(address: string): Promise<string> {
  const [message] = await caughtFor(address);
  return message!.listUnsubscribe!.split(',')[0]!.trim().replace(/^<|>$/g, '');
}

const pathOf = (link: string) => new URL(link).pathname;
const open = (link: string, init: RequestInit = {}) => send(new Request(`http://localhost${pathOf(link)}`, init));

describe('unsubscribe', () => {
  it('shows a confirmation page, and one click (RFC 8058) revokes email consent at once', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    await deliverDue();
    const link = await unsubscribeLink(contact.email);

    // Visiting the link (or a scanner fetching it) changes nothing.
    const page = await open(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop receiving marketing emails from Rivera Injury Law?');
    expect(html).toContain('<form method="post">');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const db = await firestore();
    const contactRef = db.doc(`tenants/${attorney.tenantId}/contacts/${contact.id}`);
    expect((await contactRef.get()).get('consent.email')).toBe('granted');

    const clicked = await open(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('You are unsubscribed');
    expect((await contactRef.get()).get('consent.email')).toBe('revoked');
    const consents = await contactRef.collection('consents').get();
    expect(consents.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ channel: 'email', status: 'revoked', source: 'unsubscribe-link' }),
    ]);

    // Honoured at once: the next email is skipped, and the attorney sees the unsubscribe.
    await deliverDue({ now: () => Date.now() + 4 * 24 * 60 * 60 * 1000 });
    expect(await caughtFor(contact.email)).toHaveLength(1);
    const day3 = (await messagesOfSequence(attorney.tenantId, sequenceId)).find((m) => m.day === 3)!;
    expect(day3).toMatchObject({ status: 'skipped', reason: 'The contact unsubscribed from email.' });
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.counts).toMatchObject({ unsubscribed: 1, sent: 1, skipped: 1 });
    expect(list.enrolments[0].unsubscribed).toBe(true);
  });

  it('refuses a link that was altered, without revealing anything', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const [a, b] = await Promise.all([addContact(attorney.tenantId), addContact(attorney.tenantId)]);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [a.id, b.id] });
    await deliverDue();
    const link = await unsubscribeLink(a.email);
    const [tenant, , signature] = link.split('/').at(-1)!.split('.');
    // Another contact's id with A's signature.
    const forged = `http://localhost/api/unsubscribe/${tenant}.${Buffer.from(b.id).toString('base64url')}.${signature}`;
    for (const bad of [forged, 'http://localhost/api/unsubscribe/nonsense', `${link}x`]) {
      const res = await open(bad, { method: 'POST', body: 'List-Unsubscribe=One-Click' });
      expect(res.status, bad).toBe(404);
      expect(await res.text()).toContain('This unsubscribe link is not valid');
    }
    const db = await firestore();
    expect((await db.doc(`tenants/${attorney.tenantId}/contacts/${b.id}`).get()).get('consent.email')).toBe('granted');
    expect((await open(link, { method: 'DELETE' })).status).toBe(405);
  });
});
