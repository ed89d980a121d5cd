import { createVerify, X509Certificate } from 'node:crypto';
import { now as clockNow } from '../clock';

/**
 * Amazon SNS message signatures, checked before anything in the message is believed
 * (https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html): the signing
 * certificate is fetched only from an https address on sns.<region>.amazonaws.com, the string to
 * sign is rebuilt from the message's own fields in SNS's order, and the signature is checked with
 * SHA1withRSA (SignatureVersion 1) or SHA256withRSA (2). A message older than an hour is refused,
 * so a captured one cannot be replayed later; within the hour its MessageId makes a repeat a no-op.
 */

export interface SnsMessage {
  Type: 'Notification' | 'SubscriptionConfirmation' | 'UnsubscribeConfirmation';
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  Token?: string;
  SubscribeURL?: string;
}

export const SNS_MAX_AGE_MS = 60 * 60 * 1000;
const SNS_HOST = /^sns\.[a-z]{2}(-[a-z]+)+-\d\.amazonaws\.com(\.cn)?$/;

export type Fetch = (url: string) => Promise<Response>;
let fetchImpl: Fetch = (url) => fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) });
/** Tests serve their own certificate (and confirm subscriptions) without the network. */
export function setSnsFetchForTests(fn: Fetch | null) {
  fetchImpl = fn ?? ((url) => fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) }));
  certificates.clear();
}

/** An address on Amazon SNS itself (the certificate, a subscription's confirmation), https only. */
export function isSnsAddress(address: string, path?: RegExp): boolean {
  try {
    const url = new URL(address);
    return (
      url.protocol === 'https:' && url.port === '' && !url.username && SNS_HOST.test(url.hostname) && (!path || path.test(url.pathname))
    );
  } catch {
    return false;
  }
}

const certificates = new Map<string, X509Certificate>();

async function certificate(address: string): Promise<X509Certificate> {
  const known = certificates.get(address);
  if (known) return known;
  const res = await fetchImpl(address);
  if (!res.ok) throw new Error(`The signing certificate answered ${res.status}`);
  const cert = new X509Certificate(await res.text());
  if (certificates.size > 50) certificates.clear();
  certificates.set(address, cert);
  return cert;
}

export function stringToSign(m: SnsMessage): string {
  const fields =
    m.Type === 'Notification'
      ? (['Message', 'MessageId', ...(m.Subject !== undefined ? ['Subject'] : []), 'Timestamp', 'TopicArn', 'Type'] as const)
      : (['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const);
  return fields.map((name) => `${name}\n${m[name as keyof SnsMessage] ?? ''}\n`).join('');
}

/** Why the message cannot be trusted, or null when its signature is SNS's and it is recent. */
export async function snsSignatureProblem(m: SnsMessage, now = clockNow()): Promise<string | null> {
  if (!isSnsAddress(m.SigningCertURL, /\.pem$/)) return 'The signing certificate is not on an Amazon SNS address.';
  const algorithm = m.SignatureVersion === '1' ? 'RSA-SHA1' : m.SignatureVersion === '2' ? 'RSA-SHA256' : null;
  if (!algorithm) return 'SignatureVersion must be 1 or 2.';
  const sentAt = Date.parse(m.Timestamp);
  if (!Number.isFinite(sentAt) || now - sentAt > SNS_MAX_AGE_MS || sentAt - now > 5 * 60 * 1000)
    return 'The message is too old or not yet valid.';
  let cert: X509Certificate;
  try {
    cert = await certificate(m.SigningCertURL);
  } catch {
    return 'The signing certificate could not be read.';
  }
  const verifier = createVerify(algorithm);
  verifier.update(stringToSign(m), 'utf8');
  return verifier.verify(cert.publicKey, m.Signature, 'base64') ? null : 'The signature does not match.';
}

/** Confirms a subscription by visiting its SubscribeURL (on SNS itself, after the signature was checked). */
export async function confirmSubscription(m: SnsMessage): Promise<boolean> {
  if (!m.SubscribeURL || !isSnsAddress(m.SubscribeURL)) return false;
  const res = await fetchImpl(m.SubscribeURL);
  return res.ok;
}
