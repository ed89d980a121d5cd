// A firm ready to send: profile, sending settings, a sequence and contacts. Contacts are
// written straight to Firestore as stored, so a test can set any consent state, and for an
// account whose address the contacts API would refuse until it is confirmed.
import { randomUUID } from 'node:crypto';
import { firestore, writeTime } from '#server/firebase';
import { api, createAttorney, readJson } from './support';

export const FIRM_PROFILE = {
  firmName: 'Rivera Injury Law',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Main Street\nMiami, FL 33131',
  phone: '(305) 555-0100',
  website: 'https://rivera.example',
  licensedStates: ['FL'],
};

/** The firm's domain: under .test, so the tests' DNS stand-in answers the records it was told to add. */
export const SENDING_DOMAIN = 'rivera.test';

/** Sending through CaseCourier's relay, from the firm's domain. */
export const SETTINGS = {
  method: 'platform',
  from_name: 'Rivera Injury Law',
  from_address: `news@${SENDING_DOMAIN}`,
};

/** Sending through the firm's own SMTP server (SMTP_URL still takes every message to the catcher). */
export const OWN_SMTP_SETTINGS = {
  method: 'own_smtp',
  from_name: 'Rivera Injury Law',
  from_address: 'news@rivera.example',
  smtp_host: 'smtp.rivera.example',
  smtp_port: 587,
};

type Call = (path: string, method?: string, body?: unknown) => Promise<Response>;

/**
 * Sending a firm can use at once: the relay's settings, the sending domain, and a check of its
 * records (which the stand-in answers as added), so enrolling, approving and scheduling go through.
 */
export async function setUpSending(call: Call, settings: Record<string, unknown> = SETTINGS) {
  const saved = await call('sending-settings', 'PUT', settings);
  if (saved.status !== 200) throw new Error(`sending settings: ${saved.status} ${await saved.text()}`);
  const domain = await call('sending-domain', 'PUT', { domain: SENDING_DOMAIN });
  if (domain.status !== 200) throw new Error(`sending domain: ${domain.status} ${await domain.text()}`);
  const checked = await call('sending-domain/check', 'POST');
  const answer = await checked.json();
  if (checked.status !== 200 || !answer.verified) throw new Error(`domain check: ${checked.status} ${JSON.stringify(answer)}`);
}

export const EMAILS = [
  { day: 0, subject: 'Welcome to our newsletter', body: 'Thank you for subscribing.\n\nHere is what to expect.' },
  { day: 3, subject: 'Staying safe on the road', body: 'Three tips for driving in the rain.' },
];

export interface ContactFields {
  name?: string;
  email?: string | null;
  relationship?: 'client' | 'former-client' | 'subscriber' | 'lead';
  state?: string;
  incident_date?: string | null;
  do_not_contact?: boolean;
  consent?: { email: 'granted' | 'revoked' | null; sms: null; call: null };
}

export async function addContact(tenantId: string, fields: ContactFields = {}): Promise<{ id: string; email: string }> {
  const db = await firestore();
  const now = await writeTime();
  const ref = db.collection(`tenants/${tenantId}/contacts`).doc();
  const email = fields.email === undefined ? `${randomUUID()}@example.com` : fields.email;
  await ref.set({
    name: fields.name ?? 'Sam Client',
    email,
    phone: null,
    relationship: fields.relationship ?? 'subscriber',
    state: fields.state ?? 'FL',
    incident_type: 'car accident',
    incident_date: fields.incident_date ?? null,
    source: 'test',
    tags: [],
    notes: '',
    do_not_contact: fields.do_not_contact ?? false,
    consent: fields.consent ?? { email: 'granted', sms: null, call: null },
    created_at: now,
    updated_at: now,
  });
  return { id: ref.id, email: email ?? '' };
}

/** Approves a sequence as someone at the firm does: the emails as they are (their content hash). */
export async function approveSequence(call: (path: string, method?: string, body?: unknown) => Promise<Response>, sequenceId: string) {
  const { content_hash } = await readJson<{ content_hash: string }>(await call(`sequences/${sequenceId}`));
  const res = await call(`sequences/${sequenceId}/approval`, 'POST', { content_hash });
  if (res.status !== 200) throw new Error(`approval: ${res.status} ${await res.text()}`);
}

/** An attorney whose firm has a complete profile, sending settings and an approved two-email sequence. */
export async function sendingFirm(emails = EMAILS) {
  const attorney = await createAttorney('Ana Rivera', 'Rivera Injury Law');
  const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: attorney.idToken, body });
  const profile = await call('firm-profile', 'PUT', FIRM_PROFILE);
  if (profile.status !== 200) throw new Error(`firm profile: ${profile.status}`);
  await setUpSending(call);
  const created = await call('sequences', 'POST', { name: `Newsletter ${randomUUID()}`, emails });
  const sequence = await readJson<{ id: string }>(created);
  await approveSequence(call, sequence.id);
  return { attorney, call, sequenceId: sequence.id as string };
}

/** A message document as stored (tenants/{t}/messages). */
export interface StoredMessage {
  id: string;
  day: number;
  status: string;
  attempts: number;
  failures: number;
  reason: string | null;
  message_id: string;
  [field: string]: unknown;
}

export async function messagesOfSequence(tenantId: string, sequenceId: string) {
  const db = await firestore();
  const snap = await db.collection(`tenants/${tenantId}/messages`).where('sequence_id', '==', sequenceId).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as StoredMessage);
}
