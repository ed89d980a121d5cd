import { describe, expect, it } from 'vitest';
import { formatPhone, toE164 } from './phone';

describe('formatPhone', () => {
  it('writes US numbers in national format', () => {
    expect(formatPhone('+14045550117')).toBe('(404) 555-0117');
  });

  it('writes other countries in international format', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatPhone('call the office')).toBe('call the office');
  });

  it('reads back to the same E.164 number', () => {
    expect(toE164(formatPhone('+14045550117'))).toBe('+14045550117');
    expect(toE164(formatPhone('+442079460958'))).toBe('+442079460958');
  });
});
