import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offlineServerEnv } from '../../../tests/support/offlineServerEnv';
import { linkTracker } from './delivery';
import {
  readTrackedLink,
  readTrackedMessage,
  resetTrackingKeyForTests,
  type TrackedLink,
  trackedLinkToken,
  trackedLinkUrl,
  trackedMessageToken,
} from './trackingToken';

const { newSecret: useSecret } = offlineServerEnv({ env: { URL: 'https://firm.example' }, resets: [resetTrackingKeyForTests] });

const LINK: TrackedLink = {
  tenantId: 'tenantAbc123',
  messageId: 'campaign9_contact7',
  source: 'campaign',
  sourceId: 'campaign9',
  contactId: 'contact7',
  link: 2,
  url: 'https://rivera.example/winter-driving?utm_source=newsletter&x=%20y#top',
};

const flip = (token: string, at: number) => {
  const bytes = Buffer.from(token, 'base64url');
  bytes[at] = bytes[at]! ^ 1;
  return bytes.toString('base64url');
};

describe('tracked link tokens', () => {
  it('carry the exact address and the message, and name nothing in clear', () => {
    const token = trackedLinkToken(LINK);
    expect(readTrackedLink(token)).toEqual(LINK);
    for (const part of ['tenantAbc123', 'contact7', 'campaign9', 'rivera', 'winter'])
      expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain(part);
    // A fresh nonce each time: two readers' links never look alike.
    expect(trackedLinkToken(LINK)).not.toBe(token);
  });

  it('refuse a forged, altered, truncated, extended or respelt token', () => {
    const token = trackedLinkToken(LINK);
    expect(readTrackedLink('')).toBeNull();
    expect(readTrackedLink('not-a-token')).toBeNull();
    expect(readTrackedLink(randomBytes(120).toString('base64url'))).toBeNull();
    for (const at of [0, 13, 20, 40, Buffer.from(token, 'base64url').length - 1]) expect(readTrackedLink(flip(token, at))).toBeNull();
    expect(readTrackedLink(token.slice(0, -1))).toBeNull();
    expect(readTrackedLink(token.slice(0, 40))).toBeNull();
    expect(readTrackedLink(`${token}A`)).toBeNull();
    expect(readTrackedLink(`${token}=`)).toBeNull();
    // The same bytes in standard base64: the nonce is random, so a token without '-' or '_' reads the same.
    const standardBase64 = token.replace(/-/g, '+').replace(/_/g, '/');
    if (standardBase64 !== token) expect(readTrackedLink(standardBase64)).toBeNull();
  });

  it('are not read under another secret, and a message token is not a link token', () => {
    const token = trackedLinkToken(LINK);
    const message = trackedMessageToken(LINK);
    expect(readTrackedLink(message)).toBeNull();
    expect(readTrackedMessage(token)).toBeNull();
    expect(readTrackedMessage(message)).toEqual({
      tenantId: LINK.tenantId,
      messageId: LINK.messageId,
      source: 'campaign',
      sourceId: 'campaign9',
      contactId: 'contact7',
    });
    useSecret();
    expect(readTrackedLink(token)).toBeNull();
  });

  it('are made only for web addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'mailto:a@b.example',
      'tel:+15555550100',
      '//evil.example',
      'https://' + 'a'.repeat(2000),
    ])
      expect(() => trackedLinkToken({ ...LINK, url })).toThrow();
  });

  it('number each distinct address of an email once, in order, and leave other links alone', () => {
    const links = linkTracker(LINK);
    const a = links.wrap('https://rivera.example/a');
    links.wrap('tel:+13055550100');
    const b = links.wrap('https://rivera.example/b');
    const again = links.wrap('https://rivera.example/a');
    expect(links.count).toBe(2);
    expect(a.startsWith('https://firm.example/api/r/')).toBe(true);
    const read = (url: string) => readTrackedLink(url.split('/api/r/')[1]!)!;
    expect([read(a).link, read(b).link, read(again).link]).toEqual([0, 1, 0]);
    expect(read(b).url).toBe('https://rivera.example/b');
    expect(links.wrap('tel:+13055550100')).toBe('tel:+13055550100');
    expect(trackedLinkUrl(LINK)).toMatch(/^https:\/\/firm\.example\/api\/r\/[A-Za-z0-9_-]+$/);
  });
});
