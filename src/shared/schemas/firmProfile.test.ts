import { describe, expect, it } from 'vitest';
import {
  ADDRESS_NEEDS_ZIP,
  ADDRESS_REQUIRED,
  FIRM_NAME_REQUIRED,
  FIRM_PROFILE_LIMITS,
  firmProfileSchema,
  LICENSED_STATES_REQUIRED,
  licensedStateInvalid,
  PHONE_INVALID,
  RESPONSIBLE_ATTORNEY_REQUIRED,
  WEBSITE_INVALID,
} from './firmProfile';

const valid = {
  firmName: 'Rivera Injury Law, P.A.',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Biscayne Blvd, Suite 1200\nMiami, FL 33131',
  phone: '(305) 555-0142',
  website: 'https://riverainjury.example.com',
  licensedStates: ['FL'],
};

function messages(input: unknown): string[] {
  const result = firmProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('firm profile schema', () => {
  it('accepts a complete profile and tidies it', () => {
    const profile = firmProfileSchema.parse({
      ...valid,
      firmName: '  Rivera Injury Law, P.A. ',
      address: ' 100 Biscayne Blvd, Suite 1200 \r\n\r\n Miami, FL 33131-2000 ',
      licensedStates: [' fl', 'NY', 'FL'],
    });
    expect(profile.firmName).toBe('Rivera Injury Law, P.A.');
    expect(profile.address).toBe('100 Biscayne Blvd, Suite 1200\nMiami, FL 33131-2000');
    expect(profile.licensedStates).toEqual(['FL', 'NY']);
  });

  it('treats an empty or missing website as none', () => {
    expect(firmProfileSchema.parse({ ...valid, website: '  ' }).website).toBeUndefined();
    const { website: _omitted, ...withoutWebsite } = valid;
    expect(firmProfileSchema.parse(withoutWebsite).website).toBeUndefined();
  });

  it('names each missing field', () => {
    expect(messages({ licensedStates: ['FL'] })).toEqual(
      expect.arrayContaining([FIRM_NAME_REQUIRED, RESPONSIBLE_ATTORNEY_REQUIRED, ADDRESS_REQUIRED]),
    );
    expect(messages({ ...valid, firmName: '   ' })).toEqual([FIRM_NAME_REQUIRED]);
    expect(messages({ ...valid, address: ' \n ' })).toEqual([ADDRESS_REQUIRED]);
  });

  it('wants a postal address with a ZIP code', () => {
    expect(messages({ ...valid, address: '100 Biscayne Blvd, Miami, Florida' })).toEqual([ADDRESS_NEEDS_ZIP]);
    expect(messages({ ...valid, address: 'P.O. Box 4471\nTallahassee, FL 32315' })).toEqual([]);
  });

  it('wants a phone number with its area code', () => {
    expect(messages({ ...valid, phone: '555-0142' })).toEqual([PHONE_INVALID]);
  });

  it('rejects a website that is not a web address', () => {
    expect(messages({ ...valid, website: 'riverainjury.com' })).toEqual([WEBSITE_INVALID]);
    expect(messages({ ...valid, website: 'ftp://riverainjury.com' })).toEqual([WEBSITE_INVALID]);
    expect(messages({ ...valid, website: 'https://localhost' })).toEqual([WEBSITE_INVALID]);
  });

  it('needs at least one real state', () => {
    expect(messages({ ...valid, licensedStates: [] })).toEqual([LICENSED_STATES_REQUIRED]);
    expect(messages({ ...valid, licensedStates: undefined })).toEqual([LICENSED_STATES_REQUIRED]);
    expect(messages({ ...valid, licensedStates: ['FL', 'Florida'] })).toEqual([licensedStateInvalid('Florida')]);
    expect(messages({ ...valid, licensedStates: ['PR'] })).toEqual([licensedStateInvalid('PR')]);
  });

  it('enforces the exported length limits', () => {
    const long = 'x'.repeat(FIRM_PROFILE_LIMITS.firmName + 1);
    expect(messages({ ...valid, firmName: long })).toEqual(['Firm name must be 160 characters or fewer.']);
  });
});
