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
  AudienceSegmentDoc,
  CampaignActivityDoc,
  CampaignDoc,
  CampaignMessageDoc,
  CounterData,
  EventDoc,
  LinkClicksDoc,
  PipelineDoc,
  ResultsSettingsDoc,
  SentMessageDoc,
  EmailImageDoc,
  ConsentDoc,
  ContactDoc,
  ContactKeyDoc,
  ConversationDoc,
  EnrolmentDoc,
  FirmProfileDoc,
  MessageDoc,
  NewsletterImageDoc,
  NewsletterSettingsDoc,
  OnboardingSubmissionDoc,
  AuditLogDoc,
  StripeEventDoc,
  SubscriptionDoc,
  ProfileDoc,
  ProspectExpiredDoc,
  ProspectSettingsDoc,
  QueuedMessageDoc,
  RateLimitDoc,
  SegmentDoc,
  SendingSettingsDoc,
  SendJobDoc,
  SendPaceDoc,
  SendingDomainDoc,
  DkimSelectorDoc,
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
const sendingSettingsConverter = converter<SendingSettingsDoc>((d) => ({
  ...(d as SendingSettingsDoc),
  method: d.method ?? 'own_smtp',
  smtp_host: d.smtp_host ?? '',
  smtp_port: d.smtp_port ?? 587,
  smtp_user: d.smtp_user ?? '',
  smtp_test: d.smtp_test ?? null,
}));
const sendingDomainConverter = converter<SendingDomainDoc>();
const dkimSelectorConverter = converter<DkimSelectorDoc>();
const apiKeyConverter = converter<ApiKeyDoc>();
const contactConverter = converter<ContactDoc>((d) => ({
  ...(d as ContactDoc),
  email: d.email ?? null,
  phone: d.phone ?? null,
  state: d.state ?? null,
  city: d.city ?? null,
  postal_code: d.postal_code ?? null,
  incident_type: d.incident_type ?? null,
  incident_date: d.incident_date ?? null,
  source: d.source ?? '',
  tags: d.tags ?? [],
  notes: d.notes ?? '',
  do_not_contact: d.do_not_contact === true,
  do_not_call: d.do_not_call === true,
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
  // Sequences saved before approvals existed were active at once.
  status: d.status ?? 'active',
  approval: d.approval ?? null,
  prompt: d.prompt ?? '',
  // Sequences saved before audiences existed were newsletters.
  audience: d.audience ?? DEFAULT_AUDIENCE,
  email_count: d.email_count ?? 0,
  warning_count: d.warning_count ?? 0,
  updated_at: d.updated_at ?? d.created_at,
}));
const sequenceEmailConverter = converter<SequenceEmailDoc>((d) => ({ ...(d as SequenceEmailDoc), findings: d.findings ?? [] }));
const enrolmentConverter = converter<EnrolmentDoc>((d) => ({ ...(d as EnrolmentDoc), unsubscribed_at: d.unsubscribed_at ?? null }));
const readMessage = <T extends QueuedMessageDoc>(d: DocumentData) => ({ ...(d as T), failures: d.failures ?? 0, reason: d.reason ?? null });
const messageConverter = converter<MessageDoc>(readMessage);
const campaignMessageConverter = converter<CampaignMessageDoc>(readMessage);
const queuedMessageConverter = converter<QueuedMessageDoc>(readMessage);
const attemptConverter = converter<AttemptDoc>();
const sendPaceConverter = converter<SendPaceDoc>();
const sendJobConverter = converter<SendJobDoc>();
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
const newsletterSettingsConverter = converter<NewsletterSettingsDoc>();
const newsletterImageConverter = converter<NewsletterImageDoc>();
const emailImageConverter = converter<EmailImageDoc>();
const segmentConverter = converter<SegmentDoc>((d) => ({
  ...(d as SegmentDoc),
  filter: d.filter ?? {},
  cities: d.cities ?? [],
  zip_codes: d.zip_codes ?? [],
}));
const campaignConverter = converter<CampaignDoc>((d) => ({
  ...(d as CampaignDoc),
  name: d.name ?? '',
  preheader: d.preheader ?? '',
  segment_id: d.segment_id ?? null,
  findings: d.findings ?? [],
  approval: d.approval ?? null,
  approval_requested: d.approval_requested ?? null,
  scheduled_at: d.scheduled_at ?? null,
  started_at: d.started_at ?? null,
  finished_at: d.finished_at ?? null,
  updated_by: d.updated_by ?? null,
}));
const campaignActivityConverter = converter<CampaignActivityDoc>((d) => ({ ...(d as CampaignActivityDoc), by: d.by ?? null }));
const subscriptionConverter = converter<SubscriptionDoc>();
const stripeEventConverter = converter<StripeEventDoc>();
const auditLogConverter = converter<AuditLogDoc>();
const rateLimitConverter = converter<RateLimitDoc>((d) => ({ hits: d.hits ?? [] }));

