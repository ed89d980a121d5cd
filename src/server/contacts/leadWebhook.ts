import { createHash, randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { createContactSchema } from '#shared/schemas/contacts';
import {
  DEFAULT_LEAD_MAPPING,
  LEAD_PAYLOAD_MAX_BYTES,
  type LeadAccepted,
  leadFromPayload,
  leadMappingSchema,
  type LeadEndpoint,
  type LeadEndpointWithSecret,
  type LeadMapping,
  type LeadMappingAnswer,
} from '#shared/schemas/leadWebhook';
import { Invalid, NotFound, TooLarge, Unauthenticated } from '../errors';
import { firestore, writeTime } from '../firebase';
import { parseWith } from '../http';
import {
  leadWebhookPerEndpoint,
  leadWebhookRefusedPerAddress,
  leadWebhookRefusedPerEndpoint,
  refuseWhenFull,
  takeRateLimitSlots,
  webhookRotationsPerFirm,
} from '../rateLimit';
import { openSecret, sealSecret } from '../secrets';
import type { StoredSecret } from '../store/documents';
import * as store from '../store/collections';
import { inTransaction, writeContactsInTransaction } from './contacts';

/**
 * Signed lead intake (Standard Webhooks). Each firm has one endpoint; its id is public (it is
 * in the URL), so `webhook_endpoints/{id}` sits at the top level and names its tenant: the
 * public route finds the firm from the id alone. Secrets are stored encrypted like
 * integration keys; after a rotation the previous one (only the one before: at most two secrets
 * are ever live) keeps working for a day, so a sender can switch without losing leads, unless
 * the firm revokes it at once.
 */

const ENDPOINT_NOT_FOUND = 'That webhook address';
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

export const webhookPath = (endpointId: string) => `/api/leads/webhook/${endpointId}`;

/** `whsec_` + base64 of 32 random bytes, the Standard Webhooks secret format. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Binds a stored secret to its endpoint and tenant, so it cannot be moved to another record. */
const secretBinding = (tenantId: string, endpointId: string) => `${tenantId}/lead-webhook/${endpointId}`;

const live = (secrets: StoredSecret[], now: number) => secrets.filter((s) => !s.expires_at || s.expires_at.toMillis() > now);

async function endpointOf(db: Firestore, tenantId: string) {
  const snap = await store.webhookEndpoints(db).where('tenant_id', '==', tenantId).limit(1).get();
  return snap.docs[0] ?? null;
}

const endpointUrl = (origin: string, id: string) => `${origin}${webhookPath(id)}`;

/** When the previous secret stops working, or null when only the current one works. */
function previousSecretEnds(secrets: StoredSecret[], now: number): string | null {
  const previous = live(secrets, now).find((s) => s.expires_at);
  return previous ? previous.expires_at!.toDate().toISOString() : null;
}

export async function getLeadEndpoint(tenantId: string, origin: string): Promise<LeadEndpoint> {
  const db = await firestore();
  const doc = await endpointOf(db, tenantId);
  return {
    url: doc ? endpointUrl(origin, doc.id) : null,
    previous_secret_expires_at: doc ? previousSecretEnds(doc.data().secrets, Date.now()) : null,
  };
}

export async function getLeadMapping(tenantId: string): Promise<LeadMappingAnswer> {
  const db = await firestore();
  const doc = await endpointOf(db, tenantId);
  return { mapping: doc?.data().mapping ?? DEFAULT_LEAD_MAPPING };
}

/** Creates the firm's endpoint, or gives it a new secret; the answer is the only time the secret is shown. */
export async function createOrRotateLeadEndpoint(tenantId: string, origin: string): Promise<LeadEndpointWithSecret> {
  await takeRateLimitSlots(webhookRotationsPerFirm(tenantId));
  const db = await firestore();
  const now = await writeTime();
  const existing = await endpointOf(db, tenantId);
  const ref = existing?.ref ?? store.webhookEndpoints(db).doc();
  const secret = newSecret();
  const fresh: StoredSecret = {
    ciphertext: sealSecret(secret, secretBinding(tenantId, ref.id)),
    created_at: now,
    expires_at: null,
  };
  const { Timestamp } = await import('firebase-admin/firestore');
  const graceEnds = Timestamp.fromMillis(now.toMillis() + PREVIOUS_SECRET_GRACE_MS);
  // The current secret turns into the previous one for a day; the one before it stops now.
  const current = existing?.data().secrets.find((s) => !s.expires_at);
  const previous: StoredSecret[] = current ? [{ ...current, expires_at: graceEnds }] : [];
  const data = existing
    ? { ...existing.data(), secrets: [fresh, ...previous], updated_at: now }
    : { tenant_id: tenantId, secrets: [fresh], mapping: DEFAULT_LEAD_MAPPING, created_at: now, updated_at: now };
  await ref.set(data);
  return {
    url: endpointUrl(origin, ref.id),
    secret,
    previous_secret_expires_at: previous[0] ? graceEnds.toDate().toISOString() : null,
  };
}

export const NO_PREVIOUS_SECRET = 'No previous secret is working: only the current secret is accepted.';

/** Stops the previous secret now (it leaked, or every sender has switched); 404 when none is working. */
export async function revokePreviousSecret(tenantId: string): Promise<void> {
  const db = await firestore();
  const doc = await endpointOf(db, tenantId);
  if (!doc) throw new NotFound(NO_PREVIOUS_SECRET);
  const { secrets } = doc.data();
  if (!previousSecretEnds(secrets, Date.now())) throw new NotFound(NO_PREVIOUS_SECRET);
  await doc.ref.update({ secrets: secrets.filter((s) => !s.expires_at), updated_at: await writeTime() });
}

export async function updateLeadMapping(tenantId: string, mapping: LeadMapping): Promise<LeadMappingAnswer> {
  const db = await firestore();
  const doc = await endpointOf(db, tenantId);
  if (!doc) throw new NotFound('Create the webhook endpoint first, then edit its field mapping.');
  const now = await writeTime();
  await doc.ref.update({ mapping, updated_at: now });
  return { mapping: { ...DEFAULT_LEAD_MAPPING, ...mapping } };
}

const SIGNATURE_REFUSED =
  'The webhook signature is missing or does not match. Sign each request with this endpoint’s secret as Standard Webhooks describes (webhook-id, webhook-timestamp, webhook-signature headers).';
const TIMESTAMP_REFUSED =
  'The webhook-timestamp is more than 5 minutes away from our clock. Send the time of signing, in seconds since 1970.';

/** The payload, verified with any live secret of the endpoint; 401 otherwise. */
function verified(body: string, headers: Headers, tenantId: string, endpointId: string, secrets: StoredSecret[]): unknown {
  const webhookHeaders = {
    'webhook-id': headers.get('webhook-id') ?? '',
    'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
    'webhook-signature': headers.get('webhook-signature') ?? '',
  };
  let timestampProblem = false;
  for (const stored of live(secrets, Date.now())) {
    const secret = openSecret(stored.ciphertext, secretBinding(tenantId, endpointId));
    try {
      // Verify the raw text first; parse JSON ourselves so bad JSON is a 400, not a signature failure.
      new Webhook(secret).verify(body, webhookHeaders, { jsonParse: false });
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      if (/timestamp/i.test(error.message)) timestampProblem = true;
      continue;
    }
    try {
      return JSON.parse(body);
    } catch {
      throw new Invalid('The webhook body is not valid JSON.');
    }
  }
  throw new Unauthenticated(timestampProblem && webhookHeaders['webhook-signature'] ? TIMESTAMP_REFUSED : SIGNATURE_REFUSED);
}

/** Reads the body as text, refusing oversize payloads before reading them where the length is declared. */
async function boundedBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  const tooLarge = new TooLarge(`The webhook body is too large: send at most ${LEAD_PAYLOAD_MAX_BYTES / 1024} KB per lead.`);
  if (declared > LEAD_PAYLOAD_MAX_BYTES) throw tooLarge;
  const text = await req.text();
  if (Buffer.byteLength(text) > LEAD_PAYLOAD_MAX_BYTES) throw tooLarge;
  return text;
}

