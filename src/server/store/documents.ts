/**
 * Every document the server stores, as it is stored: field names are Firestore's (snake_case
 * as written), times are Timestamps. The API's shapes (src/shared) are built from these by each
 * feature. Types, not interfaces: Firestore's typed references need them to be plain records.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import type { ConversationMessage, IntakeFields } from '#shared/schemas/agentConversations';
import type { Audience, Finding } from '#shared/compliance/types';
import type { ConsentAtPrecision, ConsentChannel, ConsentStatus, Contact } from '#shared/schemas/contactTerms';
import type { EnrolmentStatus, MessageStatus } from '#shared/schemas/enrolments';
import type { LeadMapping } from '#shared/schemas/leadWebhook';
import type { OnboardingFields } from '#shared/schemas/onboarding';
import type { RecordCheck } from '#shared/schemas/sendingDomain';
import type { SendingMethod } from '#shared/schemas/sendingSettings';
import type { Approval, CampaignStatus, Person } from '#shared/newsletter/campaignTerms';
import type { ScheduleInput } from '#shared/newsletter/campaigns';
import type { Block } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import type { SegmentDefinition } from '#shared/newsletter/segments';
import type { NewsletterSettingsValues } from '#shared/newsletter/settings';
import type { SequenceApproval, SequenceStatus } from '#shared/schemas/sequences';
import type { StateCode } from '#shared/usStates';

/** An API shape as stored: its ISO times are Timestamps. */
type Stored<T> = { [K in keyof T]: K extends 'at' ? Timestamp : T[K] };

/** `tenants/{tenantId}`: a firm. */
export type TenantDoc = {
  name: string;
  created_by: string;
  created_at: Timestamp;
  /** Set with the firm's first enrolment: the firms a delivery pass visits. */
  sends_mail?: boolean;
  /** Set with the firm's first saved search-intent audience: the firms the daily refresh visits. */
  has_audience_segments?: boolean;
  /** Made by the desk's Create workspace from this welcome form: a client of the desk (docs/back-office.md). */
  desk_client?: { submission_id: string; since: Timestamp };
  /** When its subscription ended: nothing is scheduled or sent for it any more. */
  subscription_ended_at?: Timestamp;
};

/** `profiles/{uid}`: a signed-in person and the firm they belong to. */
export type ProfileDoc = {
  tenant_id: string | null;
  full_name: string;
  email: string;
  created_at: Timestamp;
};

/** `tenants/{t}/settings/firm_profile`: who speaks in every email. */
export type FirmProfileDoc = {
  firmName: string;
  responsibleAttorney: string;
  address: string;
  phone: string;
  website: string | null;
  licensedStates: StateCode[];
  updated_by: string;
  updated_at: Timestamp;
};

/** `tenants/{t}/settings/sending`: how the firm sends (CaseCourier's relay or its own SMTP server) and the From; the password only encrypted. */
export type SendingSettingsDoc = {
  /** Documents saved before the relay existed are own_smtp (the converter says so). */
  method: SendingMethod;
  from_name: string;
  from_address: string;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  /** Absent on settings saved before the pace was a setting: SENDING_PACE's default, no daily cap. */
  max_per_second?: number;
  max_per_day?: number | null;
  smtp_password_ciphertext?: string;
  /** The last test email through these SMTP settings; dropped whenever the server, port, user or password changes. */
  smtp_test: { ok: boolean; at: Timestamp; error: string | null } | null;
  updated_by: string;
  updated_at: Timestamp;
};

/**
 * `tenants/{t}/settings/sending_domain`: the domain CaseCourier's relay sends the firm's mail from,
 * the firm's DKIM key pair (the private key only encrypted, never sent to a browser) and the last
 * check of its DNS records.
 */
export type SendingDomainDoc = {
  domain: string;
  dkim_selector: string;
  /** Base64 DER (SubjectPublicKeyInfo), as the DKIM record's p= carries it. */
  dkim_public_key: string;
  /** PKCS#8 PEM, sealed with API_KEYS_SECRET and bound to the firm. */
  dkim_private_key_ciphertext: string;
  checks: RecordCheck[] | null;
  checked_at: Timestamp | null;
  /** When the last check found every record correct; null when it did not (or none has run since the domain was set). */
  verified_at: Timestamp | null;
  updated_by: string;
  updated_at: Timestamp;
};

