// Stripe events as Stripe sends them: JSON signed with the endpoint's secret by the official
// library's own test helper, so the webhook's real verification runs.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { send } from './support';

export const webhookSecret = () => process.env.STRIPE_WEBHOOK_SECRET!;

export interface StripeTestEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

export const newCustomerId = () => `cus_${randomUUID().replaceAll('-', '').slice(0, 14)}`;

export function stripeEvent(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)): StripeTestEvent {
  return { id: `evt_${randomUUID().replaceAll('-', '')}`, type, created, data: { object } };
}

export const checkoutCompleted = (customer: string, email: string) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_test_${randomUUID().replaceAll('-', '')}`,
    object: 'checkout.session',
    customer,
    customer_details: { email },
    subscription: `sub_${customer.slice(4)}`,
    payment_status: 'paid',
    mode: 'subscription',
  });

export const subscriptionEvent = (
  type: 'customer.subscription.updated' | 'customer.subscription.deleted',
  customer: string,
  status: string,
) => stripeEvent(type, { id: `sub_${customer.slice(4)}`, object: 'subscription', customer, status });

/** Sends an event signed as Stripe would (a different secret or time when asked). */
export function postStripeEvent(
  event: StripeTestEvent | string,
  {
    secret = webhookSecret(),
    timestamp = Math.floor(Date.now() / 1000),
    signature,
  }: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header = signature !== undefined ? signature : Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== null) headers['stripe-signature'] = header;
  return send(new Request('http://localhost/api/billing/stripe-webhook', { method: 'POST', headers, body: payload }));
}
