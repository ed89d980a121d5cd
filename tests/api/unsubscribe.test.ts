import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContactDetail } from '#shared/schemas/contacts';
import type { EnrolResult, SequenceEnrolments } from '#shared/schemas/enrolments';
import { firestore } from '#server/firebase';
import { UNSUBSCRIBE_PER_ADDRESS, unsubscribePerAddress } from '#server/rateLimit';
import { deliverDue } from '#server/sending/deliverDue';
import { legacyUnsubscribeTokenForTests } from '#server/sending/unsubscribeToken';
import { emailSuppressionKey } from '#server/contacts/suppressions';
import { caughtFor } from './mailCatcher';
import { addContact, messagesOfSequence, sendingFirm } from './sendingSupport';
import { readJson, send } from './support';

/** The https address in the List-Unsubscribe header of the message a contact got. */
async function unsubscribeLink(address: string): Promise<string> {
  const [message] = await caughtFor(address);
  return message!.listUnsubscribe!.split(',')[0]!.trim().replace(/^<|>$/g, '');
}

const pathOf = (link: string) => new URL(link).pathname;
const open = (link: string, init: RequestInit = {}, ip?: string) => send(new Request(`http://localhost${pathOf(link)}`, init), { ip });
const press = (link: string, ip?: string) =>
  open(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }, ip);

