import { createHash } from 'node:crypto';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { SubscriptionDoc } from '../store/documents';
import * as store from '../store/collections';
import { firestore } from '../firebase';

/**
 * Subscriptions, one per Stripe customer: subscriptions/{customer id}, with the customer's email
 * (as Stripe has it and normalised), the Stripe subscription id and its status. Written only by the
 * Stripe webhook (stripeWebhook.ts); the desk and the wizard's confirmation read them.
 */
export const subscriptionsOf = (db: Firestore) => store.subscriptions(db);

/** What the desk shows of a subscription. */
export interface SubscriptionView {
  customer_id: string;
  email: string | null;
  status: string;
  paid_at: string | null;
  cancelled_at: string | null;
  payment_failed_at: string | null;
}

const iso = (t: Timestamp | null | undefined) => (t ? t.toDate().toISOString() : null);

export function subscriptionView(id: string, d: SubscriptionDoc): SubscriptionView {
  return {
    customer_id: id,
    email: d.email ?? null,
    status: d.status ?? 'incomplete',
    paid_at: iso(d.paid_at),
    cancelled_at: iso(d.cancelled_at),
    payment_failed_at: iso(d.payment_failed_at),
  };
}

/** Stripe's statuses that mean the firm no longer pays for the service. */
export const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

/** Every subscription, newest payment first (the desk: a few hundred clients at most). */
export async function listSubscriptions(): Promise<SubscriptionView[]> {
  const snap = await subscriptionsOf(await firestore()).get();
  return snap.docs.map((doc) => subscriptionView(doc.id, doc.data())).sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''));
}

/** The subscription paid for with this email address, if any (the newest when there are several). */
export async function subscriptionForEmail(email: string): Promise<SubscriptionView | null> {
  const snap = await subscriptionsOf(await firestore())
    .where('email_normalized', '==', normalizedEmail(email))
    .get();
  const views = snap.docs.map((doc) => subscriptionView(doc.id, doc.data()));
  return views.sort((a, b) => (b.paid_at ?? '').localeCompare(a.paid_at ?? ''))[0] ?? null;
}

/** A stable, opaque key for an email address (the desk's row id of a payment without a submission). */
export const emailKey = (email: string) => createHash('sha256').update(normalizedEmail(email)).digest('hex').slice(0, 32);
