import { parse } from 'tldts';
import type { DnsRecord, DnsRecordKind, RecordCheck } from '#shared/schemas/sendingDomain';
import { isNoRecords, type TxtResolver } from './dns';

/**
 * The DNS records a firm adds so CaseCourier's relay may send from its domain, and the check of
 * what DNS answers for each (docs/sending-domains.md has the why and the sources):
 * - SPF (RFC 7208): the domain's one `v=spf1` record includes ours, before its `all`.
 * - DKIM (RFC 6376): the firm's public key at `{selector}._domainkey.{domain}`; the relay signs
 *   each message with the private key.
 * - DMARC (RFC 7489): a policy at `_dmarc.{domain}` (or the organisational domain's), `p=none`
 *   at least.
 */

export interface DomainKeys {
  domain: string;
  selector: string;
  /** The public key, base64 DER (SubjectPublicKeyInfo), as DKIM's `p=` tag carries it. */
  publicKey: string;
  /** The name firms `include:` in their SPF record (PLATFORM_SPF_INCLUDE). */
  spfInclude: string;
}

export const DMARC_VALUE = 'v=DMARC1; p=none; adkim=r; aspf=r';
export const spfValue = (spfInclude: string) => `v=spf1 include:${spfInclude} ~all`;
export const dkimValue = (publicKey: string) => `v=DKIM1; k=rsa; p=${publicKey}`;

/** The domain a person registered (smithlaw.com for news.smithlaw.com), or null for a public suffix or an address. */
export function registrableDomain(domain: string): string | null {
  const parsed = parse(domain, { allowPrivateDomains: true });
  return parsed.isIp ? null : parsed.domain;
}

/** The name as a DNS host asks for it: relative to the registered domain ("@" for the domain itself). */
function hostOf(name: string, domain: string): string {
  const zone = registrableDomain(domain) ?? domain;
  return name === zone ? '@' : name.slice(0, -(zone.length + 1));
}

/** The three records, in the order the firm adds them. */
export function expectedRecords(keys: DomainKeys): DnsRecord[] {
  const { domain } = keys;
  const record = (kind: DnsRecordKind, name: string, value: string): DnsRecord => ({
    kind,
    type: 'TXT',
    name,
    host: hostOf(name, domain),
    value,
  });
  return [
    record('SPF', domain, spfValue(keys.spfInclude)),
    record('DKIM', `${keys.selector}._domainkey.${domain}`, dkimValue(keys.publicKey)),
    record('DMARC', `_dmarc.${domain}`, DMARC_VALUE),
  ];
}

type Lookup = { records: string[] } | { failed: true };

/** TXT records at a name, each joined from its strings (RFC 7208 section 3.3, RFC 6376 section 3.6.2.2). */
async function lookUp(resolve: TxtResolver, name: string): Promise<Lookup> {
  try {
    return { records: (await resolve(name)).map((strings) => strings.join('')) };
  } catch (error) {
    return isNoRecords(error) ? { records: [] } : { failed: true };
  }
}

const lookupFailed = (kind: DnsRecordKind, name: string): RecordCheck => ({
  kind,
  state: 'lookup_failed',
  detail: `We could not look up ${name} just now. Please check again in a minute.`,
  found: [],
});

/** DKIM and DMARC records are tag=value lists separated by semicolons. */
function tags(record: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) map.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return map;
}

const isSpf = (record: string) => /^v=spf1(\s|$)/i.test(record.trim());

/** The firm's SPF record with our include added before its `all` (or at its end): what to change it to. */
export function mergedSpf(existing: string, spfInclude: string): string {
  const terms = existing.trim().split(/\s+/);
  const all = terms.findIndex((term) => /^[+\-~?]?all$/i.test(term));
  const include = `include:${spfInclude}`;
  if (all === -1) return [...terms, include].join(' ');
  return [...terms.slice(0, all), include, ...terms.slice(all)].join(' ');
}

