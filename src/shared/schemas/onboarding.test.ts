import { describe, expect, it } from 'vitest';
import {
  ACCIDENT_TYPES,
  brandingSchema,
  checkImageFile,
  DEFAULT_BRAND_COLOR,
  detectImageType,
  EMAIL_INVALID,
  FILE_TOO_LARGE,
  finalDetailsSchema,
  firmInformationSchema,
  IMAGE_MAX_BYTES,
  INVALID_FILE_TYPE,
  marketingPreferencesSchema,
  onboardingErrorMessage,
  onboardingFieldsSchema,
  parseZipCodes,
  PHONE_INVALID,
  SEND_DAYS,
  STEP1_MISSING,
  STEP2_MISSING,
  stepOfField,
  WEBSITE_INVALID,
  ZIP_CODES_INVALID,
} from './onboarding';

const firm = {
  firmName: 'Okafor Injury Law',
  primaryContactName: 'Danielle Okafor',
  email: 'danielle@okaforlaw.com',
  phoneNumber: '(813) 555-0100',
  firmWebsiteUrl: 'https://okaforlaw.com',
  stateBarNumber: 'FL-123456',
  physicalAddress: '100 Main St, Tampa, FL 33602',
};

const marketing = {
  targetCity: 'Tampa',
  addAnotherCity: '',
  entireCounty: false,
  specificZipCodes: '',
  accidentTypes: ['Car accidents'],
  otherAccidentType: '',
};

/** The first message a parse reports, or null when it passes. */
function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error!.issues[0]!.message;
}

describe('step 1: firm information', () => {
  it('accepts a complete firm and trims its fields', () => {
    const parsed = firmInformationSchema.parse({ ...firm, firmName: '  Okafor Injury Law  ' });
    expect(parsed.firmName).toBe('Okafor Injury Law');
  });

  it.each(['firmName', 'primaryContactName', 'phoneNumber', 'physicalAddress'])('requires %s, with the spec message', (key) => {
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, [key]: '' }))).toBe(STEP1_MISSING);
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, [key]: '   ' }))).toBe(STEP1_MISSING);
    const { [key as keyof typeof firm]: _dropped, ...rest } = firm;
    expect(messageOf(firmInformationSchema.safeParse(rest))).toBe(STEP1_MISSING);
  });

  it('reports a missing field only once, not also its format', () => {
    const result = firmInformationSchema.safeParse({ ...firm, phoneNumber: '' });
    expect(result.error!.issues.map((i) => i.message)).toEqual([STEP1_MISSING]);
  });

  it('keeps email, website and bar number optional', () => {
    const parsed = firmInformationSchema.parse({ ...firm, email: undefined, firmWebsiteUrl: '', stateBarNumber: undefined });
    expect(parsed).toMatchObject({ email: '', firmWebsiteUrl: '', stateBarNumber: '' });
  });

  it('rejects a malformed email', () => {
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, email: 'not-an-email' }))).toBe(EMAIL_INVALID);
  });

  it('accepts only http(s) web addresses for the website', () => {
    for (const ok of ['https://okaforlaw.com', 'http://www.okaforlaw.com/contact?x=1']) {
      expect(firmInformationSchema.safeParse({ ...firm, firmWebsiteUrl: ok }).success).toBe(true);
    }
    for (const bad of ['okaforlaw.com', 'ftp://okaforlaw.com', 'javascript:alert(1)', 'https://okaforlaw', 'https://']) {
      expect(messageOf(firmInformationSchema.safeParse({ ...firm, firmWebsiteUrl: bad }))).toBe(WEBSITE_INVALID);
    }
  });

  it('wants a phone number with at least 7 digits', () => {
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, phoneNumber: 'call us' }))).toBe(PHONE_INVALID);
    expect(firmInformationSchema.safeParse({ ...firm, phoneNumber: '555-0100' }).success).toBe(true);
  });

  it('limits lengths with clear messages', () => {
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, stateBarNumber: 'x'.repeat(41) }))).toBe(
      'State bar number must be 40 characters or fewer.',
    );
    expect(messageOf(firmInformationSchema.safeParse({ ...firm, firmName: 'x'.repeat(161) }))).toBe(
      'Firm name must be 160 characters or fewer.',
    );
  });
});

