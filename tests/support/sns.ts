// Signs Amazon SNS messages as SNS does, with the test-only key in tests/fixtures/sns, and serves
// its certificate through the injectable fetch as if from sns.us-east-1.amazonaws.com.
import { createSign, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type SnsMessage, setSnsFetchForTests, stringToSign } from '../../src/server/results/snsSignature';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/sns/${name}`, import.meta.url), 'utf8');
export const SNS_KEY = fixture('test-signing-key.pem');
export const SNS_CERT = fixture('test-signing-cert.pem');
export const OTHER_KEY = fixture('other-key.pem');
export const OTHER_CERT = fixture('other-cert.pem');
export const CERT_URL = 'https://sns.us-east-1.amazonaws.com/SimpleNotificationService-0000000000000000000000000000000.pem';

export function signSns(
  message: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'> & Partial<SnsMessage>,
  key = SNS_KEY,
  version: '1' | '2' = '2',
): SnsMessage {
  const unsigned = { SignatureVersion: version, SigningCertURL: CERT_URL, ...message, Signature: '' } as SnsMessage;
  const signer = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256');
  signer.update(stringToSign(unsigned), 'utf8');
  return { ...unsigned, Signature: signer.sign(key, 'base64') };
}

export function snsNotification(event: unknown, overrides: Partial<SnsMessage> = {}) {
  return {
    Type: 'Notification' as const,
    MessageId: randomUUID(),
    TopicArn: 'arn:aws:sns:us-east-1:123456789012:ses-events',
    Subject: 'Amazon SES Email Event Notification',
    Message: JSON.stringify(event),
    Timestamp: new Date().toISOString(),
    ...overrides,
  };
}

/** Every certificate request is answered from the fixtures, and the addresses asked for are kept. */
export function serveSnsFromFixtures(certs: Record<string, string> = { [CERT_URL]: SNS_CERT }) {
  const asked: string[] = [];
  setSnsFetchForTests(async (url) => {
    asked.push(url);
    if (url in certs) return new Response(certs[url], { status: 200 });
    if (url.startsWith('https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription'))
      return new Response('<ConfirmSubscriptionResponse/>', { status: 200 });
    return new Response('not found', { status: 404 });
  });
  return asked;
}
