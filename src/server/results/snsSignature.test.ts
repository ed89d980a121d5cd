import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CERT_URL, OTHER_CERT, OTHER_KEY, serveSnsFromFixtures, signSns, snsNotification } from '../../../tests/support/sns';
import { isSnsAddress, setSnsFetchForTests, SNS_MAX_AGE_MS, snsSignatureProblem } from './snsSignature';

let asked: string[] = [];
beforeEach(() => {
  asked = serveSnsFromFixtures();
});
afterAll(() => setSnsFetchForTests(null));

describe('Amazon SNS signatures', () => {
  it('accept a message SNS signed, with SignatureVersion 1 and 2', async () => {
    expect(await snsSignatureProblem(signSns(snsNotification({ a: 1 }), undefined, '2'))).toBeNull();
    expect(await snsSignatureProblem(signSns(snsNotification({ a: 1 }), undefined, '1'))).toBeNull();
    const confirmation = signSns({
      Type: 'SubscriptionConfirmation',
      MessageId: 'm-1',
      TopicArn: 'arn:aws:sns:us-east-1:123456789012:ses-events',
      Message: 'You have chosen to subscribe.',
      Timestamp: new Date().toISOString(),
      Token: 'token-1',
      SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=token-1',
    });
    expect(await snsSignatureProblem(confirmation)).toBeNull();
  });

  it('refuse a forged signature, an altered message and an unknown version', async () => {
    expect(await snsSignatureProblem(signSns(snsNotification({ a: 1 }), OTHER_KEY))).toBe('The signature does not match.');
    const signed = signSns(snsNotification({ bounce: 'a@b.example' }));
    expect(await snsSignatureProblem({ ...signed, Message: JSON.stringify({ bounce: 'c@d.example' }) })).toBe(
      'The signature does not match.',
    );
    expect(await snsSignatureProblem({ ...signed, Subject: undefined })).toBe('The signature does not match.');
    expect(await snsSignatureProblem({ ...signed, SignatureVersion: '3' })).toBe('SignatureVersion must be 1 or 2.');
  });

  it('fetch the certificate only from an https address on sns.<region>.amazonaws.com', async () => {
    for (const url of [
      'http://sns.us-east-1.amazonaws.com/cert.pem',
      'https://sns.us-east-1.amazonaws.com.evil.example/cert.pem',
      'https://evil.example/sns.us-east-1.amazonaws.com/cert.pem',
      'https://s3.amazonaws.com/cert.pem',
      'https://sns.us-east-1.amazonaws.com:8443/cert.pem',
      'https://user@sns.us-east-1.amazonaws.com/cert.pem',
      'https://sns.us-east-1.amazonaws.com/cert.txt',
    ]) {
      const forged = signSns(snsNotification({ a: 1 }, { SigningCertURL: url }), OTHER_KEY);
      expect(await snsSignatureProblem(forged)).toBe('The signing certificate is not on an Amazon SNS address.');
    }
    expect(asked).toEqual([]);
    expect(isSnsAddress('https://sns.eu-central-1.amazonaws.com/x.pem', /\.pem$/)).toBe(true);
    expect(isSnsAddress('https://sns.cn-north-1.amazonaws.com.cn/x.pem', /\.pem$/)).toBe(true);
  });

  it('refuse a certificate that is not the signer’s, even from an SNS address', async () => {
    serveSnsFromFixtures({ [CERT_URL]: OTHER_CERT });
    expect(await snsSignatureProblem(signSns(snsNotification({ a: 1 })))).toBe('The signature does not match.');
  });

  it('refuse a replay of a message older than an hour', async () => {
    const old = signSns(snsNotification({ a: 1 }, { Timestamp: new Date(Date.now() - SNS_MAX_AGE_MS - 1000).toISOString() }));
    expect(await snsSignatureProblem(old)).toBe('The message is too old or not yet valid.');
    expect(await snsSignatureProblem(old, Date.now() - 5000)).toBeNull();
    expect(asked).toEqual([CERT_URL]);
  });
});