describe('step 2: marketing preferences', () => {
  const noArea = { ...marketing, targetCity: '', addAnotherCity: '', entireCounty: false, specificZipCodes: '' };

  it('needs at least one geographic area, with the spec message', () => {
    expect(messageOf(marketingPreferencesSchema.safeParse(noArea))).toBe(STEP2_MISSING);
    expect(messageOf(marketingPreferencesSchema.safeParse({ ...noArea, targetCity: '   ', specificZipCodes: ' , ' }))).toBe(STEP2_MISSING);
    expect(messageOf(marketingPreferencesSchema.safeParse({}))).toBe(STEP2_MISSING);
  });

  it.each([
    ['targetCity', 'Tampa'],
    ['addAnotherCity', 'Clearwater'],
    ['entireCounty', true],
    ['specificZipCodes', '33602'],
  ])('accepts %s alone as the area', (key, value) => {
    expect(marketingPreferencesSchema.safeParse({ ...noArea, [key]: value }).success).toBe(true);
  });

  it('defaults entire county to false and accident types to none', () => {
    const parsed = marketingPreferencesSchema.parse({ targetCity: 'Tampa' });
    expect(parsed.entireCounty).toBe(false);
    expect(parsed.accidentTypes).toEqual([]);
  });

  it('checks that every ZIP code is five digits', () => {
    for (const ok of ['90210', '90210, 90211', ' 90210 ,90211, ', '90210,90211,33602']) {
      expect(marketingPreferencesSchema.safeParse({ ...noArea, specificZipCodes: ok }).success).toBe(true);
    }
    for (const bad of ['9021', '902100', '90210 90211', '90210;90211', 'abcde', '90210-1234', '90210, 9021x']) {
      expect(messageOf(marketingPreferencesSchema.safeParse({ ...noArea, specificZipCodes: bad }))).toBe(ZIP_CODES_INVALID);
    }
  });

  it('stores ZIP codes in one canonical form', () => {
    expect(marketingPreferencesSchema.parse({ ...noArea, specificZipCodes: ' 90210,90211 , ' }).specificZipCodes).toBe('90210, 90211');
  });

  it('parses ZIP lists', () => {
    expect(parseZipCodes('')).toEqual([]);
    expect(parseZipCodes(' 90210 , ,90211,')).toEqual(['90210', '90211']);
  });

  it('accepts only the listed accident types, once each', () => {
    expect(marketingPreferencesSchema.parse({ ...marketing, accidentTypes: [...ACCIDENT_TYPES, 'Car accidents'] }).accidentTypes).toEqual([
      ...ACCIDENT_TYPES,
    ]);
    expect(marketingPreferencesSchema.safeParse({ ...marketing, accidentTypes: ['Dog bites'] }).success).toBe(false);
  });

  it('limits the other accident type to 120 characters', () => {
    expect(marketingPreferencesSchema.safeParse({ ...marketing, otherAccidentType: 'x'.repeat(120) }).success).toBe(true);
    expect(messageOf(marketingPreferencesSchema.safeParse({ ...marketing, otherAccidentType: 'x'.repeat(121) }))).toBe(
      'Other accident type must be 120 characters or fewer.',
    );
  });
});

describe('steps 3 and 4', () => {
  it('defaults the brand colour and wants #rrggbb', () => {
    expect(brandingSchema.parse({}).brandColors).toBe(DEFAULT_BRAND_COLOR);
    expect(brandingSchema.parse({ brandColors: '#A1b2C3' }).brandColors).toBe('#A1b2C3');
    for (const bad of ['002366', '#fff', 'red', '#00236g', '#0023666']) {
      expect(brandingSchema.safeParse({ brandColors: bad }).success).toBe(false);
    }
  });

  it('defaults the send day to Monday and allows Monday to Friday only', () => {
    expect(finalDetailsSchema.parse({}).newsletterSendDay).toBe('Monday');
    for (const day of SEND_DAYS) expect(finalDetailsSchema.parse({ newsletterSendDay: day }).newsletterSendDay).toBe(day);
    expect(finalDetailsSchema.safeParse({ newsletterSendDay: 'Saturday' }).success).toBe(false);
  });

  it('limits special instructions to 2,000 characters', () => {
    expect(finalDetailsSchema.safeParse({ specialInstructions: 'x'.repeat(2000) }).success).toBe(true);
    expect(messageOf(finalDetailsSchema.safeParse({ specialInstructions: 'x'.repeat(2001) }))).toBe(
      'Special instructions must be 2,000 characters or fewer.',
    );
  });
});

