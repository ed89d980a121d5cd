import { describe, expect, it } from 'vitest';
import { checkEmail } from '#shared/compliance/index';
import { firmProfileSchema } from '#shared/schemas/firmProfile';
import { createSequenceSchema } from '#shared/schemas/sequences';
import { DEMO_FIRM_PROFILE, DEMO_SEQUENCES } from './demo-firm.mjs';

// The seed saves these through the real API, which refuses a `block` finding; a sample that
// broke a rule would stop `npm run dev`, and one with a warning would teach the wrong thing.
describe('the demo firm', () => {
  it('has a complete firm profile: Avery Injury Law, Atlanta, licensed in Georgia', () => {
    const profile = firmProfileSchema.parse(DEMO_FIRM_PROFILE);
    expect(profile).toMatchObject({ firmName: 'Avery Injury Law', licensedStates: ['GA'] });
    expect(profile.address).toMatch(/Atlanta, GA 30303$/);
  });

  it.each(DEMO_SEQUENCES.map((s: { name: string }) => [s.name, s]))('“%s” is valid and has no compliance findings', (_, sample) => {
    const sequence = createSequenceSchema.parse(sample);
    for (const email of sequence.emails) {
      expect(checkEmail(email, { audience: sequence.audience }, DEMO_FIRM_PROFILE), email.subject).toEqual([]);
    }
  });
});
