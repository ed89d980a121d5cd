import type { Transaction } from 'firebase-admin/firestore';
import type { SubscriptionDoc } from '../store/documents';
import * as store from '../store/collections';
import { createElement } from 'react';
import { PlatformMessage } from '../email/PlatformMessage';
import { ConfigError, serverEnv } from '../env';
import { firestore, writeTime } from '../firebase';
import { Invalid, UpstreamFailed } from '../errors';
import { MAX_JSON_BYTES, readBodyCapped } from '../http';
import { sendPlatformEmail } from '../sending/platform';
import { ENDED_STATUSES, normalizedEmail, subscriptionsOf } from './subscriptions';
import { stopFirmSending } from './cancellation';
import { PRODUCT_NAME } from '#shared/site';

/**
 * POST /api/billing/stripe-webhook: Stripe tells us a firm paid, changed or ended its
 * subscription, or failed a payment. The signature is checked by the official library on the
 * raw body (timestamp within 5 minutes) before anything is read; each event id is recorded with
 * the change it made, in one transaction, so a replay changes nothing.
 */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.payment_failed',
] as const;
type HandledEvent = (typeof STRIPE_EVENTS)[number];

export const BAD_SIGNATURE = 'The Stripe-Signature header is missing, too old or does not match this body: nothing was recorded.';
/** Stripe's own tolerance: an event signed more than 5 minutes ago is refused (a replayed capture). */
const TOLERANCE_SECONDS = 300;

export type WebhookOutcome = 'recorded' | 'replayed' | 'ignored';

interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

