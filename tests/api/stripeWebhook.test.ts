import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { BAD_SIGNATURE } from '#server/backoffice/stripeWebhook';
import { caughtFor } from './mailCatcher';
import { checkoutCompleted, newCustomerId, postStripeEvent, stripeEvent, subscriptionEvent } from './stripeSupport';
import { readError, readJson, send, storeSnapshot } from './support';

const subscription = async (customer: string) => (await (await firestore()).doc(`subscriptions/${customer}`).get()).data();
const newEmail = () => `owner-${randomUUID()}@firm.example`;

describe('POST /api/billing/stripe-webhook', () => {
  it('valid: a completed checkout records the subscription as paid and emails the link to the wizard with the address filled in', async () => {
    const customer = newCustomerId();
    const email = newEmail();
    const event = checkoutCompleted(customer, email);
    const res = await postStripeEvent(event);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ received: true, outcome: 'recorded', event_id: event.id });
    expect(await subscription(customer)).toMatchObject({
      email,
      email_normalized: email,
      status: 'active',
      stripe_subscription_id: `sub_${customer.slice(4)}`,
    });
    const [mail] = await caughtFor(email);
    expect(mail!.subject).toBe('Welcome to CaseCourier: tell us about your firm');
    expect(mail!.text).toContain(`/welcome?email=${encodeURIComponent(email)}`);
    expect(mail!.html).toContain(`/welcome?email=${encodeURIComponent(email)}`);
  });

  it('replayed: the same event id again answers "replayed", changes nothing and sends no second email', async () => {
    const customer = newCustomerId();
    const email = newEmail();
    const event = checkoutCompleted(customer, email);
    expect((await postStripeEvent(event)).status).toBe(200);
    const before = await storeSnapshot();
    const res = await postStripeEvent(event);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ outcome: 'replayed' });
    expect(await storeSnapshot()).toEqual(before);
    expect(await caughtFor(email)).toHaveLength(1);
  });

  it('forged: a signature made with another secret, a tampered body or no signature is 400 and writes nothing', async () => {
    const customer = newCustomerId();
    const event = checkoutCompleted(customer, newEmail());
    const before = await storeSnapshot();
    const forged = await postStripeEvent(event, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(await readError(forged)).toBe(BAD_SIGNATURE);
    const good = JSON.stringify(event);
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: good,
      secret: process.env.STRIPE_WEBHOOK_SECRET!,
    });
    const tampered = await postStripeEvent(good.replace(customer, newCustomerId()), { signature: header });
    expect(tampered.status).toBe(400);
    const unsigned = await postStripeEvent(event, { signature: null });
    expect(unsigned.status).toBe(400);
    expect(await readError(unsigned)).toBe(BAD_SIGNATURE);
    expect(await storeSnapshot()).toEqual(before);
    expect(await subscription(customer)).toBeUndefined();
  });

  it('stale: an event signed more than five minutes ago is 400 and writes nothing', async () => {
    const customer = newCustomerId();
    const before = await storeSnapshot();
    const res = await postStripeEvent(checkoutCompleted(customer, newEmail()), { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(res.status).toBe(400);
    expect(await readError(res)).toBe(BAD_SIGNATURE);
    expect(await storeSnapshot()).toEqual(before);
  });

  it('records updates, failed payments and the cancellation; an older event arriving late does not undo a newer status', async () => {
    const customer = newCustomerId();
    const email = newEmail();
    await postStripeEvent(checkoutCompleted(customer, email));
    const now = Math.floor(Date.now() / 1000);
    const pastDue = { ...subscriptionEvent('customer.subscription.updated', customer, 'past_due'), created: now + 1 };
    expect(await readJson(await postStripeEvent(pastDue))).toMatchObject({ outcome: 'recorded' });
    expect(await subscription(customer)).toMatchObject({ status: 'past_due' });
    const failed = stripeEvent('invoice.payment_failed', { id: 'in_1', object: 'invoice', customer, customer_email: email });
    await postStripeEvent(failed);
    expect((await subscription(customer))!.payment_failed_at).toBeTruthy();
    const late = { ...subscriptionEvent('customer.subscription.updated', customer, 'active'), created: now - 60 };
    expect(await readJson(await postStripeEvent(late))).toMatchObject({ outcome: 'recorded' });
    expect(await subscription(customer)).toMatchObject({ status: 'past_due' });
    await postStripeEvent({ ...subscriptionEvent('customer.subscription.deleted', customer, 'canceled'), created: now + 2 });
    expect(await subscription(customer)).toMatchObject({ status: 'canceled' });
    expect((await subscription(customer))!.cancelled_at).toBeTruthy();
  });

  it('ignores event types it does not handle and events with no customer, writing nothing', async () => {
    const before = await storeSnapshot();
    const other = await postStripeEvent(stripeEvent('charge.refunded', { id: 'ch_1', customer: newCustomerId() }));
    expect(await readJson(other)).toMatchObject({ outcome: 'ignored' });
    const noCustomer = await postStripeEvent(stripeEvent('checkout.session.completed', { id: 'cs_1', customer: null }));
    expect(await readJson(noCustomer)).toMatchObject({ outcome: 'ignored' });
    expect(await storeSnapshot()).toEqual(before);
  });

  it('a signed body that is not an event is 400 naming what is missing, and other methods are 405', async () => {
    const before = await storeSnapshot();
    const empty = await postStripeEvent('{}');
    expect(empty.status).toBe(400);
    expect(await readError(empty)).toBe('The event has no id (evt_...).');
    const noType = await postStripeEvent(JSON.stringify({ id: 'evt_1', created: 1, data: { object: {} } }));
    expect(await readError(noType)).toBe('The event has no type.');
    expect(await storeSnapshot()).toEqual(before);
    const get = await send(new Request('http://localhost/api/billing/stripe-webhook'));
    expect(get.status).toBe(405);
  });
});
