import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { GIF_BYTES, jpegBytes, oversizedPngBytes, pngBytes } from '../support/images';
import { DocumentReference } from 'firebase-admin/firestore';
import { vi } from 'vitest';
import { readError, readJson, send } from './support';

const validFields = {
  firmName: 'Rivera Injury Law',
  primaryContactName: 'Ana Rivera',
  email: 'ana@riverainjury.example',
  phoneNumber: '(555) 010-2000',
  firmWebsiteUrl: 'https://riverainjury.example',
  stateBarNumber: 'CA-123456',
  physicalAddress: '100 Main St, Springfield, CA 90210',
  targetCity: 'Springfield',
  addAnotherCity: '',
  entireCounty: false,
  specificZipCodes: '90210,90211',
  accidentTypes: ['Car accidents', 'Slip and falls'],
  otherAccidentType: 'Dog bites',
  brandColors: '#002366',
  newsletterSendDay: 'Tuesday',
  specialInstructions: 'Avoid mentioning competitors.',
};

interface SubmitOptions {
  fields?: Record<string, unknown>;
  logo?: { bytes: Uint8Array; name: string; type: string } | null;
  headshot?: { bytes: Uint8Array; name: string; type: string };
  key?: string;
}

async function submit({ fields = validFields, logo, headshot, key = randomUUID(), ip }: SubmitOptions & { ip?: string } = {}) {
  const form = new FormData();
  form.set('data', JSON.stringify(fields));
  const theLogo = logo === undefined ? { bytes: await pngBytes(), name: 'logo.png', type: 'image/png' } : logo;
  if (theLogo) form.set('firmLogo', new File([theLogo.bytes.slice()], theLogo.name, { type: theLogo.type }));
  if (headshot) form.set('headshot', new File([headshot.bytes.slice()], headshot.name, { type: headshot.type }));
  const req = new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': key } });
  return send(req, { ip });
}

async function submissionCount() {
  return (await (await firestore()).collection('onboarding_submissions').count().get()).data().count;
}

const store = () => getStore({ name: 'onboarding-uploads', consistency: 'strong' });
async function blobCount() {
  return (await store().list()).blobs.length;
}

