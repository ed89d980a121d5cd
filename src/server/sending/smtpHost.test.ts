import { describe, expect, it } from 'vitest';
import { SMTP_PORT_INVALID } from '#shared/schemas/sendingSettings';
import { resetServerEnvForTests } from '../env';
import { offlineServerEnv } from '../../../tests/support/offlineServerEnv';
import {
  checkedSmtpAddress,
  checkSmtpServerForSaving,
  isPublicAddress,
  setHostResolverForTests,
  smtpHostLookupFailed,
  smtpHostNotFound,
  smtpHostNotPublic,
} from './smtpHost';

offlineServerEnv({ unset: ['SMTP_URL'], resets: [() => setHostResolverForTests()] });

/** A resolver that answers from a table: no network needed. */
const answering = (table: Record<string, string[]>) =>
  setHostResolverForTests(async (host) => {
    if (table[host]) return table[host];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  });

/** Addresses inside a network, each in a spelling a resolver can answer. */
const NOT_PUBLIC = [
  '127.0.0.1',
  '127.8.9.10',
  '10.0.0.8',
  '172.16.4.1',
  '192.168.1.20',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.251',
  '255.255.255.255',
  '240.0.0.1',
  '192.0.0.8',
  '::1',
  '::',
  'fe80::1',
  'fe80::1%eth0',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
  'fec0::1',
  // IPv4 inside IPv6: mapped, compatible, NAT64, 6to4, Teredo, SIIT.
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:169.254.169.254',
  '::ffff:10.0.0.1',
  '::127.0.0.1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '2002:a9fe:a9fe::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '::ffff:0:7f00:1',
  '2001:db8::1',
  'not an address',
];
const PUBLIC = ['93.184.215.14', '8.8.8.8', '2606:2800:21f:cb07:6820:80da:af6b:8b2c', '2a00:1450:4001:82b::200e', '::ffff:93.184.215.14'];

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local, CGNAT, unique-local, multicast, unspecified and reserved addresses, IPv4 embedded in IPv6 included', () => {
    for (const address of NOT_PUBLIC) expect(isPublicAddress(address), address).toBe(false);
  });
  it('accepts public IPv4 and global IPv6 addresses', () => {
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });
});

describe("checking a firm's SMTP server", () => {
  it('refuses a name when any of its addresses is not public, when saved and at connect time', async () => {
    for (const address of NOT_PUBLIC.slice(0, -1)) {
      answering({ 'smtp.bastion.attacker.com': ['93.184.215.14', address] });
      await expect(checkSmtpServerForSaving('smtp.bastion.attacker.com', 587), address).rejects.toThrow(
        smtpHostNotPublic('smtp.bastion.attacker.com'),
      );
      await expect(checkedSmtpAddress('smtp.bastion.attacker.com', 587), address).rejects.toThrow(
        smtpHostNotPublic('smtp.bastion.attacker.com'),
      );
    }
  });

  it('answers the first checked address of a public name, on the mail ports only', async () => {
    answering({ 'smtp.provider.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] });
    for (const port of [587, 465, 2525, 25]) expect(await checkedSmtpAddress('smtp.provider.com', port)).toBe('93.184.215.14');
    await expect(checkSmtpServerForSaving('smtp.provider.com', 587)).resolves.toBeUndefined();
    for (const port of [22, 80, 8080, 6379, 1, 2526]) {
      await expect(checkedSmtpAddress('smtp.provider.com', port), String(port)).rejects.toThrow(SMTP_PORT_INVALID);
      await expect(checkSmtpServerForSaving('smtp.provider.com', port), String(port)).rejects.toThrow(SMTP_PORT_INVALID);
    }
  });

  it('says when a name does not exist, and when the lookup could not be made (a temporary failure)', async () => {
    answering({});
    await expect(checkSmtpServerForSaving('smtp.nowhere.com', 587)).rejects.toMatchObject({
      message: smtpHostNotFound('smtp.nowhere.com'),
      temporary: false,
    });
    setHostResolverForTests(async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    });
    await expect(checkSmtpServerForSaving('smtp.provider.com', 587)).rejects.toMatchObject({
      message: smtpHostLookupFailed('smtp.provider.com'),
      temporary: true,
    });
  });

  it('saves names reserved for testing without a lookup only in development with the local catcher', async () => {
    answering({});
    await expect(checkSmtpServerForSaving('smtp.firm.example', 587)).rejects.toThrow(smtpHostNotFound('smtp.firm.example'));
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525';
    resetServerEnvForTests();
    try {
      await expect(checkSmtpServerForSaving('smtp.firm.example', 587)).resolves.toBeUndefined();
      await expect(checkSmtpServerForSaving('smtp.firm.test', 2525)).resolves.toBeUndefined();
      // Any other name is still looked up, and the port is still checked.
      await expect(checkSmtpServerForSaving('smtp.firm.com', 587)).rejects.toThrow(smtpHostNotFound('smtp.firm.com'));
      await expect(checkSmtpServerForSaving('smtp.firm.example', 22)).rejects.toThrow(SMTP_PORT_INVALID);
    } finally {
      delete process.env.SMTP_URL;
      resetServerEnvForTests();
    }
  });
});