/** A firm that has sent its first email to a contact created through the API (with its dedupe keys). */
async function firmThatEmailed(email = `${randomUUID()}@example.com`) {
  const firm = await sendingFirm();
  const person = { name: 'Dana Whitfield', email, relationship: 'subscriber' as const };
  const created = await firm.call('contacts', 'POST', person);
  expect(created.status).toBe(201);
  const contact = await readJson<ContactDetail>(created);
  await firm.call(`sequences/${firm.sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
  await deliverDue({ firms: [firm.attorney.tenantId] });
  return { ...firm, person, contact, link: await unsubscribeLink(email) };
}

const contactOf = async (call: (path: string) => Promise<Response>, id: string) => readJson<ContactDetail>(await call(`contacts/${id}`));

describe('unsubscribe', () => {
  it('shows a page whose own policy lets its form post to itself, and one click (RFC 8058) revokes email consent at once', async () => {
    const { attorney, call, sequenceId } = await sendingFirm();
    const contact = await addContact(attorney.tenantId);
    await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
    await deliverDue({ firms: [attorney.tenantId] });
    const link = await unsubscribeLink(contact.email);

    // Visiting the link (or a scanner fetching it) changes nothing.
    const page = await open(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop receiving marketing emails from Rivera Injury Law?');
    const self = `http://localhost${pathOf(link)}`;
    expect(html).toContain(`<form method="post" action="${self}">`);
    const policy = page.headers.get('content-security-policy')!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action ${self};`);
    expect(policy).not.toContain("form-action 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const db = await firestore();
    const contactRef = db.doc(`tenants/${attorney.tenantId}/contacts/${contact.id}`);
    expect((await contactRef.get()).get('consent.email')).toBe('granted');

    const clicked = await press(link);
    expect(clicked.status).toBe(200);
    expect(await clicked.text()).toContain('You are unsubscribed');
    expect((await contactRef.get()).get('consent.email')).toBe('revoked');
    const consents = await contactRef.collection('consents').get();
    expect(consents.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ channel: 'email', status: 'revoked', source: 'unsubscribe-link' }),
    ]);
    expect(
      (await db.doc(`tenants/${attorney.tenantId}/suppressions/${emailSuppressionKey(contact.email)}`).get()).get('email'),
    ).toMatchObject({
      source: 'unsubscribe-link',
    });

    // Honoured at once: the next email is skipped, and the attorney sees the unsubscribe.
    await deliverDue({ now: () => Date.now() + 4 * 24 * 60 * 60 * 1000, firms: [attorney.tenantId] });
    expect(await caughtFor(contact.email)).toHaveLength(1);
    const day3 = (await messagesOfSequence(attorney.tenantId, sequenceId)).find((m) => m.day === 3)!;
    expect(day3).toMatchObject({ status: 'skipped', reason: 'The contact unsubscribed from email.' });
    const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
    expect(list.counts).toMatchObject({ unsubscribed: 1, sent: 1, skipped: 1 });
    expect(list.enrolments[0]!.unsubscribed).toBe(true);
  });

  it('says "already unsubscribed" on a repeat and records nothing new', async () => {
    const { attorney, call, contact, link } = await firmThatEmailed();
    expect(await (await press(link)).text()).toContain('You are unsubscribed');
    const db = await firestore();
    const written = async () =>
      (
        await db.getAll(
          db.doc(`tenants/${attorney.tenantId}/contacts/${contact.id}`),
          db.doc(`tenants/${attorney.tenantId}/suppressions/${emailSuppressionKey(contact.email!)}`),
        )
      ).map((snap) => snap.updateTime?.toMillis());
    const before = await written();

    for (const again of [await press(link), await press(link)]) {
      expect(again.status).toBe(200);
      const text = await again.text();
      expect(text).toContain('You are already unsubscribed');
      expect(text).not.toContain('You are unsubscribed<');
    }
    // The page itself says so before anyone presses anything, and offers no button.
    const visit = await (await open(link)).text();
    expect(visit).toContain('You are already unsubscribed');
    expect(visit).not.toContain('<form');
    expect(await written()).toEqual(before);
    expect((await contactOf(call, contact.id)).consents).toHaveLength(1);
  });

  it('holds after the contact is deleted and added again: the link is bound to the address, not the contact document', async () => {
    // Unsubscribing after the person was deleted and added again reaches the new contact.
    const first = await firmThatEmailed();
    expect((await first.call(`contacts/${first.contact.id}`, 'DELETE')).status).toBe(204);
    const again = await readJson<ContactDetail>(await first.call('contacts', 'POST', first.person));
    expect(again.consent.email).toBeNull();
    const res = await press(first.link);
    expect(await res.text()).toContain('You are unsubscribed');
    const now = await contactOf(first.call, again.id);
    expect(now.consent.email).toBe('revoked');
    expect(now.consents).toEqual([expect.objectContaining({ channel: 'email', status: 'revoked', source: 'unsubscribe-link' })]);
    const enrol = await readJson<EnrolResult>(
      await first.call(`sequences/${first.sequenceId}/enrolments`, 'POST', { contactIds: [again.id] }),
    );
    expect(enrol.not_enrolled).toEqual([expect.objectContaining({ contact_id: again.id, reason: 'The contact unsubscribed from email.' })]);

    // Unsubscribing while nobody holds the address lands on the suppression list, and a later contact with it keeps it.
    const second = await firmThatEmailed();
    expect((await second.call(`contacts/${second.contact.id}`, 'DELETE')).status).toBe(204);
    expect(await (await press(second.link)).text()).toContain('You are unsubscribed');
    const back = await readJson<ContactDetail>(
      await second.call('contacts', 'POST', { ...second.person, email: second.person.email.toUpperCase() }),
    );
    expect(back.consent.email).toBe('revoked');
    expect(back.consents).toEqual([expect.objectContaining({ channel: 'email', status: 'revoked', from_suppression_list: true })]);
  });

  it('still honours links in emails sent before these tokens, after the contact is deleted too', async () => {
    const { attorney, call, contact, person } = await firmThatEmailed();
    const legacy = `http://localhost/api/unsubscribe/${legacyUnsubscribeTokenForTests(attorney.tenantId, contact.id)}`;
    expect(await (await open(legacy)).text()).toContain('Stop receiving marketing emails from Rivera Injury Law?');
    expect(await (await press(legacy)).text()).toContain('You are unsubscribed');
    expect((await contactOf(call, contact.id)).consent.email).toBe('revoked');
    expect(await (await press(legacy)).text()).toContain('You are already unsubscribed');

    // Deleted before the press: the address is found from the enrolment the email went out under.
    const other = await firmThatEmailed();
    expect((await other.call(`contacts/${other.contact.id}`, 'DELETE')).status).toBe(204);
    const old = `http://localhost/api/unsubscribe/${legacyUnsubscribeTokenForTests(other.attorney.tenantId, other.contact.id)}`;
    expect(await (await press(old)).text()).toContain('You are unsubscribed');
    const back = await readJson<ContactDetail>(await other.call('contacts', 'POST', other.person));
    expect(back.consent.email).toBe('revoked');
    expect(person.email).not.toBe(other.person.email);
  });

  it('refuses a link that was altered or spelled differently, without revealing anything or changing anything', async () => {
    const { attorney, call, contact, link } = await firmThatEmailed();
    const token = new URL(link).pathname.split('/').at(-1)!;
    const swapped = token.slice(0, 40) + (token[40] === 'A' ? 'B' : 'A') + token.slice(41);
    const legacy = legacyUnsubscribeTokenForTests(attorney.tenantId, contact.id);
    const [tenant, , signature] = legacy.split('.');
    const forged = `${tenant}.${Buffer.from('someoneElse').toString('base64url')}.${signature}`;
    // The legacy signature's last character has four spare bits: flipping the lowest spells the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = `${legacy.slice(0, -1)}${alphabet[alphabet.indexOf(legacy.at(-1)!) ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(Buffer.from(signature!, 'base64url'));
    const db = await firestore();
    const suppression = db.doc(`tenants/${attorney.tenantId}/suppressions/${emailSuppressionKey(contact.email!)}`);
    for (const bad of [swapped, `${token}x`, token.slice(0, -4), 'nonsense', forged, respelled]) {
      const res = await press(`http://localhost/api/unsubscribe/${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await res.text()).toContain('This unsubscribe link is not valid');
    }
    expect((await suppression.get()).exists).toBe(false);
    expect((await contactOf(call, contact.id)).consent.email).toBeNull();
    expect((await open(link, { method: 'DELETE' })).status).toBe(405);
  });

  it(`limits one address to ${UNSUBSCRIBE_PER_ADDRESS} visits and presses every 10 minutes, answering with a page and Retry-After`, async () => {
    const { call, contact, link } = await firmThatEmailed();
    const ip = '203.0.113.77';
    const now = Date.now();
    await (
      await firestore()
    )
      .doc(unsubscribePerAddress(ip).path)
      .set({ hits: Array.from({ length: UNSUBSCRIBE_PER_ADDRESS }, (_, i) => now - 1000 - i) });
    for (const res of [await open(link, {}, ip), await press(link, ip)]) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Too many unsubscribe requests came from your network.');
    }
    expect((await contactOf(call, contact.id)).consent.email).toBeNull();
    expect(await (await press(link, '203.0.113.78')).text()).toContain('You are unsubscribed');
  });
});