async function checkSpf(resolve: TxtResolver, domain: string, spfInclude: string): Promise<RecordCheck> {
  const lookup = await lookUp(resolve, domain);
  if ('failed' in lookup) return lookupFailed('SPF', domain);
  const found = lookup.records.filter(isSpf);
  const check = (state: RecordCheck['state'], detail: string): RecordCheck => ({ kind: 'SPF', state, detail, found });
  if (found.length === 0) return check('missing', `No SPF record at ${domain}: add the TXT record we show for it.`);
  if (found.length > 1) {
    return check(
      'wrong',
      `${domain} has ${found.length} SPF records, and a domain with more than one fails SPF everywhere. Merge them into one record that includes include:${spfInclude}, and delete the others.`,
    );
  }
  const record = found[0]!;
  const ours = `include:${spfInclude}`.toLowerCase();
  const terms = record.trim().split(/\s+/);
  const include = terms.findIndex((term) => term.toLowerCase() === ours);
  const all = terms.findIndex((term) => /^[+\-~?]?all$/i.test(term));
  if (include === -1)
    return check(
      'wrong',
      `Your SPF record does not include ours. Change it (do not add a second one) to: ${mergedSpf(record, spfInclude)}`,
    );
  if (all !== -1 && all < include) {
    const withoutOurs = terms.filter((_, i) => i !== include).join(' ');
    return check(
      'wrong',
      `include:${spfInclude} comes after "${terms[all]}" in your SPF record, where it is never read. Change the record to: ${mergedSpf(withoutOurs, spfInclude)}`,
    );
  }
  return check('correct', '');
}

async function checkDkim(resolve: TxtResolver, keys: DomainKeys): Promise<RecordCheck> {
  const name = `${keys.selector}._domainkey.${keys.domain}`;
  const lookup = await lookUp(resolve, name);
  if ('failed' in lookup) return lookupFailed('DKIM', name);
  const found = lookup.records;
  const check = (state: RecordCheck['state'], detail: string): RecordCheck => ({ kind: 'DKIM', state, detail, found });
  if (found.length === 0) return check('missing', `No DKIM record at ${name}: add the TXT record we show for it.`);
  if (found.length > 1) return check('wrong', `${name} has ${found.length} TXT records: keep only the one we show.`);
  const record = tags(found[0]!);
  const version = record.get('v');
  if (version !== undefined && version !== 'DKIM1') return check('wrong', `The record says v=${version}; it must say v=DKIM1.`);
  const keyType = record.get('k') ?? 'rsa';
  if (keyType.toLowerCase() !== 'rsa') return check('wrong', `The record says k=${keyType}; the key is an RSA key (k=rsa).`);
  const key = (record.get('p') ?? '').replace(/\s+/g, '');
  if (key === '') return check('wrong', 'The record has no key (p= is empty or missing): copy its whole value.');
  if (key !== keys.publicKey) {
    return check(
      'wrong',
      key.length === keys.publicKey.length
        ? 'The key (p=) differs from ours: copy its whole value again.'
        : `The key (p=) is ${key.length} characters long; ours is ${keys.publicKey.length}. Some DNS hosts cut long values: paste the whole value, and if your DNS host asks, let it split it into several strings.`,
    );
  }
  return check('correct', '');
}

const DMARC_POLICIES = new Set(['none', 'quarantine', 'reject']);

async function checkDmarc(resolve: TxtResolver, domain: string): Promise<RecordCheck> {
  const name = `_dmarc.${domain}`;
  let lookup = await lookUp(resolve, name);
  if ('failed' in lookup) return lookupFailed('DMARC', name);
  let where = name;
  // A subdomain without its own policy has its organisational domain's (RFC 7489 section 6.6.3).
  const organisational = registrableDomain(domain);
  if (!lookup.records.some(isDmarc) && organisational && organisational !== domain) {
    where = `_dmarc.${organisational}`;
    lookup = await lookUp(resolve, where);
    if ('failed' in lookup) return lookupFailed('DMARC', where);
  }
  const found = lookup.records.filter(isDmarc);
  const check = (state: RecordCheck['state'], detail: string): RecordCheck => ({ kind: 'DMARC', state, detail, found });
  if (found.length === 0) return check('missing', `No DMARC record at ${name}: add the TXT record we show for it.`);
  if (found.length > 1) return check('wrong', `${where} has ${found.length} DMARC records, so none of them counts: keep one.`);
  const policy = tags(found[0]!).get('p')?.toLowerCase();
  if (!policy || !DMARC_POLICIES.has(policy)) {
    return check('wrong', `The DMARC record at ${where} has no valid policy: it needs p=none, p=quarantine or p=reject.`);
  }
  return check('correct', '');
}

const isDmarc = (record: string) => /^v=DMARC1\s*(;|$)/i.test(record.trim());

/** Looks up all three records and says, for each, whether it is correct, wrong (and how) or missing. */
export async function checkRecords(resolve: TxtResolver, keys: DomainKeys): Promise<RecordCheck[]> {
  return Promise.all([checkSpf(resolve, keys.domain, keys.spfInclude), checkDkim(resolve, keys), checkDmarc(resolve, keys.domain)]);
}
