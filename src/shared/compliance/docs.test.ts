import { describe, expect, it } from 'vitest';
// The document is part of the product's promise; it must list what the engine runs.
import complianceDoc from '../../../docs/compliance.md?raw';
import { checkEmail } from './check';
import { RULES, RULES_CHECKED } from './rules';
import { withRulesTable } from './rulesTable';
import { RULE_CODES, type RuleCode } from './types';

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

/** A rule's section: from its heading to the next heading. */
function section(code: RuleCode): string {
  const start = complianceDoc.indexOf(`### \`${code}\``);
  const end = complianceDoc.indexOf('\n#', start + 1);
  return complianceDoc.slice(start, end < 0 ? undefined : end);
}

/** The quoted examples of a "Catches:" or "Leaves alone:" list item, joined across its lines. */
function examples(code: RuleCode, label: 'Catches' | 'Leaves alone'): string[] {
  const item = new RegExp(String.raw`- \*\*${label}:\*\*([\s\S]*?)(?=\n- \*\*|\n\n)`).exec(section(code))?.[1] ?? '';
  return [...item.replace(/\s+/g, ' ').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

// The rules whose examples are words an email says; the others depend on dates, states and profiles.
const SAID_IN_THE_BODY: RuleCode[] = [
  'guarantee',
  'comparison',
  'past-results',
  'certification',
  'fee-costs',
  'quick-settlement',
  'specialist',
  'false-urgency',
];
const texas = {
  firmName: 'Ruiz Trial Lawyers PLLC',
  responsibleAttorney: 'Marco Ruiz',
  address: '700 Louisiana St, Suite 3900\nHouston, TX 77002',
  phone: '(713) 555-0123',
  licensedStates: ['TX'],
};
const rulesIn = (email: { subject: string; body: string }) =>
  checkEmail(email, { audience: 'subscriber', sendDate: '2026-11-22' }, texas).map((finding) => finding.rule);

describe('the examples each rule’s section gives', () => {
  it.each(SAID_IN_THE_BODY)('%s: caught as documented, look-alikes left alone', (code) => {
    const caught = examples(code, 'Catches');
    expect(caught.length, `${code} lists what it catches`).toBeGreaterThan(2);
    for (const words of caught) expect(rulesIn({ subject: 'News', body: words }), words).toContain(code);
    for (const words of examples(code, 'Leaves alone')) expect(rulesIn({ subject: 'News', body: words }), words).not.toContain(code);
  });

  it('deceptive-subject: subjects caught as documented, look-alikes left alone', () => {
    for (const words of examples('deceptive-subject', 'Catches')) {
      expect(rulesIn({ subject: words, body: 'Thanks for reading.' }), words).toContain('deceptive-subject');
    }
    for (const words of examples('deceptive-subject', 'Leaves alone').filter((words) => !words.startsWith('Re:'))) {
      expect(rulesIn({ subject: words, body: 'Thanks for reading.' }), words).not.toContain('deceptive-subject');
    }
  });

  it('gives every rule examples of what it catches and what it leaves alone', () => {
    for (const code of RULE_CODES) {
      expect(section(code), code).toMatch(/\*\*Catches:\*\*|Catches /);
      expect(section(code), code).toMatch(/\*\*Leaves alone:\*\*|leaves\s+alone/);
    }
  });
});
