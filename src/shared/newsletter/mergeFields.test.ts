import { describe, expect, it } from 'vitest';
import { findMergeProblems, mergeFieldUses, nameParts, resolveMergeFields } from './mergeFields';

describe('merge fields', () => {
  it('reads our syntax, with and without a fallback, straight or curly quotes', () => {
    const text = 'Hi {{contact.first_name or "there"}}, call {{ firm.phone }} or visit {{firm.website or “our site”}}.';
    expect(mergeFieldUses(text).map((u) => [u.key, u.fallback])).toEqual([
      ['contact.first_name', 'there'],
      ['firm.phone', undefined],
      ['firm.website', 'our site'],
    ]);
    expect(findMergeProblems(text)).toEqual([]);
  });

  it('fills each field for one recipient, uses the fallback for a blank value and reports what has neither', () => {
    const text = 'Hi {{contact.first_name or "there"}} in {{contact.city}}, from {{firm.name}}.';
    expect(resolveMergeFields(text, { 'contact.first_name': 'Tom', 'contact.city': 'Decatur', 'firm.name': 'Avery Injury Law' })).toEqual({
      text: 'Hi Tom in Decatur, from Avery Injury Law.',
      missing: [],
    });
    expect(resolveMergeFields(text, { 'contact.first_name': '  ', 'firm.name': 'Avery' })).toEqual({
      text: 'Hi there in , from Avery.',
      missing: ['contact.city'],
    });
  });

  it.each([
    ['Hi [First Name],', '[First Name]', '{{contact.first_name or "there"}}'],
    ['Dear [Name],', '[Name]', '{{contact.first_name or "there"}}'],
    ['Dear [Client Name],', '[Client Name]', '{{contact.full_name}}'],
    ['Hi {{first_name}},', '{{first_name}}', '{{contact.first_name or "there"}}'],
    ['Hi {{ FirstName }},', '{{ FirstName }}', '{{contact.first_name or "there"}}'],
    ['Hi *|FNAME|*,', '*|FNAME|*', '{{contact.first_name or "there"}}'],
    ['Hi %FIRSTNAME%,', '%FIRSTNAME%', '{{contact.first_name or "there"}}'],
    ['Hi <<First Name>>,', '<<First Name>>', '{{contact.first_name or "there"}}'],
    ['Hi {FirstName},', '{FirstName}', '{{contact.first_name or "there"}}'],
    ['Hi ${first_name},', '${first_name}', '{{contact.first_name or "there"}}'],
    ['Call [Phone Number] today.', '[Phone Number]', '{{firm.phone}}'],
    ['Sincerely, [Attorney Name]', '[Attorney Name]', '{{firm.attorney}}'],
    ['News from [Firm Name]', '[Firm Name]', '{{firm.name}}'],
    ['Hi {{contact.nickname}},', '{{contact.nickname}}', undefined],
  ])('recognises %j as a placeholder', (text, typed, suggestion) => {
    const [problem, ...rest] = findMergeProblems(text);
    expect(rest).toEqual([]);
    expect(problem?.text).toBe(typed);
    expect(text.slice(problem!.start, problem!.end)).toBe(typed);
    expect(problem?.suggestion).toBe(suggestion);
  });

  it('flags a fill-in it cannot map, without a suggestion', () => {
    expect(findMergeProblems('The hearing is on [Insert date].')).toMatchObject([{ text: '[Insert date]', kind: 'placeholder' }]);
  });

  it('leaves prose alone: footnotes, [sic], percentages, angle quotes in quotations, advertising labels in brackets', () => {
    for (const text of [
      'The report [PDF, 2 pages] is online [1].',
      'He wrote “their” [sic] twice.',
      'About 50% of crashes happen within 5 miles of home, 20% at night.',
      'The sign said «Slow».',
      'Use code 10 > 5 and 3 < 4.',
      '[ATTORNEY ADVERTISING] Spring safety news from our office.',
      '[Advertisement] Free car seat checks on Saturday.',
    ])
      expect(findMergeProblems(text), text).toEqual([]);
  });

  it('splits names the way a greeting uses them', () => {
    expect(nameParts('Dr. Maria  Santos')).toEqual({ first: 'Maria', last: 'Santos', full: 'Dr. Maria Santos' });
    expect(nameParts('Prince')).toEqual({ first: 'Prince', last: '', full: 'Prince' });
  });
});
