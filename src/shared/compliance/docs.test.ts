import { describe, expect, it } from 'vitest';
// The document is part of the product's promise; it must list what the engine runs.
import complianceDoc from '../../../docs/compliance.md?raw';
import { RULES, RULES_CHECKED } from './rules';
import { withRulesTable } from './rulesTable';
import { RULE_CODES } from './types';

describe('docs/compliance.md', () => {
  it('carries the current rules table (run npm run docs:compliance after changing rules.ts)', () => {
    expect(complianceDoc).toBe(withRulesTable(complianceDoc));
    for (const row of RULES) expect(complianceDoc).toContain(row.source);
  });

  it('explains every rule code and says when the sources were checked', () => {
    for (const code of RULE_CODES) expect(complianceDoc).toContain(`\`${code}\``);
    expect(complianceDoc).toContain(RULES_CHECKED);
    expect(complianceDoc).toContain('not legal advice');
  });
});
