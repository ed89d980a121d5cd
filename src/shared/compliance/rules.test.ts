import { describe, expect, it } from 'vitest';
import { isStateCode } from '../usStates';
import { applicableRows, RULES, RULES_CHECKED } from './rules';
import { RULE_CODES } from './types';

describe('the rules table', () => {
  it('has at least one row for every code, and only known codes', () => {
    for (const code of RULE_CODES)
      expect(
        RULES.some((row) => row.code === code),
        code,
      ).toBe(true);
    for (const row of RULES) expect(RULE_CODES).toContain(row.code);
  });

  it('names its source, the date it was checked and real states on every row', () => {
    for (const row of RULES) {
      expect(row.source.trim(), row.code).not.toBe('');
      expect(row.checked).toBe(RULES_CHECKED);
      expect(row.audiences.length).toBeGreaterThan(0);
      if (row.jurisdictions !== 'US') for (const state of row.jurisdictions) expect(isStateCode(state)).toBe(true);
    }
  });

  it('gives every waiting period its first allowed day', () => {
    for (const row of RULES.filter((r) => r.code === 'waiting-period')) {
      expect(row.needsIncidentDate).toBe(true);
      expect(row.firstAllowedDay).toBeGreaterThan(0);
    }
  });

  it('applies state rows only where the state applies, and audience rows only to that audience', () => {
    const codes = (states: string[], audience: 'client' | 'subscriber' | 'lead', incident = false) =>
      new Set(applicableRows(new Set(states), audience, incident).map((row) => `${row.code}:${row.jurisdictions}`));
    expect(codes(['TX'], 'lead', true).has('waiting-period:FL')).toBe(false);
    expect(codes(['FL'], 'lead', true).has('waiting-period:FL')).toBe(true);
    expect(codes(['FL'], 'lead', false).has('waiting-period:FL')).toBe(false);
    expect(codes(['NY'], 'client').has('ny-subject-label:NY')).toBe(false);
    expect(codes(['NY'], 'subscriber').has('ny-subject-label:NY')).toBe(true);
    expect(codes(['CA'], 'subscriber').has('ca-advertisement-label:CA')).toBe(false);
  });
});
