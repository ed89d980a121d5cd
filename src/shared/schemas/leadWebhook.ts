import * as z from 'zod/mini';
import { typedText } from './typedText';

/**
 * The lead webhook's payload and the field mapping a firm can edit for other shapes. The
 * default payload (documented in the README) is
 * `{name, email, phone, state, incidentType, incidentDate, message, consent: {channels, text, grantedAt, source}}`.
 */

/** Where each contact field is read from in the payload: a dot path such as `lead.contact.email`. */
export const LEAD_FIELDS = {
  name: { label: 'Name', path: 'name' },
  email: { label: 'Email', path: 'email' },
  phone: { label: 'Phone', path: 'phone' },
  state: { label: 'State', path: 'state' },
  incident_type: { label: 'Incident type', path: 'incidentType' },
  incident_date: { label: 'Incident date', path: 'incidentDate' },
  notes: { label: 'Message', path: 'message' },
  source: { label: 'Source', path: 'source' },
  consent_channels: { label: 'Consent channels', path: 'consent.channels' },
  consent_text: { label: 'Consent wording', path: 'consent.text' },
  consent_granted_at: { label: 'Consent time', path: 'consent.grantedAt' },
  consent_source: { label: 'Consent source', path: 'consent.source' },
} as const;

export type LeadField = keyof typeof LEAD_FIELDS;
export const LEAD_FIELD_NAMES = Object.keys(LEAD_FIELDS) as LeadField[];
export type LeadMapping = Record<LeadField, string>;

export const DEFAULT_LEAD_MAPPING = Object.fromEntries(LEAD_FIELD_NAMES.map((f) => [f, LEAD_FIELDS[f].path])) as LeadMapping;

/** Largest webhook body we accept; a lead is a few hundred bytes. */
export const LEAD_PAYLOAD_MAX_BYTES = 64 * 1024;

const PATH_RE = /^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/;

export const leadMappingSchema = z.object(
  Object.fromEntries(
    LEAD_FIELD_NAMES.map((field) => [
      field,
      z._default(
        z.string({ error: `${LEAD_FIELDS[field].label}: the payload path must be text.` }).check(
          ...typedText(`${LEAD_FIELDS[field].label} payload path`),
          z.maxLength(100, `${LEAD_FIELDS[field].label}: the payload path must be 100 characters or fewer.`),
          z.refine(
            (path) => path === '' || PATH_RE.test(path),
            `${LEAD_FIELDS[field].label}: write the payload path as names joined by dots, such as lead.email (leave it blank to skip the field).`,
          ),
        ),
        LEAD_FIELDS[field].path,
      ),
    ]),
  ) as Record<LeadField, z.ZodMiniDefault<z.ZodMiniString>>,
);

export const updateLeadMappingSchema = z.object({ mapping: leadMappingSchema });

/** GET /api/leads/webhook-endpoint: the address, never a secret. */
export interface LeadEndpoint {
  /** Null until the firm creates its endpoint. */
  url: string | null;
  /** When the previous secret stops working after a rotation, or null when only the current one works. */
  previous_secret_expires_at: string | null;
}

/** POST /api/leads/webhook-endpoint: the address and its new secret. */
export interface LeadEndpointWithSecret {
  url: string;
  /** Shown once: the server keeps it only encrypted. */
  secret: string;
  /** When the previous secret stops working after a rotation, or null. */
  previous_secret_expires_at: string | null;
}

/** GET and PUT /api/leads/webhook-endpoint/mapping. */
export interface LeadMappingAnswer {
  mapping: LeadMapping;
}

/** What POST /api/leads/webhook/:endpointId answers (202): the contact the lead was written to. */
export interface LeadAccepted {
  contact_id: string;
}

/** The value at a dot path, or undefined. */
function at(payload: unknown, path: string): unknown {
  if (!path) return undefined;
  let value: unknown = payload;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Channels as a list or as text such as "email, sms". Anything else is passed on for the schema to refuse. */
function channels(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string')
    return value
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((v) => v.toLowerCase());
  return Array.isArray(value) ? value : [value];
}

export const LEAD_SOURCE = 'Lead webhook';

/**
 * A webhook payload as a new contact (relationship "lead") with its consents, ready for
 * `createContactSchema`, which refuses wrong types naming the field. Consent is granted on
 * every channel listed, with the wording and time the payload gives.
 */
export function leadFromPayload(payload: unknown, mapping: LeadMapping): Record<string, unknown> {
  const get = (field: LeadField) => at(payload, mapping[field]);
  const source = get('source') ?? LEAD_SOURCE;
  const consents = channels(get('consent_channels')).map((channel) => ({
    channel,
    status: 'granted',
    at: get('consent_granted_at'),
    source: get('consent_source') ?? source,
    text: get('consent_text'),
  }));
  return {
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    relationship: 'lead',
    state: get('state'),
    incident_type: get('incident_type'),
    incident_date: get('incident_date'),
    notes: get('notes'),
    source,
    consents,
  };
}