describe('POST /api/onboarding', () => {
  it('stores one document and its images, and a replay with the same key stores nothing new', async () => {
    const key = randomUUID();
    const headshot = { bytes: await jpegBytes(), name: 'ana.jpeg', type: 'image/jpeg' };
    const [docsBefore, blobsBefore] = [await submissionCount(), await blobCount()];
    const res = await submit({ key, headshot });
    expect(res.status).toBe(201);
    const { id } = await readJson<{ id: string }>(res);
    expect(id).toMatch(/^[a-f0-9]{32}$/);

    const doc = (await (await firestore()).doc(`onboarding_submissions/${id}`).get()).data()!;
    expect(doc).toMatchObject({
      firmName: 'Rivera Injury Law',
      specificZipCodes: '90210, 90211',
      accidentTypes: ['Car accidents', 'Slip and falls'],
      newsletterSendDay: 'Tuesday',
      firmLogoName: 'logo.png',
      headshotName: 'ana.jpeg',
      status: 'received',
    });
    expect(doc.firm_logo_blob_key).toMatch(new RegExp(`^${id}/firmLogo-[0-9a-f-]+\\.png$`));
    expect(doc.headshot_blob_key).toMatch(new RegExp(`^${id}/headshot-[0-9a-f-]+\\.jpg$`));
    const logo = await store().get(doc.firm_logo_blob_key, { type: 'arrayBuffer' });
    expect(Buffer.from(logo!).equals(Buffer.from(await pngBytes()))).toBe(true);
    expect(await submissionCount()).toBe(docsBefore + 1);
    expect(await blobCount()).toBe(blobsBefore + 2);

    const replay = await submit({ key, headshot });
    expect(replay.status).toBe(200);
    expect(await readJson(replay)).toEqual({ id });
    const [a, b] = await Promise.all([submit({ key, headshot }), submit({ key, headshot })]);
    expect([(await readJson<{ id: string }>(a)).id, (await readJson<{ id: string }>(b)).id]).toEqual([id, id]);
    expect(await submissionCount()).toBe(docsBefore + 1);
    expect(await blobCount()).toBe(blobsBefore + 2);
  });

  it('refuses invalid submissions with the spec messages and stores nothing', async () => {
    const [docsBefore, blobsBefore] = [await submissionCount(), await blobCount()];
    const cases: [SubmitOptions, number, string][] = [
      [{ fields: { ...validFields, firmName: '' } }, 400, 'Missing Information: Please fill in all required fields for Firm Information.'],
      [
        { fields: { ...validFields, physicalAddress: '  ' } },
        400,
        'Missing Information: Please fill in all required fields for Firm Information.',
      ],
      [
        { fields: { ...validFields, targetCity: '', specificZipCodes: '' } },
        400,
        'Missing Information: Please select or specify at least one geographic area.',
      ],
      [
        { fields: { ...validFields, specificZipCodes: '90210, 9021' } },
        400,
        'ZIP codes must be five digits, separated by commas (for example 90210, 90211).',
      ],
      [
        { logo: { bytes: oversizedPngBytes(), name: 'big.png', type: 'image/png' } },
        413,
        'File too large: Please upload files smaller than 2MB.',
      ],
      [{ logo: { bytes: GIF_BYTES, name: 'sneaky.png', type: 'image/png' } }, 400, 'Invalid file type: Please upload PNG or JPG files.'],
      [
        { logo: { bytes: await pngBytes(), name: 'logo.gif', type: 'image/gif' } },
        400,
        'Invalid file type: Please upload PNG or JPG files.',
      ],
      [{ logo: null }, 400, 'Missing Information: Please upload your firm logo.'],
    ];
    for (const [options, status, message] of cases) {
      const res = await submit(options);
      expect(res.status, message).toBe(status);
      expect(await readError(res)).toBe(message);
    }
    expect(await submissionCount()).toBe(docsBefore);
    expect(await blobCount()).toBe(blobsBefore);
  });

  it('refuses a body that is not multipart, and a missing idempotency key', async () => {
    const json = await send(
      new Request('http://localhost/api/onboarding', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(validFields),
      }),
    );
    expect(json.status).toBe(415);
    expect(await readError(json)).toMatch(/^Send the setup form as multipart\/form-data/);

    const form = new FormData();
    form.set('data', JSON.stringify(validFields));
    const noKey = await send(new Request('http://localhost/api/onboarding', { method: 'POST', body: form }));
    expect(noKey.status).toBe(400);
    expect(await readError(noKey)).toMatch(/Idempotency-Key/);

    const notJson = new FormData();
    notJson.set('data', '{not json');
    const bad = await send(
      new Request('http://localhost/api/onboarding', { method: 'POST', body: notJson, headers: { 'Idempotency-Key': randomUUID() } }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST /api/onboarding under abuse', () => {
  it('binds the idempotency key to the content: the same key with other fields is a 409 and stores nothing', async () => {
    const key = randomUUID();
    expect((await submit({ key })).status).toBe(201);
    const [docsBefore, blobsBefore] = [await submissionCount(), await blobCount()];
    const changed = await submit({ key, fields: { ...validFields, firmName: 'Somebody Else Law' } });
    expect(changed.status).toBe(409);
    expect(await readError(changed)).toMatch(/already used for a different setup form/);
    const otherLogo = await submit({ key, logo: { bytes: await jpegBytes(), name: 'logo.jpg', type: 'image/jpeg' } });
    expect(otherLogo.status).toBe(409);
    expect((await submit({ key })).status).toBe(200);
    expect([await submissionCount(), await blobCount()]).toEqual([docsBefore, blobsBefore]);
  });

  it('counts the body as it streams: a chunked body over the limit is a 413 whatever its headers say', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify(validFields));
    form.set('firmLogo', new File([new Uint8Array(6 * 1024 * 1024)], 'logo.png', { type: 'image/png' }));
    const encoded = new Response(form);
    // A stream has no Content-Length: the old check trusted that header.
    const req = new Request('http://localhost/api/onboarding', {
      method: 'POST',
      body: encoded.body,
      headers: { 'content-type': encoded.headers.get('content-type')!, 'Idempotency-Key': randomUUID() },
      duplex: 'half',
    } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    const [docsBefore, blobsBefore] = [await submissionCount(), await blobCount()];
    const res = await send(req);
    expect(res.status).toBe(413);
    expect(await readError(res)).toBe('File too large: Please upload files smaller than 2MB.');
    expect([await submissionCount(), await blobCount()]).toEqual([docsBefore, blobsBefore]);
  });

  it('keeps file names short and clean', async () => {
    const longName = `${'a/b\\'.repeat(3)}\u0000${'é'.repeat(5000)}\u202e.png`;
    const res = await submit({ logo: { bytes: await pngBytes(), name: longName, type: 'image/png' } });
    expect(res.status).toBe(201);
    const doc = (await (await firestore()).doc(`onboarding_submissions/${(await readJson<{ id: string }>(res)).id}`).get()).data()!;
    expect([...doc.firmLogoName].length).toBeLessThanOrEqual(100);
    expect(doc.firmLogoName).toMatch(/^é+\.png$/);
  });

  it('deletes the images it stored when the record cannot be written', async () => {
    const [docsBefore, blobsBefore] = [await submissionCount(), await blobCount()];
    const create = vi
      .spyOn(DocumentReference.prototype, 'create')
      .mockRejectedValueOnce(Object.assign(new Error('unavailable'), { code: 14 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await submit({ headshot: { bytes: await jpegBytes(), name: 'ana.jpg', type: 'image/jpeg' } });
    expect(res.status).toBe(503);
    expect([await submissionCount(), await blobCount()]).toEqual([docsBefore, blobsBefore]);
    create.mockRestore();
    warn.mockRestore();
  });

  it('stores at most 10 submissions an hour from one address: 20 at once give 10 stored and 10 answers 429', async () => {
    const ip = '203.0.113.20';
    const docsBefore = await submissionCount();
    const results = await Promise.all(Array.from({ length: 20 }, () => submit({ ip })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await submissionCount()).toBe(docsBefore + 10);
    // Another address is not affected.
    expect((await submit({ ip: '203.0.113.21' })).status).toBe(201);
  });
});