/** `dkim_selectors/{selector}`: which firm a DKIM selector belongs to; created once, so no two firms share one. */
export type DkimSelectorDoc = {
  tenant_id: string;
  created_at: Timestamp;
};

/** `tenants/{t}/api_configs/{api_name}`: an integration key, encrypted. */
export type ApiKeyDoc = {
  api_name: string;
  key_ciphertext: string;
  key_last4: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** When and where a consent channel was last decided, per channel (ISO times). */
export type ConsentTimes = Record<ConsentChannel, string | null>;

/** `tenants/{t}/contacts/{id}`: the fields the API shows (`Contact`), and what the store keeps besides. */
export type ContactDoc = Omit<Contact, 'id' | 'created_at' | 'updated_at'> & {
  /** Do-not-contact that came from the suppression list: when and where it was first asked for. */
  do_not_contact_kept?: { at: string; source: string } | null;
  consent_at: ConsentTimes;
  /** The summary again as top-level fields, for filtering: the Node Firestore emulator cannot query nested fields. */
  consent_email: ConsentStatus | null;
  consent_sms: ConsentStatus | null;
  consent_call: ConsentStatus | null;
  search_terms: string[];
  /** Newest first, unique: `created_at|id`. */
  sort_key: string;
  /** When a mail server refused the address for good. */
  email_bounced_at?: Timestamp | null;
  /** YYYY-MM-DD: the day a search-intent import first brought the person in (src/server/prospects/). */
  prospect_since?: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** `tenants/{t}/contacts/{id}/consents/{id}`: one consent event, never changed. */
export type ConsentDoc = {
  channel: ConsentChannel;
  status: ConsentStatus;
  at: string;
  /** 'unknown': the source did not say when (an imported file without a date column); `at` is when it was recorded. Absent on older records: 'time'. */
  at_precision?: ConsentAtPrecision;
  source: string;
  text: string | null;
  /** A revocation copied from the suppression list. */
  from_suppression_list?: true;
  /** A grant that arrived by import or webhook while the channel was revoked: recorded, not applied. */
  held_by_revocation?: true;
  recorded_at: Timestamp;
};

/** `tenants/{t}/contact_keys/{key}`: which contact holds an email or phone (the key is its hash). */
export type ContactKeyDoc = {
  contact_id: string;
  created_at: Timestamp;
};

export type SuppressedChannel = ConsentChannel | 'do_not_contact';

export type SuppressionEntry = {
  /** When the person revoked (ISO), as first recorded on their contact. */
  at: string;
  /** Where the revocation came from, as first recorded. */
  source: string;
  /** The contact it was recorded on (which may since have been deleted). */
  contact_id: string;
};

/** `tenants/{t}/suppressions/{key}`: what an email or phone withdrew from, kept after its contact is deleted. */
export type SuppressionDoc = Partial<Record<SuppressedChannel, SuppressionEntry | null>>;

/** `tenants/{t}/email_sequences/{id}`. */
export type SequenceDoc = {
  name: string;
  prompt: string;
  user_id: string;
  tenant_id: string;
  /** draft until someone at the firm approves it; sequences stored before approvals existed were active. */
  status: SequenceStatus;
  approval: Stored<SequenceApproval> | null;
  audience: Audience;
  email_count: number;
  warning_count: number;
  /** Pause, resume or stop for the whole sequence; active when never set. */
  sending_status?: EnrolmentStatus;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** `tenants/{t}/email_sequences/{id}/emails/{id}`. */
export type SequenceEmailDoc = {
  /** Days after the previous email (the first: after enrolment). Emails stored before waits existed have none: read as the gap between days. */
  after_days?: number;
  /** Days after enrolment, derived from the waits: what enrolment schedules by. */
  day_to_send: number;
  subject: string;
  body_html: string;
  findings: Finding[];
  position: number;
  sequence_id: string;
  tenant_id: string;
};

/** `tenants/{t}/enrolments/{sequenceId}_{contactId}`. */
export type EnrolmentDoc = {
  sequence_id: string;
  contact_id: string;
  contact_name: string;
  contact_email: string | null;
  status: EnrolmentStatus;
  unsubscribed_at: Timestamp | null;
  enrolled_by: string;
  enrolled_at: Timestamp;
  updated_at: Timestamp;
};

/** What every queued message has, whatever it belongs to: what the delivery pass reads and writes. */
type QueuedMessage = {
  tenant_id: string;
  contact_id: string;
  message_id: string;
  status: MessageStatus;
  due_at: Timestamp;
  /** When the sender may take it: the due time, a retry time, or the end of a lease; null while paused. */
  available_at: Timestamp | null;
  lease_until: Timestamp | null;
  attempts: number;
  failures: number;
  reason: string | null;
  sent_at: Timestamp | null;
  smtp_response?: string | null;
  /** How many distinct tracked links the reader's email had (the machine-click sweep rule needs it). */
  tracked_links?: number;
  /** Why a scheduled message waits past its due time: a retry after a failure, or the firm's daily cap. */
  waiting?: 'retry' | 'throttled' | null;
  updated_at: Timestamp;
};

/** `tenants/{t}/messages/{enrolmentId}_{position}`: one email of a sequence to one contact, with its due time. */
export type MessageDoc = QueuedMessage & {
  kind?: 'sequence';
  sequence_id: string;
  enrolment_id: string;
  position: number;
  day: number;
  subject: string;
  body_html: string;
};

/** `tenants/{t}/messages/{campaignId}_{contactId}`: one newsletter issue to one contact, in the same queue as sequence messages. */
export type CampaignMessageDoc = QueuedMessage & {
  kind: 'campaign';
  campaign_id: string;
  contact_email: string | null;
};

/** Any message in a firm's queue. */
export type QueuedMessageDoc = MessageDoc | CampaignMessageDoc;

/** `tenants/{t}/send_pace/{k}_s{second}` or `{n}_d{day}`: one send's turn in the firm's provider's pace (sending/pace.ts). */
export type SendPaceDoc = {
  /** Firestore's TTL policy deletes the slot after this. */
  expires_at: Timestamp;
  /** A day slot's UTC day, YYYY-MM-DD: counted by a job's first look at the day. */
  day?: string;
};

/** `tenants/{t}/send_jobs/{n}`: the firm's sending job n, its lease and its last counts (sending/firmJob.ts). */
export type SendJobDoc = {
  n: number;
  job_id: string;
  started_at: Timestamp;
  lease_until: Timestamp;
  finished_at: Timestamp | null;
  /** done, handed_on (the time limit came first, a new job took over) or null while it runs. */
  outcome: 'done' | 'handed_on' | null;
  counts: Record<string, number> | null;
};

/** `tenants/{t}/messages/{id}/attempts/{n}`: one sender's claim on a message. */
export type AttemptDoc = {
  pass_id: string;
  started_at: Timestamp;
  lease_until: Timestamp;
  outcome: string | null;
  finished_at?: Timestamp;
  reason?: string | null;
};

/** `tenants/{t}/ai_agents/{id}`. */
export type AgentDoc = {
  name: string;
  personality: string | null;
  base_prompt: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** `tenants/{t}/ai_agents/{a}/test_conversations/{id}`: a transcript, messages in the document. */
export type ConversationDoc = {
  agent_id: string;
  agent_name: string;
  prompt_version: string;
  agent_updated_at: string;
  messages: ConversationMessage[];
  intake: IntakeFields;
  contact_id: string | null;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StoredSecret = {
  ciphertext: string;
  created_at: Timestamp;
  expires_at: Timestamp | null;
};

/** `webhook_endpoints/{id}`: a firm's lead webhook; top level, since its public id must find the firm. */
export type WebhookEndpointDoc = {
  tenant_id: string;
  secrets: StoredSecret[];
  mapping: LeadMapping;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** `webhook_endpoints/{id}/deliveries/{hash of webhook-id}`: the first answer to a delivery, for its replays. */
export type WebhookDeliveryDoc = {
  answer: { status: number; body: { contact_id: string } };
  received_at: Timestamp;
};

/** `onboarding_submissions/{id}`: a welcome-form submission; its images are in Netlify Blobs. */
export type OnboardingSubmissionDoc = OnboardingFields & {
  email_normalized: string;
  firmLogoName: string;
  headshotName: string | null;
  firm_logo_blob_key: string;
  headshot_blob_key: string | null;
  content_hash: string;
  status: 'received';
  created_at: Timestamp;
  /** When the notice to our operations inbox and the confirmation to the attorney went out. */
  ops_notified_at?: Timestamp;
  confirmation_sent_at?: Timestamp;
  /** The workspace the desk made from it, and when its invitation went out. */
  workspace?: { tenant_id: string; uid: string; created_at: Timestamp; created_by: string; invited_at: Timestamp | null };
  /** The first proof sent from the desk: the promise of a proof within 24 hours kept. */
  first_proof_at?: Timestamp;
};

/** `subscriptions/{Stripe customer id}`: what Stripe told us of the customer's subscription. */
export type SubscriptionDoc = {
  email?: string;
  email_normalized?: string;
  stripe_subscription_id?: string | null;
  /** Stripe's status (active, past_due, canceled, ...). */
  status?: string;
  /** The `created` time of the event that set the status: an older event does not undo it. */
  status_event_created?: number;
  paid_at?: Timestamp;
  cancelled_at?: Timestamp;
  payment_failed_at?: Timestamp;
  welcome_email_sent_at?: Timestamp;
  /** The firm it pays for, once its workspace exists. */
  tenant_id?: string;
  created_at?: Timestamp;
  updated_at: Timestamp;
};

/** `stripe_events/{event id}`: an event recorded once; a replay finds it and changes nothing. */
export type StripeEventDoc = {
  type: string;
  customer: string;
  created: number;
  received_at: Timestamp;
};

/** `tenants/{t}/audit_log/{id}`: one action of our staff in the firm's workspace. */
export type AuditLogDoc = {
  at: Timestamp;
  by: { uid: string; name: string; email: string };
  action: string;
  record: { kind: string; id: string; name?: string } | null;
};

/** A rate limit's recent hits (ms since 1970), at the limit's own path. */
export type RateLimitDoc = {
  hits: number[];
};

/** `tenants/{t}/settings/newsletter`: areas, topics, send day and hour, brand. */
export type NewsletterSettingsDoc = NewsletterSettingsValues & {
  updated_by: string;
  updated_at: Timestamp;
};

/** `tenants/{t}/newsletter_images/{id}`: an image of the firm's library; its bytes in the Blobs store `email-images`. */
export type NewsletterImageDoc = {
  /** The random id of its public address, `/api/email-images/{public_id}.{png|jpg}`. */
  public_id: string;
  blob_key: string;
  name: string;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_by: string;
  created_at: Timestamp;
};

/** `email_images/{publicId}`: what the public address serves, naming no firm in the address. */
export type EmailImageDoc = {
  tenant_id: string;
  blob_key: string;
  content_type: string;
  created_at: Timestamp;
};

/** `tenants/{t}/segments/{id}`: a saved audience, a name and a definition. */
export type SegmentDoc = SegmentDefinition & {
  name: string;
  created_by: string;
  created_at: Timestamp;
  updated_by: string;
  updated_at: Timestamp;
};

/** Final counts of a sent campaign. */
export type CampaignCounts = {
  scheduled: number;
  sent: number;
  failed: number;
  skipped: number;
  skipped_reasons: { reason: string; count: number }[];
};

/** `tenants/{t}/campaigns/{id}`: a newsletter issue, its audience, its state and who did what. */
export type CampaignDoc = {
  name: string;
  subject: string;
  preheader: string;
  blocks: Block[];
  segment_id: string | null;
  /** What an approval is of (subject, preheader, blocks, audience). */
  content_hash: string;
  status: CampaignStatus;
  /** Warnings the content was saved with. */
  findings: PlacedFinding[];
  approval: Stored<Approval> | null;
  approval_requested: { by: Person; at: Timestamp } | null;
  scheduled_at: Timestamp | null;
  schedule_kind?: ScheduleInput['when'] | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** Set when sending starts: false until every recipient's message is written. */
  recipients_written?: boolean;
  /** The lease of the pass writing the recipients' messages. */
  writing_until?: Timestamp | null;
  recipient_count?: number;
  /** Contacts the audience matched who were left out when sending started, by reason. */
  not_sendable?: { reason: string; count: number }[];
  /** The segment's name when sending started (kept should the segment go). */
  segment_name?: string;
  counts?: CampaignCounts;
  created_by: Person;
  created_at: Timestamp;
  updated_by: Person | null;
  updated_at: Timestamp;
};

/** `tenants/{t}/campaigns/{c}/activity/{id}`: one thing done with a campaign; `by` is null for the delivery pass. */
export type CampaignActivityDoc = {
  at: Timestamp;
  by: Person | null;
  action: string;
};

/** `tenants/{t}/audience_segments/{segment id}`: a search-intent segment the firm saved (src/server/prospects/). */
export type AudienceSegmentDoc = {
  segment_id: string;
  label: string;
  /** The last import or daily refresh: its counts, or why it failed. */
  last_import: { at: string; imported: number; merged: number; skipped: { reason: string; count: number }[]; error: string | null } | null;
  /** YYYY-MM-DD → people this segment brought in that day (the last 90 days). */
  imported_by_day: Record<string, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** `tenants/{t}/settings/prospects`: whether catch-all addresses may be used, and the retention period. */
export type ProspectSettingsDoc = {
  allow_catch_all: boolean;
  retention_days: number;
  updated_at: Timestamp;
};

/** `tenants/{t}/prospect_expired/{email key}`: a prospect deleted by retention, kept only as its hashed address. */
export type ProspectExpiredDoc = {
  at: string;
  retention_days: number;
};

/** `tenants/{t}/events/{id}`: one fact about the firm's email or pipeline, never changed (docs/results.md). */
export type EventDoc = {
  type: 'delivered' | 'click' | 'clicks_reclassified' | 'open' | 'unsubscribe' | 'bounce' | 'complaint' | 'stage';
  at: Timestamp;
  contact_id: string | null;
  source: 'campaign' | 'sequence' | null;
  source_id: string | null;
  message_id?: string | null;
  detail?: string;
  link?: number;
  machine?: boolean;
  reason?: string | null;
  links?: number[];
};

/** A nested object of sums (and a few labels, such as a link's address). */
export type CounterData = { [key: string]: number | string | CounterData };

/** `tenants/{t}/link_clicks/{messageId}`: each link's first click of one message, and its first open. */
export type LinkClicksDoc = {
  readers: Record<string, { at: number; machine: boolean }>;
  machines: Record<string, { at: number; reason: 'head' | 'user-agent' | 'early' | 'sweep' }>;
  opened_at?: number;
};

/** `tenants/{t}/pipeline/{contactId}`: the contact's stage, case and attribution. Times in milliseconds. */
export type PipelineDoc = {
  stage?: 'new_lead' | 'contacted' | 'consultation_booked' | 'signed' | 'not_signed' | 'closed';
  history?: {
    stage: 'new_lead' | 'contacted' | 'consultation_booked' | 'signed' | 'not_signed' | 'closed';
    at: number;
    by: string | null;
  }[];
  case_type?: string | null;
  fee_cents?: number | null;
  fee_kind?: 'fee' | 'expected' | null;
  first_source?: string;
  last_click?: { source: 'campaign' | 'sequence'; source_id: string; at: number };
  attributed_to?: { source: 'campaign' | 'sequence'; source_id: string; at: number } | null;
  counted?: {
    lead?: { month: string; campaign: string | null };
    consultation?: { month: string; campaign: string | null };
    signed?: { month: string; fees: number; campaign: string | null };
  };
  updated_at?: number;
};

/** `tenants/{t}/settings/results`. */
export type ResultsSettingsDoc = { open_pixel: boolean; updated_by?: string; updated_at?: Timestamp };

/** `sent_messages/{sha256 of the Message-ID}` (top level): how a provider's notification finds its message. */
export type SentMessageDoc = {
  tenant_id: string;
  message_id: string;
  contact_id: string;
  source: 'campaign' | 'sequence';
  source_id: string;
};
