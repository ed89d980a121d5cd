import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, parseSecret } from './crypto';

describe('integration key encryption', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh nonce each time', () => {
    const a = encryptSecret('sk-test-1234', key, 't1/openai');
    const b = encryptSecret('sk-test-1234', key, 't1/openai');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk-test');
    expect(decryptSecret(a, key, 't1/openai')).toBe('sk-test-1234');
    expect(decryptSecret(b, key, 't1/openai')).toBe('sk-test-1234');
  });

  it('refuses a value moved to another record, a wrong key, or tampering', () => {
    const stored = encryptSecret('sk-test-1234', key, 't1/openai');
    expect(() => decryptSecret(stored, key, 't2/openai')).toThrow();
    expect(() => decryptSecret(stored, randomBytes(32), 't1/openai')).toThrow();
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => decryptSecret(`v1:${raw.toString('base64')}`, key, 't1/openai')).toThrow();
  });

  it('accepts 32-byte secrets in base64 or hex, and nothing else', () => {
    const secret = randomBytes(32);
    expect(parseSecret(secret.toString('base64')).equals(secret)).toBe(true);
    expect(parseSecret(secret.toString('hex')).equals(secret)).toBe(true);
    expect(() => parseSecret('too-short')).toThrow(/32 bytes/);
    expect(() => parseSecret(`${secret.toString('base64').slice(0, 8)}**${secret.toString('base64').slice(8)}`)).toThrow(/32 bytes/);
  });
});
