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

export const SETTINGS = {
  from_name: 'Rivera Injury Law',
  from_address: 'news@rivera.example',
  smtp_host: 'smtp.rivera.example',
  smtp_port: 587,
};

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
  const settings = await call('sending-settings', 'PUT', SETTINGS);
  if (settings.status !== 200) throw new Error(`sending settings: ${settings.status}`);
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