async function verifiedEvent(req: Request): Promise<StripeEventLike> {
  const secret = serverEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ConfigError(['STRIPE_WEBHOOK_SECRET'], 'STRIPE_WEBHOOK_SECRET is not set: Stripe events cannot be verified');
  const signature = req.headers.get('stripe-signature');
  if (!signature) throw new Invalid(BAD_SIGNATURE);
  const body = Buffer.from(await readBodyCapped(req, MAX_JSON_BYTES));
  const { default: Stripe } = await import('stripe');
  let event: Partial<StripeEventLike>;
  try {
    event = Stripe.webhooks.constructEvent(body, signature, secret, TOLERANCE_SECONDS) as unknown as Partial<StripeEventLike>;
  } catch {
    throw new Invalid(BAD_SIGNATURE);
  }
  if (typeof event?.id !== 'string' || !/^evt_\w{1,200}$/.test(event.id)) throw new Invalid('The event has no id (evt_...).');
  if (typeof event.type !== 'string') throw new Invalid('The event has no type.');
  if (typeof event.created !== 'number') throw new Invalid('The event has no created time.');
  if (typeof event.data?.object !== 'object' || event.data.object === null) throw new Invalid('The event has no data.object.');
  return event as StripeEventLike;
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
/** A Stripe reference is either an id or the expanded object. */
const idOf = (value: unknown) => str(value) ?? str((value as { id?: unknown } | null)?.id);
const isCustomerId = (id: string | null): id is string => id !== null && /^cus_[A-Za-z0-9]{1,64}$/.test(id);

/** What an event changes on the customer's subscription, or null when it names no customer we can key by. */
function changeOf(event: StripeEventLike, at: FirebaseFirestore.Timestamp) {
  const o = event.data.object;
  const customer = idOf(o.customer);
  if (!isCustomerId(customer)) return null;
  switch (event.type as HandledEvent) {
    case 'checkout.session.completed': {
      const details = o.customer_details as { email?: unknown } | null;
      const email = str(details?.email) ?? str(o.customer_email);
      return {
        customer,
        email,
        fields: {
          ...(email ? { email, email_normalized: normalizedEmail(email) } : {}),
          stripe_subscription_id: idOf(o.subscription),
          paid_at: at,
          status: 'active',
        },
      };
    }
    case 'customer.subscription.updated':
      return { customer, email: null, fields: { stripe_subscription_id: idOf(o.id), status: str(o.status) ?? 'incomplete' } };
    case 'customer.subscription.deleted':
      return { customer, email: null, fields: { stripe_subscription_id: idOf(o.id), status: 'canceled', cancelled_at: at } };
    case 'invoice.payment_failed':
      return { customer, email: str(o.customer_email), fields: { payment_failed_at: at } };
  }
}

/**
 * The firm a subscription pays for: linked when its workspace was created, else the workspace
 * made from a welcome form sent with the same address (a payment recorded after the workspace).
 */
async function firmOf(subscription: Partial<SubscriptionDoc>): Promise<string | null> {
  if (typeof subscription.tenant_id === 'string') return subscription.tenant_id;
  if (typeof subscription.email_normalized !== 'string') return null;
  const forms = await store
    .onboardingSubmissions(await firestore())
    .where('email_normalized', '==', subscription.email_normalized)
    .get();
  return (forms.docs.map((doc) => doc.get('workspace')?.tenant_id).find((id) => typeof id === 'string') as string | undefined) ?? null;
}

/** The link after checkout: the wizard, with the address the firm paid with filled in. */
export const welcomeLink = (email: string) => `${serverEnv().siteUrl}/welcome?email=${encodeURIComponent(email)}`;

async function sendWelcomeLink(email: string) {
  await sendPlatformEmail({
    to: email,
    subject: `Welcome to ${PRODUCT_NAME}: tell us about your firm`,
    body: createElement(PlatformMessage, {
      preview: 'One short form, then we prepare your first newsletter.',
      heading: `Thank you for subscribing to ${PRODUCT_NAME}`,
      paragraphs: [
        'Your payment went through. The next step is a short form about your firm, your area and your brand: it takes about five minutes, and we start on your first newsletter as soon as it arrives.',
        'If you already filled it in after checkout, there is nothing more to do.',
      ],
      action: { label: 'Set up your newsletter', url: welcomeLink(email) },
    }),
  });
}

/**
 * Records one verified event: the event id and the subscription's new fields in one transaction
 * (a replayed id finds its record and writes nothing). Status changes apply only when the event
 * is not older than the one that set the current status: Stripe does not promise order.
 */
export async function recordStripeEvent(req: Request): Promise<{ outcome: WebhookOutcome; event_id: string }> {
  const event = await verifiedEvent(req);
  if (!(STRIPE_EVENTS as readonly string[]).includes(event.type)) return { outcome: 'ignored', event_id: event.id };
  const db = await firestore();
  const now = await writeTime();
  const change = changeOf(event, now);
  if (!change) return { outcome: 'ignored', event_id: event.id };
  const eventRef = store.stripeEvents(db).doc(event.id);
  const subscriptionRef = subscriptionsOf(db).doc(change.customer);
  const result = await db.runTransaction(async (tx: Transaction) => {
    const [seen, current] = await Promise.all([tx.get(eventRef), tx.get(subscriptionRef)]);
    if (seen.exists) return { replayed: true, subscription: current.data() };
    const d: Partial<SubscriptionDoc> = current.data() ?? {};
    const fields: Record<string, unknown> = { ...change.fields };
    const statusAt = typeof d.status_event_created === 'number' ? d.status_event_created : 0;
    if ('status' in fields) {
      // An older event arriving late does not undo a newer status; a cancellation is final.
      if (event.created < statusAt || (ENDED_STATUSES.has(d.status ?? '') && fields.status !== d.status)) delete fields.status;
      else fields.status_event_created = event.created;
    }
    if (fields.paid_at && d.paid_at) delete fields.paid_at;
    tx.create(eventRef, { type: event.type, customer: change.customer, created: event.created, received_at: now });
    tx.set(subscriptionRef, { ...fields, updated_at: now, ...(current.exists ? {} : { created_at: now }) }, { merge: true });
    return { replayed: false, subscription: { ...d, ...fields } };
  });
  const subscription = result.subscription ?? {};
  // The link after checkout, once: a replay of the event sends it only if the first attempt failed.
  if (event.type === 'checkout.session.completed' && subscription.email && !subscription.welcome_email_sent_at) {
    try {
      await sendWelcomeLink(subscription.email as string);
    } catch (error) {
      // Not a 2xx, so Stripe sends the event again; the replay finds the email unsent and retries it.
      console.error('Stripe webhook: the link after checkout was not sent:', error);
      throw new UpstreamFailed('The event was recorded, but the email with the setup link could not be sent; send the event again.');
    }
    await subscriptionRef.update({ welcome_email_sent_at: await writeTime() });
  }
  if (!result.replayed && event.type === 'customer.subscription.deleted') {
    const tenantId = await firmOf(subscription);
    if (tenantId) await stopFirmSending(tenantId);
  }
  return { outcome: result.replayed ? 'replayed' : 'recorded', event_id: event.id };
}
