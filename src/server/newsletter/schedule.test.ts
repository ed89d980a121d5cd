import { describe, expect, it } from 'vitest';
import { inFirmTime, nextSendTime } from './schedule';

describe('nextSendTime', () => {
  it('is the next send day at the hour, in the firm’s time zone', () => {
    // Wednesday 2026-12-02 15:00 UTC is 10:00 in New York.
    const now = new Date('2026-12-02T15:00:00Z');
    expect(nextSendTime('Monday', 9, 'America/New_York', now).toISOString()).toBe('2026-12-07T14:00:00.000Z');
    expect(nextSendTime('Wednesday', 11, 'America/New_York', now).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // 9 am today has passed in New York: a week later.
    expect(nextSendTime('Wednesday', 9, 'America/New_York', now).toISOString()).toBe('2026-12-09T14:00:00.000Z');
    expect(nextSendTime('Friday', 8, 'America/Los_Angeles', now).toISOString()).toBe('2026-12-04T16:00:00.000Z');
  });

  it('keeps the wall-clock hour across daylight saving', () => {
    // The Monday after clocks go forward in the US (2027-03-14).
    expect(nextSendTime('Monday', 9, 'America/Chicago', new Date('2027-03-12T12:00:00Z')).toISOString()).toBe('2027-03-15T14:00:00.000Z');
    expect(nextSendTime('Monday', 9, 'America/Chicago', new Date('2027-03-05T12:00:00Z')).toISOString()).toBe('2027-03-08T15:00:00.000Z');
  });

  it('reads as the firm reads it', () => {
    expect(inFirmTime(new Date('2026-12-07T14:00:00Z'), 'America/New_York')).toBe('Monday, December 7, 2026 at 9:00 AM EST');
  });
});
