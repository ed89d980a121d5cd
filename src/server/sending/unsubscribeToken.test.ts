import { describe, expect, it } from 'vitest';
import { offlineServerEnv } from '../../../tests/support/offlineServerEnv';
import { emailSuppressionKey } from '../contacts/suppressions';
import {
  legacyUnsubscribeTokenForTests,
  readUnsubscribeToken,
  resetUnsubscribeKeyForTests,
  unsubscribeToken,
  unsubscribeUrl,
} from './unsubscribeToken';

const { newSecret: useSecret } = offlineServerEnv({ env: { URL: 'https://firm.example' }, resets: [resetUnsubscribeKeyForTests] });

const target = { tenantId: 'tenantAbc123', emailKey: emailSuppressionKey(' Dana.W@Example.com '), contactId: 'contactXyz789' };

/** Every other base64url character. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The other spellings of the same bytes: the last character with different spare bits. */
function otherSpellings(text: string): string[] {
  const bytes = Buffer.from(text, 'base64url');
  return [...ALPHABET]
    .map((c) => text.slice(0, -1) + c)
    .filter((spelling) => spelling !== text && Buffer.from(spelling, 'base64url').equals(bytes));
}

describe('unsubscribe tokens', () => {
  it('name the firm, the address (its suppression key) and the contact, and show none of them', () => {
    expect(target.emailKey).toBe(emailSuppressionKey('dana.w@example.com'));
    const token = unsubscribeToken(target);
    expect(readUnsubscribeToken(token)).toEqual({ kind: 'current', ...target });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThanOrEqual(130);
    const decoded = Buffer.from(token, 'base64url').toString('latin1');
    for (const id of [target.tenantId, target.contactId, target.emailKey.slice(6, 20)]) {
      expect(token).not.toContain(id);
      expect(token).not.toContain(Buffer.from(id).toString('base64url').slice(0, 12));
      expect(decoded).not.toContain(id);
    }
    expect(unsubscribeUrl(target)).toMatch(/^https:\/\/firm\.example\/api\/unsubscribe\/[A-Za-z0-9_-]+$/);
  });

  it('are accepted in one spelling only, and nothing altered, cut or made up reads as valid', () => {
    // 74 bytes: the last character carries two spare bits, so the same bytes have three other spellings.
    const token = unsubscribeToken({ ...target, contactId: 'contactXyz78' });
    expect(Buffer.from(token, 'base64url')).toHaveLength(74);
    const spellings = otherSpellings(token);
    expect(spellings.length).toBeGreaterThan(0);
    for (const spelling of spellings) expect(readUnsubscribeToken(spelling), spelling).toBeNull();
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    for (const bad of [flipped, `${token}A`, `${token}=`, token.slice(0, -2), token.slice(0, 30), '', 'a.b', 'a.b.c.d', `${token}%00`]) {
      expect(readUnsubscribeToken(bad), bad).toBeNull();
    }
  });

  it('still read links sent before, in their one spelling only', () => {
    const legacy = legacyUnsubscribeTokenForTests('tenant-1', 'contact_A');
    expect(readUnsubscribeToken(legacy)).toEqual({ kind: 'legacy', tenantId: 'tenant-1', contactId: 'contact_A' });
    const [tenant, contact, signature] = legacy.split('.') as [string, string, string];
    const spellings = otherSpellings(signature);
    // The 16-byte signature ends in a character with four spare bits: 15 other spellings were accepted.
    expect(spellings).toHaveLength(15);
    for (const spelling of spellings) expect(readUnsubscribeToken(`${tenant}.${contact}.${spelling}`), spelling).toBeNull();
    const otherContact = `${tenant}.${Buffer.from('contact_B').toString('base64url')}.${signature}`;
    expect(readUnsubscribeToken(otherContact)).toBeNull();
  });

  it('stop working when the server secret changes', () => {
    const token = unsubscribeToken(target);
    const legacy = legacyUnsubscribeTokenForTests('t', 'c');
    useSecret();
    expect(readUnsubscribeToken(token)).toBeNull();
    expect(readUnsubscribeToken(legacy)).toBeNull();
  });
});