/** The answer to a delivery, kept with it so that a replay is answered the same. */
export interface IntakeAnswer {
  status: number;
  body: LeadAccepted;
}

/**
 * Verifies and stores one lead. The delivery is recorded under its webhook-id in the same
 * transaction as the contact, so a replay (or a retry racing the first) is answered with the
 * first answer and writes nothing.
 */
export async function receiveLead(endpointId: string, req: Request, clientIp: string): Promise<IntakeAnswer> {
  if (!/^[A-Za-z0-9]{1,64}$/.test(endpointId)) throw NotFound.of(ENDPOINT_NOT_FOUND);
  // An address that sent many badly signed requests lately is held back before anything else is done.
  await refuseWhenFull([leadWebhookRefusedPerAddress(clientIp)]);
  const body = await boundedBody(req);
  const db = await firestore();
  const endpoint = await store.webhookEndpoints(db).doc(endpointId).get();
  const stored = endpoint.data();
  if (!stored) throw NotFound.of(ENDPOINT_NOT_FOUND);
  const tenantId = stored.tenant_id;
  let payload: unknown;
  try {
    payload = verified(body, req.headers, tenantId, endpointId, stored.secrets);
  } catch (error) {
    // A refused signature is counted for the endpoint and the address; past either limit it is a 429.
    if (error instanceof Unauthenticated)
      await takeRateLimitSlots([leadWebhookRefusedPerEndpoint(endpointId), leadWebhookRefusedPerAddress(clientIp)]);
    throw error;
  }
  await takeRateLimitSlots([leadWebhookPerEndpoint(endpointId)]);

  const deliveryId = createHash('sha256').update(req.headers.get('webhook-id')!).digest('hex');
  const deliveryRef = store.webhookDeliveries(endpoint.ref).doc(deliveryId);
  const first = (await deliveryRef.get()).data();
  if (first) return first.answer;

  const mapping = leadMappingSchema.parse(stored.mapping);
  const lead = parseWith(createContactSchema, leadFromPayload(payload, mapping));
  const now = await writeTime();
  return inTransaction(db, async (tx) => {
    const replay = (await tx.get(deliveryRef)).data();
    if (replay) return replay.answer;
    const [result] = await writeContactsInTransaction(tx, db, tenantId, [lead], 'merge', now);
    const answer: IntakeAnswer = { status: 202, body: { contact_id: result!.id } };
    tx.create(deliveryRef, { answer, received_at: now });
    return answer;
  });
}