describe('all fields together', () => {
  it('parses a complete submission, and its output parses again unchanged', () => {
    const parsed = onboardingFieldsSchema.parse({
      ...firm,
      ...marketing,
      brandColors: '#002366',
      newsletterSendDay: 'Friday',
      specialInstructions: 'No ads.',
    });
    expect(parsed.newsletterSendDay).toBe('Friday');
    expect(onboardingFieldsSchema.parse(parsed)).toEqual(parsed);
  });

  it('applies the geographic-area rule', () => {
    const result = onboardingFieldsSchema.safeParse({ ...firm, ...marketing, targetCity: '' });
    expect(result.success).toBe(false);
    expect(onboardingErrorMessage(result.error!)).toBe(STEP2_MISSING);
  });

  it('reports the earliest step first, and missing fields before format problems', () => {
    const result = onboardingFieldsSchema.safeParse({
      ...firm,
      firmWebsiteUrl: 'nope',
      physicalAddress: '',
      ...marketing,
      specificZipCodes: '123',
    });
    expect(onboardingErrorMessage(result.error!)).toBe(STEP1_MISSING);
    const formatOnly = onboardingFieldsSchema.safeParse({ ...firm, ...marketing, specificZipCodes: '123', brandColors: 'red' });
    expect(onboardingErrorMessage(formatOnly.error!)).toBe(ZIP_CODES_INVALID);
  });

  it('knows which step each field is on', () => {
    expect(stepOfField('firmName')).toBe(1);
    expect(stepOfField('specificZipCodes')).toBe(2);
    expect(stepOfField('brandColors')).toBe(3);
    expect(stepOfField('specialInstructions')).toBe(4);
    expect(stepOfField('nope')).toBeUndefined();
  });
});

describe('image files', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00');
  const png = { name: 'logo.png', type: 'image/png', size: 1000, head: PNG };

  it('accepts PNG and JPEG files', () => {
    expect(checkImageFile(png)).toBeNull();
    expect(checkImageFile({ name: 'me.JPG', type: 'image/jpeg', size: 1000, head: JPEG })).toBeNull();
    expect(checkImageFile({ name: 'me.jpeg', type: 'image/jpeg', size: 1000, head: JPEG })).toBeNull();
  });

  it('allows exactly 2 MB and rejects anything larger', () => {
    expect(checkImageFile({ ...png, size: IMAGE_MAX_BYTES })).toBeNull();
    expect(checkImageFile({ ...png, size: IMAGE_MAX_BYTES + 1 })).toBe(FILE_TOO_LARGE);
  });

  it('rejects a GIF renamed .png', () => {
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: 1000, head: GIF })).toBe(INVALID_FILE_TYPE);
  });

  it('rejects other declared types and extensions', () => {
    expect(checkImageFile({ ...png, type: 'image/gif' })).toBe(INVALID_FILE_TYPE);
    expect(checkImageFile({ ...png, type: '' })).toBe(INVALID_FILE_TYPE);
    expect(checkImageFile({ ...png, name: 'logo.gif' })).toBe(INVALID_FILE_TYPE);
    expect(checkImageFile({ ...png, name: 'logo' })).toBe(INVALID_FILE_TYPE);
    expect(checkImageFile({ ...png, name: 'logo.png.exe' })).toBe(INVALID_FILE_TYPE);
  });

  it('rejects empty or truncated files', () => {
    expect(checkImageFile({ ...png, size: 0, head: new Uint8Array() })).toBe(INVALID_FILE_TYPE);
    expect(checkImageFile({ ...png, head: PNG.slice(0, 4) })).toBe(INVALID_FILE_TYPE);
  });

  it('tells what the bytes are', () => {
    expect(detectImageType(PNG)).toBe('image/png');
    expect(detectImageType(JPEG)).toBe('image/jpeg');
    expect(detectImageType(GIF)).toBeNull();
  });
});
