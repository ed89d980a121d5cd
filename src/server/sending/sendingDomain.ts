import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { parse } from 'tldts';
import { DOMAIN_NOT_REGISTRABLE, SENDING_DOMAIN_MISSING, type SendingDomain } from '#shared/schemas/sendingDomain';
import type { SignedInAttorney } from '../auth';
import { Invalid, NotFound } from '../errors';
import { firestore, isAlreadyExists, writeTime } from '../firebase';
import { takeRateLimitSlots, type RateLimit } from '../rateLimit';
import { sealSecret } from '../secrets';
import { serverEnv } from '../env';
import type { SendingDomainDoc } from '../store/documents';
import * as store from '../store/collections';
import { txtResolver } from './dns';
import { checkRecords, expectedRecords, registrableDomain, type DomainKeys } from './domainRecords';

/**
 * The firm's sending domain: its DKIM key pair (made here; the private key is sealed and never
 * leaves the server), the records to add, and the check of what DNS answers. See
 * docs/sending-domains.md.
 */

/** Binds the sealed private key to its firm, like the SMTP password. */
export const dkimKeyBinding = (tenantId: string) => `${tenantId}/sending/dkim_private_key`;

/** 2048-bit RSA: what Gmail asks of DKIM keys (1024 at the least), and what every DNS host can hold in one TXT record. */
const DKIM_KEY_BITS = 2048;

const generateRsa = promisify(generateKeyPair);

async function newKeyPair(): Promise<{ publicKey: string; privateKeyPem: string }> {
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: DKIM_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKeyPem: privateKey };
}

/** A selector no other firm has: "cc" and 10 random hex digits, claimed in dkim_selectors/ with create(). */
async function claimSelector(tenantId: string): Promise<string> {
  const db = await firestore();
  for (;;) {
    const selector = `cc${randomBytes(5).toString('hex')}`;
    try {
      await store.dkimSelector(db, selector).create({ tenant_id: tenantId, created_at: await writeTime() });
      return selector;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
}

/** Names reserved for testing (RFC 2606, RFC 6761): taken only on a development machine, where DNS is the local stand-in. */
const TEST_DOMAIN = /\.(test|example)$/;

/** The schema checked the spelling; here the public suffix list says whether a person can register it. */
function checkRegistrable(domain: string) {
  const parsed = parse(domain, { allowPrivateDomains: true });
  if (parsed.isIp) throw new Invalid(DOMAIN_NOT_REGISTRABLE, 'domain');
  if (TEST_DOMAIN.test(domain) && serverEnv().development) return;
  if (!registrableDomain(domain) || !(parsed.isIcann || parsed.isPrivate)) throw new Invalid(DOMAIN_NOT_REGISTRABLE, 'domain');
}

export const domainKeys = (d: SendingDomainDoc): DomainKeys => ({
  domain: d.domain,
  selector: d.dkim_selector,
  publicKey: d.dkim_public_key,
  spfInclude: serverEnv().PLATFORM_SPF_INCLUDE,
});

function toSendingDomain(d: SendingDomainDoc): SendingDomain {
  return {
    domain: d.domain,
    dkim_selector: d.dkim_selector,
    records: expectedRecords(domainKeys(d)),
    checks: d.checks,
    checked_at: d.checked_at?.toDate().toISOString() ?? null,
    verified: d.verified_at !== null,
  };
}

async function readDomain(tenantId: string): Promise<SendingDomainDoc> {
  const stored = (await store.sendingDomain(await firestore(), tenantId).get()).data();
  if (!stored) throw new NotFound(SENDING_DOMAIN_MISSING);
  return stored;
}

export async function getSendingDomain(user: SignedInAttorney): Promise<SendingDomain> {
  return toSendingDomain(await readDomain(user.tenantId));
}

/**
 * Sets the firm's sending domain. The first time makes the firm's selector and key pair; they are
 * kept when the domain changes (the new domain publishes the same key), but a change starts the
 * checks over: nothing is sent from a domain until its own records were found.
 */
export async function saveSendingDomain(user: SignedInAttorney, input: { domain: string }): Promise<SendingDomain> {
  checkRegistrable(input.domain);
  const ref = store.sendingDomain(await firestore(), user.tenantId);
  const before = (await ref.get()).data();
  if (before?.domain === input.domain) return toSendingDomain(before);
  const keys = before
    ? { selector: before.dkim_selector, publicKey: before.dkim_public_key, sealed: before.dkim_private_key_ciphertext }
    : await (async () => {
        const [pair, selector] = await Promise.all([newKeyPair(), claimSelector(user.tenantId)]);
        return { selector, publicKey: pair.publicKey, sealed: sealSecret(pair.privateKeyPem, dkimKeyBinding(user.tenantId)) };
      })();
  const saved: SendingDomainDoc = {
    domain: input.domain,
    dkim_selector: keys.selector,
    dkim_public_key: keys.publicKey,
    dkim_private_key_ciphertext: keys.sealed,
    checks: null,
    checked_at: null,
    verified_at: null,
    updated_by: user.uid,
    updated_at: await writeTime(),
  };
  await ref.set(saved);
  return toSendingDomain(saved);
}

const CHECKS_PER_HOUR = 60;
const checkLimit = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/sending_domain_check`,
  max: CHECKS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Your firm has checked its DNS records ${CHECKS_PER_HOUR} times this hour. DNS changes can take a while to show: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/**
 * Looks the records up in DNS and keeps the result: the domain is verified when all three are
 * correct, and stops being verified when a later check finds one missing or wrong.
 */
export async function checkSendingDomain(user: SignedInAttorney): Promise<SendingDomain> {
  const db = await firestore();
  const checked = await readDomain(user.tenantId);
  await takeRateLimitSlots([checkLimit(user.tenantId)]);
  const checks = await checkRecords(await txtResolver(), domainKeys(checked));
  const allCorrect = checks.every((check) => check.state === 'correct');
  const ref = store.sendingDomain(db, user.tenantId);
  const now = await writeTime();
  const result = await db.runTransaction(async (tx) => {
    const fresh = (await tx.get(ref)).data();
    if (!fresh) throw new NotFound(SENDING_DOMAIN_MISSING);
    // The domain changed while its records were looked up: this check was about the old one.
    if (fresh.domain !== checked.domain) return fresh;
    const updated: SendingDomainDoc = { ...fresh, checks, checked_at: now, verified_at: allCorrect ? (fresh.verified_at ?? now) : null };
    tx.set(ref, updated);
    return updated;
  });
  return toSendingDomain(result);
}
