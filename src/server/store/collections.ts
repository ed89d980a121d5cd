/**
 * Where each kind of document lives, and its type: every read and write of the server goes
 * through one of these typed references (`import * as store from '#server/store/collections'`).
 * Each has a converter that writes the document as its type says and, on reading, fills in
 * the fields that documents stored before the field existed lack, so every reader sees the
 * whole type and no reader repeats the defaults.
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
  WithFieldValue,
} from 'firebase-admin/firestore';
import { EMPTY_INTAKE } from '#shared/schemas/agentConversations';
import { DEFAULT_LEAD_MAPPING } from '#shared/schemas/leadWebhook';
import { DEFAULT_AUDIENCE } from '#shared/schemas/sequences';
import type {
  AgentDoc,
  ApiKeyDoc,
  AttemptDoc,
  ConsentDoc,
  ContactDoc,
  ContactKeyDoc,
  ConversationDoc,
  EnrolmentDoc,
  FirmProfileDoc,
  MessageDoc,
  OnboardingSubmissionDoc,
  ProfileDoc,
  RateLimitDoc,
  SendingSettingsDoc,
  SequenceDoc,
  SequenceEmailDoc,
  SuppressionDoc,
  TenantDoc,
  WebhookDeliveryDoc,
  WebhookEndpointDoc,
} from './documents';

export type Collection<T extends DocumentData> = CollectionReference<T, T>;
export type Doc<T extends DocumentData> = DocumentReference<T, T>;

/**
 * The converter of one document type: written as the type says; read through `read`, which
 * fills in defaults from the stored fields (without one, documents are always written whole).
 */
class TypedConverter<T extends DocumentData> implements FirestoreDataConverter<T, T> {
  constructor(private readonly read: (stored: DocumentData) => T) {}

  toFirestore(document: WithFieldValue<T>): WithFieldValue<T>;
  toFirestore(document: PartialWithFieldValue<T>, options: SetOptions): PartialWithFieldValue<T>;
  toFirestore(document: WithFieldValue<T> | PartialWithFieldValue<T>) {
    return document;
  }

  fromFirestore(snapshot: QueryDocumentSnapshot): T {
    return this.read(snapshot.data());
  }
}

const converter = <T extends DocumentData>(read: (stored: DocumentData) => T = (stored) => stored as T) => new TypedConverter(read);

/** Several documents of one type in one read. (firebase-admin types Firestore.getAll untyped; each reference's converter still applies.) */
export async function getAll<T extends DocumentData>(db: Firestore, refs: Doc<T>[]): Promise<DocumentSnapshot<T, T>[]> {
  return refs.length ? ((await db.getAll(...refs)) as DocumentSnapshot<T, T>[]) : [];
}

const EMPTY_CONSENT = { email: null, sms: null, call: null };

const tenantConverter = converter<TenantDoc>();
const profileConverter = converter<ProfileDoc>();
const firmProfileConverter = converter<FirmProfileDoc>((d) => ({ ...(d as FirmProfileDoc), website: d.website ?? null }));
const sendingSettingsConverter = converter<SendingSettingsDoc>((d) => ({ ...(d as SendingSettingsDoc), smtp_user: d.smtp_user ?? '' }));
const apiKeyConverter = converter<ApiKeyDoc>();
const contactConverter = converter<ContactDoc>((d) => ({
  ...(d as ContactDoc),
  email: d.email ?? null,
  phone: d.phone ?? null,
  state: d.state ?? null,
  incident_type: d.incident_type ?? null,
  incident_date: d.incident_date ?? null,
  source: d.source ?? '',
  tags: d.tags ?? [],
  notes: d.notes ?? '',
  do_not_contact: d.do_not_contact === true,
  consent: { ...EMPTY_CONSENT, ...d.consent },
  consent_at: { ...EMPTY_CONSENT, ...d.consent_at },
  consent_email: d.consent_email ?? d.consent?.email ?? null,
  consent_sms: d.consent_sms ?? d.consent?.sms ?? null,
  consent_call: d.consent_call ?? d.consent?.call ?? null,
  search_terms: d.search_terms ?? [],
}));
const consentConverter = converter<ConsentDoc>((d) => ({ ...(d as ConsentDoc), text: d.text ?? null }));
const contactKeyConverter = converter<ContactKeyDoc>();
const suppressionConverter = converter<SuppressionDoc>();
const sequenceConverter = converter<SequenceDoc>((d) => ({
  ...(d as SequenceDoc),
  prompt: d.prompt ?? '',
  // Sequences saved before audiences existed were newsletters.
  audience: d.audience ?? DEFAULT_AUDIENCE,
  email_count: d.email_count ?? 0,
  warning_count: d.warning_count ?? 0,
  updated_at: d.updated_at ?? d.created_at,
}));
const sequenceEmailConverter = converter<SequenceEmailDoc>((d) => ({ ...(d as SequenceEmailDoc), findings: d.findings ?? [] }));
const enrolmentConverter = converter<EnrolmentDoc>((d) => ({ ...(d as EnrolmentDoc), unsubscribed_at: d.unsubscribed_at ?? null }));
const messageConverter = converter<MessageDoc>((d) => ({ ...(d as MessageDoc), failures: d.failures ?? 0, reason: d.reason ?? null }));
const attemptConverter = converter<AttemptDoc>();
const agentConverter = converter<AgentDoc>((d) => ({
  ...(d as AgentDoc),
  personality: d.personality ?? null,
  updated_at: d.updated_at ?? d.created_at,
}));
const conversationConverter = converter<ConversationDoc>((d) => ({
  ...(d as ConversationDoc),
  intake: { ...EMPTY_INTAKE, ...d.intake },
  contact_id: d.contact_id ?? null,
}));
const webhookEndpointConverter = converter<WebhookEndpointDoc>((d) => ({
  ...(d as WebhookEndpointDoc),
  secrets: d.secrets ?? [],
  mapping: { ...DEFAULT_LEAD_MAPPING, ...d.mapping },
}));
const webhookDeliveryConverter = converter<WebhookDeliveryDoc>();
const onboardingSubmissionConverter = converter<OnboardingSubmissionDoc>();
const rateLimitConverter = converter<RateLimitDoc>((d) => ({ hits: d.hits ?? [] }));