const tenantPath = (tenantId: string) => `tenants/${tenantId}`;

export const tenants = (db: Firestore): Collection<TenantDoc> => db.collection('tenants').withConverter(tenantConverter);
export const tenant = (db: Firestore, tenantId: string): Doc<TenantDoc> => tenants(db).doc(tenantId);

export const profiles = (db: Firestore): Collection<ProfileDoc> => db.collection('profiles').withConverter(profileConverter);

export const firmProfile = (db: Firestore, tenantId: string): Doc<FirmProfileDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/firm_profile`).withConverter(firmProfileConverter);

export const sendingSettings = (db: Firestore, tenantId: string): Doc<SendingSettingsDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/sending`).withConverter(sendingSettingsConverter);

export const sendingDomain = (db: Firestore, tenantId: string): Doc<SendingDomainDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/sending_domain`).withConverter(sendingDomainConverter);

export const dkimSelector = (db: Firestore, selector: string): Doc<DkimSelectorDoc> =>
  db.doc(`dkim_selectors/${selector}`).withConverter(dkimSelectorConverter);

export const apiKeys = (db: Firestore, tenantId: string): Collection<ApiKeyDoc> =>
  db.collection(`${tenantPath(tenantId)}/api_configs`).withConverter(apiKeyConverter);

/**
 * A contact read through a projection (`select()`, which drops the converter), with the
 * contacts' defaults filled in for what it lacks: only the selected fields are the stored ones.
 */
export const projectedContact = (snapshot: QueryDocumentSnapshot): ContactDoc => contactConverter.fromFirestore(snapshot);

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

/** The same queue with newsletter issues' messages typed as such (written when a campaign starts sending). */
export const campaignMessages = (db: Firestore, tenantId: string): Collection<CampaignMessageDoc> =>
  db.collection(`${tenantPath(tenantId)}/messages`).withConverter(campaignMessageConverter);

/** Every message in the queue, a sequence's or a campaign's: what the delivery pass and unsubscribing read. */
export const queuedMessages = (db: Firestore, tenantId: string): Collection<QueuedMessageDoc> =>
  db.collection(`${tenantPath(tenantId)}/messages`).withConverter(queuedMessageConverter);

export const attempts = (message: DocumentReference): Collection<AttemptDoc> =>
  message.collection('attempts').withConverter(attemptConverter);

/** The firm's shared sending budget: one document per send's turn (sending/pace.ts). */
export const sendPace = (db: Firestore, tenantId: string): Collection<SendPaceDoc> =>
  db.collection(`${tenantPath(tenantId)}/send_pace`).withConverter(sendPaceConverter);

/** The firm's sending jobs, numbered: the latest one's lease says whether one runs now. */
export const sendJobs = (db: Firestore, tenantId: string): Collection<SendJobDoc> =>
  db.collection(`${tenantPath(tenantId)}/send_jobs`).withConverter(sendJobConverter);

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

export const newsletterSettings = (db: Firestore, tenantId: string): Doc<NewsletterSettingsDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/newsletter`).withConverter(newsletterSettingsConverter);

export const newsletterImages = (db: Firestore, tenantId: string): Collection<NewsletterImageDoc> =>
  db.collection(`${tenantPath(tenantId)}/newsletter_images`).withConverter(newsletterImageConverter);

/** Public image ids, at the top so the public address needs no firm: each maps to one firm's blob. */
export const emailImages = (db: Firestore): Collection<EmailImageDoc> => db.collection('email_images').withConverter(emailImageConverter);

