import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '../env';
import { readUnsubscribeToken, resetUnsubscribeKeyForTests, unsubscribeToken, unsubscribeUrl } from './unsubscribeToken';

const saved = { ...process.env };
function useSecret() {
  process.env.API_KEYS_SECRET = randomBytes(32).toString('base64');
  resetServerEnvForTests();
  resetUnsubscribeKeyForTests();
}
beforeAll(() => {
  Object.assign(process.env, {
    CASECOURIER_DEV: '1',
    FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1',
    FIRESTORE_EMULATOR_HOST: '127.0.0.1:1',
    URL: 'https://firm.example',
  });
  useSecret();
});
afterAll(() => {
  process.env = saved;
  resetServerEnvForTests();
  resetUnsubscribeKeyForTests();
});

describe('unsubscribe tokens', () => {
  it('name their tenant and contact, and nothing else reads as valid', () => {
    const token = unsubscribeToken('tenant-1', 'contact_A');
    expect(readUnsubscribeToken(token)).toEqual({ tenantId: 'tenant-1', contactId: 'contact_A' });
    const [tenant, , sig] = token.split('.');
    const otherContact = `${tenant}.${Buffer.from('contact_B').toString('base64url')}.${sig}`;
    for (const bad of [otherContact, `${token}A`, token.slice(0, -2), 'a.b', '', 'a.b.c.d', `${tenant}.%%.${sig}`]) {
      expect(readUnsubscribeToken(bad), bad).toBeNull();
    }
    expect(unsubscribeUrl('tenant-1', 'contact_A')).toBe(`https://firm.example/api/unsubscribe/${token}`);
  });

  it('stop working when the server secret changes', () => {
    const token = unsubscribeToken('t', 'c');
    useSecret();
    expect(readUnsubscribeToken(token)).toBeNull();
  });
});
