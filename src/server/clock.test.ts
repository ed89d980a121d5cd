import { afterEach, describe, expect, it, vi } from 'vitest';
import { now, SEEDING_CLOCK } from './clock';

const seeded = Date.UTC(2026, 0, 31, 12);

describe('the functions’ clock', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[SEEDING_CLOCK];
    vi.unstubAllEnvs();
  });

  it('is the machine’s clock unless a seeding clock is set in development', () => {
    vi.stubEnv('CASECOURIER_DEV', '1');
    const before = Date.now();
    expect(now()).toBeGreaterThanOrEqual(before);
    (globalThis as Record<symbol, unknown>)[SEEDING_CLOCK] = () => seeded;
    expect(now()).toBe(seeded);
  });

  it('ignores a seeding clock outside development', () => {
    (globalThis as Record<symbol, unknown>)[SEEDING_CLOCK] = () => seeded;
    for (const value of ['0', '']) {
      vi.stubEnv('CASECOURIER_DEV', value);
      expect(now()).not.toBe(seeded);
      expect(Math.abs(now() - Date.now())).toBeLessThan(1000);
    }
  });
});
