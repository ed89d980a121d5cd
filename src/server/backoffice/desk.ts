import type { Firestore } from 'firebase-admin/firestore';
import type { OnboardingSubmissionDoc } from '../store/documents';
import { businessDaysAfter } from '#shared/backoffice/businessDays';
import {
  type DeskRow,
  type DeskState,
  type DeskSubmissionDetail,
  LAUNCH_WITHIN_BUSINESS_DAYS,
  type PromiseClock,
  PROOF_WITHIN_HOURS,
} from '#shared/backoffice/desk';
import { isStateCode } from '#shared/usStates';
import { firestore, isRecordId } from '../firebase';
import { NotFound } from '../errors';
import * as store from '../store/collections';
import { UPLOADS_STORE } from '../firm/onboarding';
import { emailKey, ENDED_STATUSES, normalizedEmail, subscriptionsOf, subscriptionView, type SubscriptionView } from './subscriptions';

/**
 * The desk's list: every welcome form and every payment whose form has not arrived, each with
 * its state on the way to the first newsletter and the clock against our promises (a proof
 * within 24 hours of the form, the first issue sent within 10 business days), overdue first,
 * then newest first. A client's state is read from what happened (the subscription, the form,
 * the workspace, its campaigns), never kept beside it, so it cannot drift.
 */
export const SUBMISSION_NOT_FOUND = 'That submission';

const iso = (t: { toDate(): Date } | null | undefined) => (t ? t.toDate().toISOString() : null);

interface CampaignFacts {
  drafted: boolean;
  awaitingApproval: boolean;
  approved: boolean;
  launched: boolean;
  launchedAt: string | null;
}

async function campaignFacts(db: Firestore, tenantId: string): Promise<CampaignFacts> {
  const snap = await store.campaigns(db, tenantId).select('status', 'started_at', 'finished_at').get();
  const statuses = snap.docs.map((doc) => doc.get('status') as string);
  const launched = snap.docs
    .filter((doc) => ['sending', 'paused', 'sent'].includes(doc.get('status')))
    .map((doc) => iso(doc.get('started_at')) ?? iso(doc.get('finished_at')))
    .filter((at): at is string => at !== null)
    .sort();
  return {
    drafted: snap.size > 0,
    awaitingApproval: statuses.includes('awaiting_approval'),
    approved: statuses.some((s) => s === 'approved' || s === 'scheduled'),
    launched: statuses.some((s) => ['sending', 'paused', 'sent'].includes(s)),
    launchedAt: launched[0] ?? null,
  };
}

function stateOf(subscription: SubscriptionView | null, form: OnboardingSubmissionDoc | null, facts: CampaignFacts | null): DeskState {
  if (subscription && ENDED_STATUSES.has(subscription.status)) return 'cancelled';
  if (facts?.launched) return 'launched';
  if (facts?.approved) return 'approved';
  if (form?.first_proof_at || facts?.awaitingApproval) return 'proof_sent';
  if (facts?.drafted) return 'first_issue_drafted';
  if (form?.workspace) return 'workspace_invited';
  if (form) return 'wizard_received';
  return 'paid';
}

function clock(dueAt: Date, doneAt: string | null, kept: boolean, now: Date): PromiseClock {
  return { due_at: dueAt.toISOString(), done_at: doneAt, overdue: !kept && now > dueAt };
}

function rowOf(
  id: string,
  form: OnboardingSubmissionDoc | null,
  subscription: SubscriptionView | null,
  facts: CampaignFacts | null,
  now: Date,
): DeskRow {
  const state = stateOf(subscription, form, facts);
  const submitted = form?.created_at?.toDate() as Date | undefined;
  const cancelled = state === 'cancelled';
  const proof =
    submitted && !cancelled
      ? clock(new Date(submitted.getTime() + PROOF_WITHIN_HOURS * 3_600_000), iso(form!.first_proof_at), Boolean(form!.first_proof_at), now)
      : null;
  const launch =
    submitted && !cancelled
      ? clock(businessDaysAfter(submitted, LAUNCH_WITHIN_BUSINESS_DAYS), facts?.launchedAt ?? null, Boolean(facts?.launched), now)
      : null;
  return {
    id: form ? id : `payment-${emailKey(subscription?.email ?? subscription?.customer_id ?? id)}`,
    submission_id: form ? id : null,
    firm_name: form?.firmName ?? subscription?.email ?? 'A new subscriber',
    contact_name: form?.primaryContactName ?? null,
    email: form?.email || subscription?.email || null,
    state,
    paid_at: subscription?.paid_at ?? null,
    submitted_at: submitted?.toISOString() ?? null,
    subscription_status: subscription?.status ?? null,
    tenant_id: form?.workspace?.tenant_id ?? null,
    proof,
    launch,
    overdue: Boolean(proof?.overdue || launch?.overdue),
    unsent_emails: form
      ? [
          ...(form.ops_notified_at ? [] : ['operations notice']),
          ...(form.confirmation_sent_at || !form.email ? [] : ['confirmation to the attorney']),
        ]
      : [],
  };
}

