import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_SEND_DAY,
  FILE_TOO_LARGE,
  IDEMPOTENCY_HEADER,
  INVALID_FILE_TYPE,
  LOGO_MISSING,
  onboardingFieldsSchema,
  STEP1_MISSING,
  STEP2_MISSING,
  WEBSITE_INVALID,
  ZIP_CODES_INVALID,
} from '#shared/schemas/onboarding';
import { imageToFile } from './images';
import { initialState } from './initialState';
import { loadProgress, PROGRESS_KEY, saveProgress, type StorageLike, type WizardProgress } from './progressStorage';
import { buildOnboardingForm, CONNECTION_FAILED, newIdempotencyKey, submitOnboarding } from './submitOnboarding';
import { EMPTY_VALUES, validateAll, validateStep, withHttps, type WizardValues } from './wizardForm';
import { CHECK_STEP_TITLE, toastParts } from './wizardMessages';

const complete: WizardValues = {
  ...EMPTY_VALUES,
  firmName: 'Okafor Injury Law',
  primaryContactName: 'Danielle Okafor',
  email: 'danielle@okaforlaw.com',
  phoneNumber: '(813) 555-0100',
  physicalAddress: '100 Main St, Tampa, FL 33602',
  targetCity: 'Tampa',
};

const PNG_URL = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

/** An in-memory Storage that can be told to refuse values over a size. */
function memoryStorage(quota = Infinity): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}

const progress = (over: Partial<WizardProgress> = {}): WizardProgress => ({
  step: 2,
  data: complete,
  logoPreview: PNG_URL,
  headshotPreview: null,
  logoName: 'logo.png',
  headshotName: null,
  idempotencyKey: 'key-1',
  ...over,
});

describe('toast texts', () => {
  it('splits the spec messages into title and description', () => {
    expect(toastParts(STEP1_MISSING)).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all required fields for Firm Information.',
    });
    expect(toastParts(STEP2_MISSING).title).toBe('Missing Information');
    expect(toastParts(FILE_TOO_LARGE)).toEqual({ title: 'File too large', description: 'Please upload files smaller than 2MB.' });
    expect(toastParts(INVALID_FILE_TYPE)).toEqual({ title: 'Invalid file type', description: 'Please upload PNG or JPG files.' });
  });
  it('titles format problems "Please check this step"', () => {
    expect(toastParts(ZIP_CODES_INVALID)).toEqual({ title: CHECK_STEP_TITLE, description: ZIP_CODES_INVALID });
    expect(toastParts(WEBSITE_INVALID).title).toBe(CHECK_STEP_TITLE);
  });
});

describe('step checks', () => {
  it('checks only the current step', () => {
    expect(validateStep(1, { ...EMPTY_VALUES, ...complete, targetCity: '' }, false)).toBeNull();
    expect(validateStep(2, { ...complete, targetCity: '' }, false)).toMatchObject({ step: 2, message: STEP2_MISSING, field: 'targetCity' });
  });
  it('names the first missing field of step 1', () => {
    expect(validateStep(1, { ...complete, firmName: '', physicalAddress: '' }, true)).toEqual({
      step: 1,
      message: STEP1_MISSING,
      field: 'firmName',
    });
    expect(validateStep(1, { ...complete, firmWebsiteUrl: 'nope', physicalAddress: '' }, true)?.message).toBe(STEP1_MISSING);
  });
  it('needs a logo on step 3', () => {
    expect(validateStep(3, complete, false)).toEqual({ step: 3, message: LOGO_MISSING, field: 'firmLogo' });
    expect(validateStep(3, complete, true)).toBeNull();
  });
  it('checks every step on submit, earliest first', () => {
    expect(validateAll(complete, true)).toBeNull();
    expect(validateAll({ ...complete, specificZipCodes: '1234' }, false)).toMatchObject({ step: 2, message: ZIP_CODES_INVALID });
    expect(validateAll(complete, false)).toMatchObject({ step: 3 });
  });
  it('adds https:// to a bare domain only', () => {
    expect(withHttps('okaforlaw.com')).toBe('https://okaforlaw.com');
    expect(withHttps(' www.okaforlaw.com/contact ')).toBe('https://www.okaforlaw.com/contact');
    for (const keep of ['', 'http://okaforlaw.com', 'okafor law', 'okaforlaw', 'mailto:x@y.com']) expect(withHttps(keep)).toBe(keep);
  });
});

