import { describe, expect, it } from 'vitest';
import { complianceBrief } from './brief';
import { FL_FIRST_SENTENCE, NY_SUBJECT_LABEL } from './rules';

describe('complianceBrief', () => {
  it('tells the writer the national rules and the rules of the firm’s states only', () => {
    const florida = complianceBrief({ firmName: 'Rivera Injury Law', licensedStates: ['FL'] });
    expect(florida).toContain('Rivera Injury Law (licensed in Florida)');
    expect(florida).toContain('Never promise, guarantee or predict an outcome');
    expect(florida).toContain(FL_FIRST_SENTENCE);
    expect(florida).toContain('more than 30 days');
    expect(florida).not.toContain(NY_SUBJECT_LABEL);
    expect(florida).not.toContain('(California)');
  });

  it('groups rules by who receives the email', () => {
    const newYork = complianceBrief({ firmName: 'Okafor & Lane LLP', licensedStates: ['NY'] });
    const [everyone, advertising] = [
      newYork.indexOf('In every email:'),
      newYork.indexOf('In emails to newsletter subscribers and prospective clients'),
    ];
    expect(everyone).toBeGreaterThan(0);
    expect(advertising).toBeGreaterThan(everyone);
    expect(newYork.indexOf(NY_SUBJECT_LABEL)).toBeGreaterThan(advertising);
  });
});
