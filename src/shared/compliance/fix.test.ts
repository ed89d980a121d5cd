import { describe, expect, it } from 'vitest';
import { checkEmail } from './check';
import { CORPUS, CORPUS_FIRMS, type CorpusEmail } from '../../../tests/fixtures/compliance/corpus';
import { applyFix } from './fix';
import type { EmailDraft, Finding, RuleCode } from './types';

const draftOf = (entry: CorpusEmail): EmailDraft => ({ subject: entry.subject, body: entry.body });
const checkAs = (entry: CorpusEmail, email: EmailDraft) => checkEmail(email, entry.context, CORPUS_FIRMS[entry.firm]);
const count = (findings: Finding[], rule: RuleCode) => findings.filter((finding) => finding.rule === rule).length;

const withFixes = CORPUS.filter((entry) => checkAs(entry, draftOf(entry)).some((finding) => finding.fix));

describe('one-click fixes', () => {
  it('exist for every rule that one sentence or label cures', () => {
    const fixed = new Set(
      withFixes.flatMap((entry) =>
        checkAs(entry, draftOf(entry))
          .filter((f) => f.fix)
          .map((f) => f.rule),
      ),
    );
    expect([...fixed].sort()).toEqual(
      [
        'ca-advertisement-label',
        'deceptive-subject',
        'fee-costs',
        'fl-first-sentence',
        'merge-field',
        'ny-subject-label',
        'past-results',
      ].sort(),
    );
  });

  it.each(withFixes.map((entry) => [entry.id, entry] as const))('each remove their finding and add none (%s)', (_id, entry) => {
    const email = draftOf(entry);
    const before = checkAs(entry, email);
    for (const finding of before.filter((f) => f.fix)) {
      const after = checkAs(entry, applyFix(email, finding.fix!));
      expect(count(after, finding.rule), `${finding.rule} after its fix`).toBeLessThan(count(before, finding.rule));
      for (const rule of new Set(after.map((f) => f.rule))) {
        expect(count(after, rule), `${rule} after fixing ${finding.rule}`).toBeLessThanOrEqual(count(before, rule));
      }
    }
  });

  it.each(withFixes.map((entry) => [entry.id, entry] as const))('applied one after another leave nothing fixable (%s)', (_id, entry) => {
    let email = draftOf(entry);
    for (let round = 0; round < 10; round++) {
      const next = checkAs(entry, email).find((finding) => finding.fix);
      if (!next) break;
      email = applyFix(email, next.fix!);
    }
    const left = checkAs(entry, email);
    expect(left.filter((finding) => finding.fix)).toEqual([]);
    // Only findings that need the attorney's judgement remain.
    expect(
      left.map((f) => f.rule).every((rule) => !['ny-subject-label', 'fl-first-sentence', 'ca-advertisement-label'].includes(rule)),
    ).toBe(true);
  });
});

describe('applyFix', () => {
  it('inserts and replaces in the named field', () => {
    const email = { subject: 'Re: hello', body: 'Body' };
    expect(applyFix(email, { kind: 'replace', field: 'subject', start: 0, end: 4, text: '' })).toEqual({ subject: 'hello', body: 'Body' });
    expect(applyFix(email, { kind: 'insert', field: 'body', at: 4, text: '!' })).toEqual({ subject: 'Re: hello', body: 'Body!' });
  });

  it('refuses a fix that no longer fits the email', () => {
    expect(() => applyFix({ subject: '', body: 'short' }, { kind: 'insert', field: 'body', at: 40, text: 'x' })).toThrow(RangeError);
  });
});
