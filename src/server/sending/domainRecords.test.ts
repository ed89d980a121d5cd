import { describe, expect, it } from 'vitest';
import type { TxtResolver } from './dns';
import { checkRecords, DMARC_VALUE, dkimValue, expectedRecords, mergedSpf, spfValue } from './domainRecords';

const KEYS = {
  domain: 'smithlaw.com',
  selector: 'cc0123456789',
  publicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAsmith',
  spfInclude: 'spf.casecourier.com',
};
const SPF = 'smithlaw.com';
const DKIM = 'cc0123456789._domainkey.smithlaw.com';
const DMARC = '_dmarc.smithlaw.com';

const notFound = () => Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });
/** A DNS that answers these names, and nothing else. */
const zone =
  (records: Record<string, string[][]>): TxtResolver =>
  async (name) => {
    if (records[name]) return records[name];
    throw notFound();
  };
const CORRECT = { [SPF]: [[spfValue(KEYS.spfInclude)]], [DKIM]: [[dkimValue(KEYS.publicKey)]], [DMARC]: [[DMARC_VALUE]] };

const statesOf = async (resolver: TxtResolver, keys = KEYS) => (await checkRecords(resolver, keys)).map((c) => c.state);

describe('expectedRecords', () => {
  it('names each record as DNS hosts ask for it, relative to the registered domain', () => {
    expect(expectedRecords(KEYS).map((r) => [r.kind, r.name, r.host])).toEqual([
      ['SPF', 'smithlaw.com', '@'],
      ['DKIM', DKIM, 'cc0123456789._domainkey'],
      ['DMARC', DMARC, '_dmarc'],
    ]);
    const sub = expectedRecords({ ...KEYS, domain: 'news.smithlaw.co.uk' });
    expect(sub.map((r) => r.host)).toEqual(['news', 'cc0123456789._domainkey.news', '_dmarc.news']);
    expect(sub[1]!.value).toBe(`v=DKIM1; k=rsa; p=${KEYS.publicKey}`);
  });
});

describe('checkRecords', () => {
  it('finds every record correct, a long DKIM key split into strings included', async () => {
    const split = dkimValue(KEYS.publicKey).match(/.{1,20}/g)!;
    expect(await statesOf(zone({ ...CORRECT, [DKIM]: [split] }))).toEqual(['correct', 'correct', 'correct']);
  });

  it('says what is missing', async () => {
    const checks = await checkRecords(zone({}), KEYS);
    expect(checks.map((c) => c.state)).toEqual(['missing', 'missing', 'missing']);
    expect(checks.map((c) => c.detail)).toEqual([
      'No SPF record at smithlaw.com: add the TXT record we show for it.',
      `No DKIM record at ${DKIM}: add the TXT record we show for it.`,
      `No DMARC record at ${DMARC}: add the TXT record we show for it.`,
    ]);
  });

  it('merges our include into an existing SPF record rather than asking for a second one', async () => {
    const [spf] = await checkRecords(
      zone({ ...CORRECT, [SPF]: [['v=spf1 include:_spf.google.com -all'], ['google-site-verification=x']] }),
      KEYS,
    );
    expect(spf).toMatchObject({ state: 'wrong', found: ['v=spf1 include:_spf.google.com -all'] });
    expect(spf!.detail).toBe(
      'Your SPF record does not include ours. Change it (do not add a second one) to: v=spf1 include:_spf.google.com include:spf.casecourier.com -all',
    );
    expect(mergedSpf('v=spf1 mx', 'spf.casecourier.com')).toBe('v=spf1 mx include:spf.casecourier.com');
  });

  it('refuses two SPF records, and an include after all (never read)', async () => {
    const two = await checkRecords(zone({ ...CORRECT, [SPF]: [[spfValue(KEYS.spfInclude)], ['v=spf1 mx ~all']] }), KEYS);
    expect(two[0]).toMatchObject({ state: 'wrong' });
    expect(two[0]!.detail).toMatch(/^smithlaw\.com has 2 SPF records, and a domain with more than one fails SPF everywhere\./);
    const late = await checkRecords(zone({ ...CORRECT, [SPF]: [['v=spf1 mx ~all include:spf.casecourier.com']] }), KEYS);
    expect(late[0]!.detail).toBe(
      'include:spf.casecourier.com comes after "~all" in your SPF record, where it is never read. Change the record to: v=spf1 mx include:spf.casecourier.com ~all',
    );
  });

  it('tells a different DKIM key, a cut one, an empty one and the wrong key type apart', async () => {
    const dkimWith = async (value: string) => (await checkRecords(zone({ ...CORRECT, [DKIM]: [[value]] }), KEYS))[1]!;
    const other = KEYS.publicKey.replace('smith', 'jones');
    expect((await dkimWith(dkimValue(other))).detail).toBe('The key (p=) differs from ours: copy its whole value again.');
    expect((await dkimWith(dkimValue(KEYS.publicKey.slice(0, 20)))).detail).toMatch(/^The key \(p=\) is 20 characters long; ours is \d+\./);
    expect((await dkimWith('v=DKIM1; k=rsa; p=')).detail).toMatch(/^The record has no key/);
    expect((await dkimWith(`v=DKIM1; k=ed25519; p=${KEYS.publicKey}`)).detail).toBe(
      'The record says k=ed25519; the key is an RSA key (k=rsa).',
    );
    // Spaces inside the key (some DNS hosts show it wrapped) still match.
    expect((await dkimWith(`v=DKIM1; k=rsa; p=${KEYS.publicKey.slice(0, 10)} ${KEYS.publicKey.slice(10)}`)).state).toBe('correct');
  });

  it("accepts any DMARC policy, falls back to the registered domain's for a subdomain, and refuses one without a policy", async () => {
    expect((await statesOf(zone({ ...CORRECT, [DMARC]: [['v=DMARC1; p=reject; rua=mailto:d@smithlaw.com']] })))[2]).toBe('correct');
    const sub = { ...KEYS, domain: 'news.smithlaw.com' };
    const subZone = zone({
      'news.smithlaw.com': CORRECT[SPF],
      'cc0123456789._domainkey.news.smithlaw.com': CORRECT[DKIM],
      [DMARC]: [['v=DMARC1; p=quarantine']],
    });
    expect(await statesOf(subZone, sub)).toEqual(['correct', 'correct', 'correct']);
    const noPolicy = await checkRecords(zone({ ...CORRECT, [DMARC]: [['v=DMARC1; rua=mailto:d@smithlaw.com']] }), KEYS);
    expect(noPolicy[2]!.detail).toBe(`The DMARC record at ${DMARC} has no valid policy: it needs p=none, p=quarantine or p=reject.`);
  });

  it('says a lookup failed (try again) rather than that a record is missing', async () => {
    const failing: TxtResolver = async () => {
      throw Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' });
    };
    const checks = await checkRecords(failing, KEYS);
    expect(checks.map((c) => c.state)).toEqual(['lookup_failed', 'lookup_failed', 'lookup_failed']);
    expect(checks[0]!.detail).toBe('We could not look up smithlaw.com just now. Please check again in a minute.');
  });
});