async function subscriptionsByEmail(db: Firestore): Promise<Map<string, SubscriptionView>> {
  const byEmail = new Map<string, SubscriptionView>();
  for (const doc of (await subscriptionsOf(db).get()).docs) {
    const view = subscriptionView(doc.id, doc.data());
    const key = view.email ? normalizedEmail(view.email) : `customer:${doc.id}`;
    const known = byEmail.get(key);
    if (!known || (view.paid_at ?? '') > (known.paid_at ?? '')) byEmail.set(key, view);
  }
  return byEmail;
}

const formEmail = (d: OnboardingSubmissionDoc) => (typeof d.email === 'string' && d.email ? normalizedEmail(d.email) : null);

export async function deskRows(now = new Date()): Promise<DeskRow[]> {
  const db = await firestore();
  const [forms, subscriptions] = await Promise.all([store.onboardingSubmissions(db).get(), subscriptionsByEmail(db)]);
  const withForm = new Set<string>();
  const rows = await Promise.all(
    forms.docs.map(async (doc) => {
      const d = doc.data();
      const email = formEmail(d);
      if (email) withForm.add(email);
      const tenantId = d.workspace?.tenant_id as string | undefined;
      return rowOf(doc.id, d, email ? (subscriptions.get(email) ?? null) : null, tenantId ? await campaignFacts(db, tenantId) : null, now);
    }),
  );
  for (const [email, subscription] of subscriptions) {
    if (!withForm.has(email)) rows.push(rowOf(subscription.customer_id, null, subscription, null, now));
  }
  const newest = (row: DeskRow) => row.submitted_at ?? row.paid_at ?? '';
  return rows.sort((a, b) => Number(b.overdue) - Number(a.overdue) || newest(b).localeCompare(newest(a)));
}

/** A submission's document; another id, or one that names nothing, is 404. */
export async function submissionDoc(id: string) {
  if (!isRecordId(id)) throw NotFound.of(SUBMISSION_NOT_FOUND);
  const db = await firestore();
  const snap = await store.onboardingSubmissions(db).doc(id).get();
  if (!snap.exists) throw NotFound.of(SUBMISSION_NOT_FOUND);
  return snap;
}

/** "100 Main St, Springfield, CA 90210" → ["CA"]. */
function statesInAddress(address: string): string[] {
  const match = /,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/m.exec(address);
  return match && isStateCode(match[1]!) ? [match[1]!] : [];
}

const FORM_FIELDS = [
  'firmName',
  'primaryContactName',
  'email',
  'phoneNumber',
  'firmWebsiteUrl',
  'stateBarNumber',
  'physicalAddress',
  'targetCity',
  'addAnotherCity',
  'entireCounty',
  'specificZipCodes',
  'accidentTypes',
  'otherAccidentType',
  'brandColors',
  'newsletterSendDay',
  'specialInstructions',
] as const;

export async function submissionDetail(id: string, now = new Date()): Promise<DeskSubmissionDetail> {
  const snap = await submissionDoc(id);
  const d = snap.data()!;
  const db = await firestore();
  const email = formEmail(d);
  const subscription = email ? ((await subscriptionsByEmail(db)).get(email) ?? null) : null;
  const tenantId = d.workspace?.tenant_id as string | undefined;
  const row = rowOf(id, d, subscription, tenantId ? await campaignFacts(db, tenantId) : null, now);
  return {
    ...row,
    form: Object.fromEntries(FORM_FIELDS.map((field) => [field, d[field] ?? null])),
    images: {
      logo: d.firm_logo_blob_key ? `desk/submissions/${id}/images/logo` : null,
      headshot: d.headshot_blob_key ? `desk/submissions/${id}/images/headshot` : null,
    },
    suggested_profile: {
      firmName: d.firmName ?? '',
      responsibleAttorney: d.primaryContactName ?? '',
      address: d.physicalAddress ?? '',
      phone: d.phoneNumber ?? '',
      website: d.firmWebsiteUrl ?? '',
      licensedStates: statesInAddress(d.physicalAddress ?? ''),
    },
  };
}

/** The form's logo or headshot, as uploaded (PNG or JPEG, sniffed when it was stored). */
export async function submissionImage(id: string, which: string): Promise<Response> {
  const d = (await submissionDoc(id)).data()!;
  const key = which === 'logo' ? d.firm_logo_blob_key : which === 'headshot' ? d.headshot_blob_key : null;
  if (typeof key !== 'string' || !key) throw NotFound.of('That image');
  const { getStore } = await import('@netlify/blobs');
  const result = await getStore({ name: UPLOADS_STORE, consistency: 'strong' }).getWithMetadata(key, { type: 'arrayBuffer' });
  if (!result) throw NotFound.of('That image');
  const type = result.metadata.contentType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  return new Response(result.data, { headers: { 'content-type': type, 'cache-control': 'private, no-store' } });
}
