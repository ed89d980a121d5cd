import { firestore } from '../firebase';
import * as store from '../store/collections';
import { NoRecords, type TxtResolver } from './dns';
import { DMARC_VALUE, dkimValue, spfValue } from './domainRecords';
import { serverEnv } from '../env';

/**
 * DNS for a development machine and the tests (DNS_STAND_IN=1, never in production): a domain
 * under .test (reserved for testing, RFC 6761) carries exactly the records its firm was told to
 * add, as if the firm had added them at its DNS host, so `npm run dev` and the journeys verify
 * their domains with no network. Every other name has no records, so a real domain entered
 * locally shows what a firm sees before adding them.
 */

/** A long TXT value as DNS hosts store it: strings of at most 255 characters (RFC 7208 section 3.3). */
const inStrings = (value: string) => value.match(/.{1,255}/g) ?? [''];

export const dnsStandIn: TxtResolver = async (name) => {
  const lower = name.toLowerCase().replace(/\.$/, '');
  if (!lower.endsWith('.test')) throw new NoRecords(name);
  const dkim = /^([^.]+)\._domainkey\.(.+)$/.exec(lower);
  if (dkim) {
    const [, selector, domain] = dkim as unknown as [string, string, string];
    const db = await firestore();
    const owner = (await store.dkimSelector(db, selector).get()).data();
    const firmDomain = owner && (await store.sendingDomain(db, owner.tenant_id).get()).data();
    if (!firmDomain || firmDomain.domain !== domain) throw new NoRecords(name);
    return [inStrings(dkimValue(firmDomain.dkim_public_key))];
  }
  if (lower.startsWith('_dmarc.')) return [[DMARC_VALUE]];
  if (lower.startsWith('_')) throw new NoRecords(name);
  return [[spfValue(serverEnv().PLATFORM_SPF_INCLUDE)]];
};