const tenantPath = (tenantId: string) => `tenants/${tenantId}`;

export const tenants = (db: Firestore): Collection<TenantDoc> => db.collection('tenants').withConverter(tenantConverter);
export const tenant = (db: Firestore, tenantId: string): Doc<TenantDoc> => tenants(db).doc(tenantId);

export const profiles = (db: Firestore): Collection<ProfileDoc> => db.collection('profiles').withConverter(profileConverter);

export const firmProfile = (db: Firestore, tenantId: string): Doc<FirmProfileDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/firm_profile`).withConverter(firmProfileConverter);

export const sendingSettings = (db: Firestore, tenantId: string): Doc<SendingSettingsDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/sending`).withConverter(sendingSettingsConverter);

export const apiKeys = (db: Firestore, tenantId: string): Collection<ApiKeyDoc> =>
  db.collection(`${tenantPath(tenantId)}/api_configs`).withConverter(apiKeyConverter);

export const contacts = (db: Firestore, tenantId: string): Collection<ContactDoc> =>
  db.collection(`${tenantPath(tenantId)}/contacts`).withConverter(contactConverter);

export const consents = (contact: DocumentReference): Collection<ConsentDoc> =>
  contact.collection('consents').withConverter(consentConverter);

export const contactKeys = (db: Firestore, tenantId: string): Collection<ContactKeyDoc> =>
  db.collection(`${tenantPath(tenantId)}/contact_keys`).withConverter(contactKeyConverter);

export const suppressions = (db: Firestore, tenantId: string): Collection<SuppressionDoc> =>
  db.collection(`${tenantPath(tenantId)}/suppressions`).withConverter(suppressionConverter);

export const sequences = (db: Firestore, tenantId: string): Collection<SequenceDoc> =>
  db.collection(`${tenantPath(tenantId)}/email_sequences`).withConverter(sequenceConverter);

export const sequenceEmails = (sequence: DocumentReference): Collection<SequenceEmailDoc> =>
  sequence.collection('emails').withConverter(sequenceEmailConverter);

export const enrolments = (db: Firestore, tenantId: string): Collection<EnrolmentDoc> =>
  db.collection(`${tenantPath(tenantId)}/enrolments`).withConverter(enrolmentConverter);

/** One collection per firm, not under each enrolment: the sender finds what is due with one query per firm. */
export const messages = (db: Firestore, tenantId: string): Collection<MessageDoc> =>
  db.collection(`${tenantPath(tenantId)}/messages`).withConverter(messageConverter);

export const attempts = (message: DocumentReference): Collection<AttemptDoc> =>
  message.collection('attempts').withConverter(attemptConverter);

export const agents = (db: Firestore, tenantId: string): Collection<AgentDoc> =>
  db.collection(`${tenantPath(tenantId)}/ai_agents`).withConverter(agentConverter);

export const conversations = (db: Firestore, tenantId: string, agentId: string): Collection<ConversationDoc> =>
  agents(db, tenantId).doc(agentId).collection('test_conversations').withConverter(conversationConverter);

export const webhookEndpoints = (db: Firestore): Collection<WebhookEndpointDoc> =>
  db.collection('webhook_endpoints').withConverter(webhookEndpointConverter);

export const webhookDeliveries = (endpoint: DocumentReference): Collection<WebhookDeliveryDoc> =>
  endpoint.collection('deliveries').withConverter(webhookDeliveryConverter);

export const onboardingSubmissions = (db: Firestore): Collection<OnboardingSubmissionDoc> =>
  db.collection('onboarding_submissions').withConverter(onboardingSubmissionConverter);

/** A rate limit's document, at the path the limit names (per firm under its tenant, per address at the top). */
export const rateLimit = (db: Firestore, path: string): Doc<RateLimitDoc> => db.doc(path).withConverter(rateLimitConverter);
