import * as z from 'zod/mini';
import { typedText } from './typedText';

/**
 * The firm's sending domain: the domain CaseCourier's own mail relay sends its emails from once
 * the DNS records we give are in place (docs/sending-domains.md). Shared by Settings, Sending
 * domain and PUT /api/sending-domain, so both show the same messages.
 */

export const DOMAIN_MAX = 253;

export const DOMAIN_REQUIRED = 'Domain is required: the part of your email address after the @, such as smithinjurylaw.com.';
export const DOMAIN_INVALID = 'Domain must be a domain name such as smithinjurylaw.com: no https://, no email address, no path, no spaces.';
export const DOMAIN_NOT_REGISTRABLE =
  'Domain must be one your firm registered, such as smithinjurylaw.com, not a shared ending such as .com or co.uk.';

/** A web address or an email address typed where the domain goes: say what to keep. */
function domainMistake(value: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(value))
    return `${DOMAIN_INVALID} Keep only the name, such as ${value.replace(/^[^/]*\/\/(www\.)?/, '').split(/[/:?#]/)[0]}.`;
  if (value.includes('@')) return `${DOMAIN_INVALID} Keep only the part after the @, such as ${value.split('@').pop()}.`;
  return null;
}

/** Labels of letters, digits and hyphens (not at either end), at least two of them, the last not all digits. */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const sendingDomainSchema = z.object({
  domain: z.string({ error: DOMAIN_REQUIRED }).check(
    ...typedText('Domain'),
    z.toLowerCase(),
    // A trailing dot (the DNS root) is how some DNS hosts show names: it names the same domain.
    z.overwrite((value) => value.replace(/\.$/, '')),
    z.minLength(1, { error: DOMAIN_REQUIRED, abort: true }),
    z.maxLength(DOMAIN_MAX, { error: DOMAIN_INVALID, abort: true }),
    z.refine((value) => domainMistake(value) === null, {
      error: (issue) => domainMistake(String(issue.input)) ?? DOMAIN_INVALID,
      abort: true,
    }),
    z.regex(DOMAIN_NAME, { error: DOMAIN_INVALID }),
  ),
});

export type SendingDomainInput = z.input<typeof sendingDomainSchema>;

export type DnsRecordKind = 'SPF' | 'DKIM' | 'DMARC';

/** One record the firm adds at its DNS host, exactly as we show it. */
export interface DnsRecord {
  kind: DnsRecordKind;
  type: 'TXT';
  /** The full name; `host` is the same name as most DNS hosts want it typed (without the domain, or @). */
  name: string;
  host: string;
  value: string;
}

/** What a lookup found for one record: correct, there but not right (`detail` says what differs), or not there. */
export type RecordState = 'correct' | 'wrong' | 'missing' | 'lookup_failed';

export interface RecordCheck {
  kind: DnsRecordKind;
  state: RecordState;
  /** In words the firm can act on; empty when correct. */
  detail: string;
  /** The record as we found it (several when there are competing ones), for comparing with ours. */
  found: string[];
}

/** GET, PUT /api/sending-domain and POST /api/sending-domain/check answer this. */
export interface SendingDomain {
  domain: string;
  dkim_selector: string;
  records: DnsRecord[];
  /** The last check's result per record, null before the first. */
  checks: RecordCheck[] | null;
  checked_at: string | null;
  /** Every record was correct at the last check: CaseCourier's relay may send from this domain. */
  verified: boolean;
}

export const SENDING_DOMAIN_MISSING = 'No sending domain yet: enter your firm’s domain in Settings, Sending domain.';