describe('saved progress', () => {
  it('round-trips', () => {
    const storage = memoryStorage();
    expect(saveProgress(storage, progress())).toBe('saved');
    expect(loadProgress(storage)).toEqual(progress());
  });

  it('discards an entry that is not JSON, or not the right shape', () => {
    for (const bad of ['{not json', '"text"', 'null', '{"step":9,"data":{}}', '{"step":1,"data":{"entireCounty":"yes"}}', '{"step":1}']) {
      const storage = memoryStorage();
      storage.map.set(PROGRESS_KEY, bad);
      expect(loadProgress(storage)).toBeNull();
      expect(storage.map.has(PROGRESS_KEY)).toBe(false);
    }
  });

  it('keeps partial data and drops unknown accident types', () => {
    const storage = memoryStorage();
    storage.map.set(PROGRESS_KEY, JSON.stringify({ step: 1, data: { firmName: 'A', accidentTypes: ['Car accidents', 'Boat races'] } }));
    expect(loadProgress(storage)).toMatchObject({ step: 1, data: { firmName: 'A', accidentTypes: ['Car accidents'] }, logoPreview: null });
    // Nothing is filled in that was not saved, and names outside the form are dropped.
    storage.map.set(PROGRESS_KEY, JSON.stringify({ step: 2, data: { city: 'Old name', specialInstructions: 'Hi' } }));
    expect(loadProgress(storage)?.data).toEqual({ specialInstructions: 'Hi' });
  });

  it("holds exactly the schema's fields, with its defaults", () => {
    expect(Object.keys(EMPTY_VALUES).sort()).toEqual(Object.keys(onboardingFieldsSchema.shape).sort());
    expect(Object.keys(EMPTY_VALUES)).toHaveLength(16);
    expect(EMPTY_VALUES).toMatchObject({
      firmName: '',
      entireCounty: false,
      accidentTypes: [],
      brandColors: DEFAULT_BRAND_COLOR,
      newsletterSendDay: DEFAULT_SEND_DAY,
    });
  });

  it('saves without the images when they pass the quota', () => {
    const storage = memoryStorage(2000);
    const big = `data:image/png;base64,${'A'.repeat(5000)}`;
    expect(saveProgress(storage, progress({ logoPreview: big }))).toBe('saved-without-images');
    expect(loadProgress(storage)).toMatchObject({
      step: 2,
      data: { firmName: 'Okafor Injury Law' },
      logoPreview: null,
      logoName: null,
      idempotencyKey: 'key-1',
    });
  });

  it('says so when nothing can be saved', () => {
    expect(saveProgress(memoryStorage(10), progress())).toBe('not-saved');
  });
});

describe('starting state', () => {
  it('starts fresh at step 1, taking email and city from the link', () => {
    const state = initialState('?email=danielle%40okaforlaw.com&city=Tampa', null);
    expect(state).toMatchObject({ step: 1, emailLocked: true, paymentCity: 'Tampa', logo: null, idempotencyKey: null });
    expect(state.values).toMatchObject({
      email: 'danielle@okaforlaw.com',
      targetCity: 'Tampa',
      brandColors: '#002366',
      newsletterSendDay: 'Monday',
    });
  });

  it('leaves an invalid or absent email editable', () => {
    expect(initialState('?email=nope', null)).toMatchObject({ emailLocked: false, values: { email: 'nope' } });
    expect(initialState('', null)).toMatchObject({ emailLocked: false, paymentCity: '', values: { email: '', targetCity: '' } });
  });

  it('restores saved progress, with the link email winning and an unticked city staying unticked', () => {
    const saved = { ...progress({ step: 3 }), data: { firmName: 'Saved Firm', email: 'old@x.com', targetCity: '' } };
    const state = initialState('?email=new%40x.com&city=Tampa', saved);
    expect(state.step).toBe(3);
    expect(state.values).toMatchObject({ firmName: 'Saved Firm', email: 'new@x.com', targetCity: '', phoneNumber: '' });
    expect(state.logo).toEqual({ preview: PNG_URL, name: 'logo.png', file: null });
    expect(state.idempotencyKey).toBe('key-1');
  });
});

describe('submission', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rebuilds a restored image from its data URL', async () => {
    const file = await imageToFile({ name: 'logo.png', preview: PNG_URL, file: null });
    expect(file.name).toBe('logo.png');
    expect(file.type).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())[0]).toBe(0x89);
  });

  it('sends the fields as JSON in "data" and the images as files', async () => {
    const logo = { name: 'logo.png', preview: PNG_URL, file: null };
    const form = await buildOnboardingForm({ fields: complete as never, logo, headshot: { ...logo, name: 'me.png' } });
    expect(JSON.parse(String(form.get('data')))).toMatchObject({ firmName: 'Okafor Injury Law' });
    expect((form.get('firmLogo') as File).name).toBe('logo.png');
    expect((form.get('headshot') as File).name).toBe('me.png');
    const noHeadshot = await buildOnboardingForm({ fields: complete as never, logo, headshot: null });
    expect(noHeadshot.has('headshot')).toBe(false);
  });

  it('posts with the idempotency key and reads the error message', async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.startsWith('data:'))
        return new Response(Buffer.from(PNG_URL.split(',')[1]!, 'base64'), { headers: { 'content-type': 'image/png' } });
      calls.push(init!);
      return Response.json({ error: 'Firm name must be 160 characters or fewer.' }, { status: 400 });
    });
    const logo = { name: 'logo.png', preview: PNG_URL, file: null };
    const result = await submitOnboarding({ fields: complete as never, logo, headshot: null, idempotencyKey: 'abc' });
    expect(result).toEqual({ ok: false, message: 'Firm name must be 160 characters or fewer.', status: 400 });
    expect((calls[0]!.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('abc');
    expect(calls[0]!.method).toBe('POST');
  });

  it('reports a connection failure and a 2xx', async () => {
    const file = new File([new Uint8Array([0x89])], 'logo.png', { type: 'image/png' });
    const logo = { name: 'logo.png', preview: PNG_URL, file };
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitOnboarding({ fields: complete as never, logo, headshot: null, idempotencyKey: 'k' })).toEqual({
      ok: false,
      message: CONNECTION_FAILED,
      status: 0,
    });
    vi.stubGlobal('fetch', async () => new Response(null, { status: 201 }));
    expect(await submitOnboarding({ fields: complete as never, logo, headshot: null, idempotencyKey: 'k' })).toEqual({ ok: true });
  });

  it('makes UUID keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