export const segments = (db: Firestore, tenantId: string): Collection<SegmentDoc> =>
  db.collection(`${tenantPath(tenantId)}/segments`).withConverter(segmentConverter);

/** A campaign read through a projection (`select()`, as the list reads them), with the campaigns' defaults for what it lacks. */
export const projectedCampaign = (snapshot: QueryDocumentSnapshot): CampaignDoc => campaignConverter.fromFirestore(snapshot);

export const campaigns = (db: Firestore, tenantId: string): Collection<CampaignDoc> =>
  db.collection(`${tenantPath(tenantId)}/campaigns`).withConverter(campaignConverter);

export const campaignActivity = (campaign: DocumentReference): Collection<CampaignActivityDoc> =>
  campaign.collection('activity').withConverter(campaignActivityConverter);

const audienceSegmentConverter = converter<AudienceSegmentDoc>((d) => ({
  ...(d as AudienceSegmentDoc),
  last_import: d.last_import ?? null,
  imported_by_day: d.imported_by_day ?? {},
}));
const prospectSettingsConverter = converter<ProspectSettingsDoc>();
const prospectExpiredConverter = converter<ProspectExpiredDoc>();

export const audienceSegments = (db: Firestore, tenantId: string): Collection<AudienceSegmentDoc> =>
  db.collection(`${tenantPath(tenantId)}/audience_segments`).withConverter(audienceSegmentConverter);

export const prospectSettings = (db: Firestore, tenantId: string): Doc<ProspectSettingsDoc> =>
  db.doc(`${tenantPath(tenantId)}/settings/prospects`).withConverter(prospectSettingsConverter);

export const prospectExpired = (db: Firestore, tenantId: string): Collection<ProspectExpiredDoc> =>
  db.collection(`${tenantPath(tenantId)}/prospect_expired`).withConverter(prospectExpiredConverter);

export const subscriptions = (db: Firestore): Collection<SubscriptionDoc> =>
  db.collection('subscriptions').withConverter(subscriptionConverter);

export const stripeEvents = (db: Firestore): Collection<StripeEventDoc> =>
  db.collection('stripe_events').withConverter(stripeEventConverter);

export const auditLog = (db: Firestore, tenantId: string): Collection<AuditLogDoc> =>
  db.collection(`${tenantPath(tenantId)}/audit_log`).withConverter(auditLogConverter);

export const events = (db: Firestore, tenantId: string): Collection<EventDoc> =>
  db.collection(`${tenantPath(tenantId)}/events`).withConverter(converter<EventDoc>());

/** One shard of a counter scope (docs/results.md): `tenants/{t}/counters/{scope}~{shard}`. */
export const counterShard = (db: Firestore, tenantId: string, scope: string, shard: number): Doc<CounterData> =>
  db.doc(`${tenantPath(tenantId)}/counters/${scope}~${shard}`).withConverter(converter<CounterData>());

/** `tenants/{t}/counters/names`: each counted campaign's and sequence's name, by counter scope (written with its deliveries). */
export const counterNames = (db: Firestore, tenantId: string): Doc<Record<string, string>> =>
  db.doc(`${tenantPath(tenantId)}/counters/names`).withConverter(converter<Record<string, string>>());

export const linkClicks = (db: Firestore, tenantId: string): Collection<LinkClicksDoc> =>
  db
    .collection(`${tenantPath(tenantId)}/link_clicks`)
    .withConverter(converter<LinkClicksDoc>((d) => ({ ...(d as LinkClicksDoc), readers: d.readers ?? {}, machines: d.machines ?? {} })));

export const pipelines = (db: Firestore, tenantId: string): Collection<PipelineDoc> =>
  db.collection(`${tenantPath(tenantId)}/pipeline`).withConverter(converter<PipelineDoc>());

export const resultsSettings = (db: Firestore, tenantId: string): Doc<ResultsSettingsDoc> =>
  db
    .doc(`${tenantPath(tenantId)}/settings/results`)
    .withConverter(converter<ResultsSettingsDoc>((d) => ({ ...(d as ResultsSettingsDoc), open_pixel: d.open_pixel === true })));

export const sentMessages = (db: Firestore): Collection<SentMessageDoc> =>
  db.collection('sent_messages').withConverter(converter<SentMessageDoc>());
