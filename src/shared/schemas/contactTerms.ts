/**
 * The words and limits of contacts without their validation: the contacts list needs these
 * at start-up, and importing them pulls in neither zod nor the phone library. The schemas
 * in `./contacts` re-export everything here.
 */

/**
 * `prospect`: a person brought in from a search-intent audience (src/server/prospects/): no
 * consent of any kind, never called by an agent, emailed under the solicitation (lead) rules.
 */
export const RELATIONSHIPS = ['client', 'former-client', 'subscriber', 'lead', 'prospect'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  client: 'Client',
  'former-client': 'Former client',
  subscriber: 'Subscriber',
  lead: 'Lead',
  prospect: 'Prospect (search intent)',
};

export const CONSENT_CHANNELS = ['email', 'sms', 'call'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];
export const CONSENT_STATUSES = ['granted', 'revoked'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
/**
 * How much of a consent record's time is known: `time` (the moment), `date` (only the day,
 * stored as its midnight UTC and shown as that day) or `unknown` (the source did not say: the
 * record is dated when it was written).
 */
export const CONSENT_AT_PRECISIONS = ['time', 'date', 'unknown'] as const;
export type ConsentAtPrecision = (typeof CONSENT_AT_PRECISIONS)[number];
/** Channels whose grant must carry the exact wording the person agreed to (TCPA prior express written consent). */
export const WORDING_REQUIRED_CHANNELS: readonly ConsentChannel[] = ['sms', 'call'];

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  incidentType: 100,
  city: 100,
  postalCode: 10,
  source: 500,
  tags: 20,
  tag: 40,
  notes: 5000,
  consentText: 2000,
  /** Contacts per page of GET /api/contacts. */
  page: 100,
  /** Rows per POST /api/contacts/import: one all-or-nothing write. */
  importBatch: 200,
  query: 100,
} as const;

export const CONSENT_FILTERS = CONSENT_CHANNELS.flatMap((channel) => CONSENT_STATUSES.map((status) => `${channel}:${status}` as const));
export type ConsentFilter = (typeof CONSENT_FILTERS)[number];

export type ConsentSummary = Record<ConsentChannel, ConsentStatus | null>;

export interface Contact {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  relationship: Relationship;
  state: string | null;
  /** The city and ZIP code of the contact's address, when known: newsletter segments select by them. */
  city: string | null;
  postal_code: string | null;
  incident_type: string | null;
  incident_date: string | null;
  source: string;
  tags: string[];
  notes: string;
  do_not_contact: boolean;
  /** The phone number is on a do-not-call list (as the intent provider reported it): never called, whatever the consent. */
  do_not_call: boolean;
  consent: ConsentSummary;
  created_at: string;
  updated_at: string;
}

export interface ConsentRecord {
  id: string;
  channel: ConsentChannel;
  status: ConsentStatus;
  at: string;
  at_precision: ConsentAtPrecision;
  source: string;
  text: string | null;
  recorded_at: string;
  /** A revocation copied from the firm's suppression list: an earlier contact with this email or phone revoked, then was deleted. */
  from_suppression_list: boolean;
  /** A grant that arrived by import or webhook while the channel was revoked: kept as a record, not applied (decision record 0014). */
  held_by_revocation: boolean;
}

export interface ContactDetail extends Contact {
  /** Newest first by when it happened. */
  consents: ConsentRecord[];
  /** Set when do-not-contact came from the suppression list: when and where it was first asked for. */
  do_not_contact_kept: { at: string; source: string } | null;
}

export interface ContactPage {
  contacts: Contact[];
  next_cursor: string | null;
}

export interface ImportResult {
  created: number;
  merged: number;
  /** The contact each row was written to, in the order of the rows. */
  contact_ids: string[];
  /** Positions (from 0) of the rows that were added to a contact the firm already had. */
  merged_rows: number[];
}
