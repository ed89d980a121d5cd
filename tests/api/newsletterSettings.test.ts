import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Issue } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';
import {
  NEWSLETTER_DEFAULTS,
  type NewsletterImage,
  type NewsletterSettings,
  type NewsletterSettingsSuggestion,
} from '#shared/newsletter/settings';
import { oversizedPngBytes, pngBytes, GIF_BYTES } from '../support/images';
import { platformFakeOpenAI } from './fakeOpenAI';
import { newsletterFirm, settingsWith, uploadImage } from './newsletterSupport';
import { FIRM_PROFILE } from './sendingSupport';
import { api, createAttorney, createUser, readError, readJson, send, storeSnapshot } from './support';
import { getStore } from '@netlify/blobs';
import { defaultIssueFor, defaultReply } from '../../scripts/stack/fake-openai.mjs';

// The stand-in's own newsletter writer, as `npm run dev` uses it.
const fake = platformFakeOpenAI(defaultReply);

describe('newsletter settings', () => {
  it('start from defaults (the time zone of the firm’s state), save, and say when the next issue goes out', async () => {
    const attorney = await createAttorney();
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: attorney.idToken, body });
    await call('firm-profile', 'PUT', { ...FIRM_PROFILE, licensedStates: ['CA'] });
    const defaults = await readJson<NewsletterSettings>(await call('newsletter-settings'));
    expect(defaults).toMatchObject({
      saved: false,
      send_day: 'Monday',
      send_hour: 9,
      time_zone: 'America/Los_Angeles',
      brand_color: '#002366',
      logo: null,
    });
    expect(Date.parse(defaults.next_send_at)).toBeGreaterThan(Date.now());

    const saved = await readJson<NewsletterSettings>(
      await call('newsletter-settings', 'PUT', {
        ...NEWSLETTER_DEFAULTS,
        cities: ['Oakland', ' oakland ', 'Berkeley'],
        county: 'Alameda County',
        zip_codes: ['94607'],
        accident_types: ['Bicycle crashes'],
        topics_to_avoid: 'Politics',
        send_day: 'Thursday',
        send_hour: 7,
        time_zone: 'America/Los_Angeles',
        brand_color: '#FFE066',
      }),
    );
    expect(saved).toMatchObject({ saved: true, cities: ['Oakland', 'Berkeley'], brand_color: '#ffe066', send_day: 'Thursday' });
    expect(
      new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Los_Angeles' }).format(new Date(saved.next_send_at)),
    ).toBe('Thursday');
    for (const [body, message] of [
      [{ zip_codes: ['9460'] }, 'ZIP codes must be five digits (for example 30303).'],
      [{ send_hour: 24 }, 'Send hour must be a whole hour from 0 (midnight) to 23 (11 pm).'],
      [{ time_zone: 'Europe/Paris' }, 'Time zone must be a US time zone such as America/New_York.'],
      [{ send_day: 'Sunday' }, 'Send day must be one of Monday, Tuesday, Wednesday, Thursday, Friday.'],
      [{ logo_id: 'c'.repeat(24) }, 'Logo: that image is not in your library. Upload it again, or choose another.'],
      [{ colour: '#ffffff' }, 'Newsletter settings have no field “colour”.'],
    ] as const) {
      const res = await call('newsletter-settings', 'PUT', { ...NEWSLETTER_DEFAULTS, ...body });
      expect(res.status).toBe(400);
      expect(await readError(res)).toBe(message);
    }
  });

  it('are offered from the welcome form sent from the signed-in address, with its logo and headshot copied into the library', async () => {
    const user = await createUser('Ana Rivera');
    await api('me', { method: 'POST', token: user.idToken, body: { full_name: 'Ana Rivera', firm_name: 'Rivera Injury Law' } });
    const call = (path: string, method = 'GET', body?: unknown) => api(path, { method, token: user.idToken, body });
    expect((await call('newsletter-settings/suggestion')).status).toBe(404);

    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        firmName: 'Rivera Injury Law',
        primaryContactName: 'Ana Rivera',
        email: user.email,
        phoneNumber: '(305) 555-0100',
        physicalAddress: '100 Main Street, Miami, FL 33131',
        targetCity: 'Miami',
        addAnotherCity: 'Coral Gables',
        specificZipCodes: '33131, 33134',
        accidentTypes: ['Car accidents', 'Slip and falls'],
        otherAccidentType: 'Boating accidents',
        brandColors: '#0B5394',
        newsletterSendDay: 'Wednesday',
        specialInstructions: 'Mention our Spanish-speaking staff.',
      }),
    );
    form.set('firmLogo', new File([(await pngBytes(300, 120)).slice()], 'logo.png', { type: 'image/png' }));
    form.set('headshot', new File([(await pngBytes(200, 200)).slice()], 'ana.png', { type: 'image/png' }));
    const submitted = await send(
      new Request('http://localhost/api/onboarding', { method: 'POST', body: form, headers: { 'Idempotency-Key': randomUUID() } }),
    );
    expect(submitted.status).toBe(201);

    const suggestion = await readJson<NewsletterSettingsSuggestion>(await call('newsletter-settings/suggestion'));
    expect(suggestion.settings).toEqual({
      cities: ['Miami', 'Coral Gables'],
      county: '',
      zip_codes: ['33131', '33134'],
      accident_types: ['Car accidents', 'Slip and falls', 'Boating accidents'],
      special_instructions: 'Mention our Spanish-speaking staff.',
      send_day: 'Wednesday',
      brand_color: '#0b5394',
    });
    expect(suggestion.images).toEqual({ logo: true, headshot: true });
    const copied = await readJson<{ logo: NewsletterImage; headshot: NewsletterImage }>(
      await call('newsletter-settings/suggestion/images', 'POST'),
    );
    expect(copied.logo).toMatchObject({ width: 300, height: 120, content_type: 'image/png' });
    expect(copied.headshot).toMatchObject({ width: 200, height: 200 });
    const saved = await readJson<NewsletterSettings>(
      await call('newsletter-settings', 'PUT', {
        ...NEWSLETTER_DEFAULTS,
        ...suggestion.settings,
        logo_id: copied.logo.id,
        headshot_id: copied.headshot.id,
      }),
    );
    expect(saved.logo?.url).toBe(copied.logo.url);
  });
});

describe('the image library', () => {
  it('serves uploaded images from a public address that names neither the firm nor the storage key, cached for good', async () => {
    const { attorney, logo } = await newsletterFirm();
    expect(logo.url).toMatch(/\/api\/email-images\/[0-9a-f]{32}\.png$/);
    expect(logo.url).not.toContain(attorney.tenantId);
    const path = new URL(logo.url).pathname.replace(/^\/api\//, '');
    const res = await api(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    for (const odd of [
      'email-images/0123456789abcdef0123456789abcdef.png',
      path.replace('.png', '.jpg'),
      'email-images/..%2Fsecret.png',
      'email-images/x',
    ]) {
      const missing = await api(odd);
      expect(missing.status, odd).toBe(404);
    }
  });

  it('refuses an oversized image (413), a GIF or a file that is not an image (400), and stores nothing', async () => {
    const { attorney } = await newsletterFirm();
    const store = getStore({ name: 'email-images', consistency: 'strong' });
    const blobsBefore = (await store.list()).blobs.length;
    const before = await storeSnapshot();
    const big = await uploadImage(attorney, oversizedPngBytes());
    expect(big.status).toBe(413);
    expect(await readError(big)).toBe('Image too large: upload a PNG or JPG of at most 2 MB and 4,000 pixels on each side.');
    const wide = await uploadImage(attorney, await pngBytes(4001, 10));
    expect(wide.status).toBe(413);
    const gif = await uploadImage(attorney, GIF_BYTES, 'logo.png');
    expect(gif.status).toBe(400);
    expect(await readError(gif)).toBe('Image: Invalid file type: Please upload PNG or JPG files.');
    const notMultipart = await api('newsletter-images', { method: 'POST', token: attorney.idToken, body: { image: 'x' } });
    expect(notMultipart.status).toBe(415);
    expect([...(await storeSnapshot())]).toEqual([...before]);
    expect((await store.list()).blobs.length).toBe(blobsBefore);
  });
});

describe('AI drafts', () => {
  it('write a whole issue for the firm’s areas and month, with merge fields, through the generation path and its guardrails', async () => {
    const { call } = await newsletterFirm();
    await call(
      'newsletter-settings',
      'PUT',
      settingsWith({
        cities: ['Miami', 'Coral Gables'],
        accident_types: ['Boating accidents'],
        topics_to_avoid: 'Hurricanes',
        special_instructions: 'Keep it short.',
      }),
    );
    const res = await call('newsletter-drafts', 'POST', { month: '2026-12', prompt: 'Mention the toy drive.' });
    expect(res.status).toBe(200);
    const { issue, findings } = await readJson<{ issue: Issue; findings: PlacedFinding[] }>(res);
    expect(findings.filter((f) => f.finding.severity === 'block')).toEqual([]);
    expect(issue.subject).toContain('Miami');
    expect(issue.blocks[0]).toMatchObject({ type: 'paragraph', text: expect.stringContaining('{{contact.first_name or "there"}}') });
    expect(issue.blocks.map((b) => b.type)).toEqual(
      expect.arrayContaining(['heading', 'local_item', 'tip_list', 'attorney_note', 'button']),
    );
    expect(issue.blocks.find((b) => b.type === 'button')).toMatchObject({ url: 'https://rivera.example' });

    const [system, user] = fake.requests.at(-1)!.body.messages;
    expect(fake.requests.at(-1)!.body.response_format.json_schema.name).toBe('newsletter_issue');
    expect(system.content).toContain('Month: December 2026 (winter)');
    expect(system.content).toContain('Cities: Miami, Coral Gables');
    expect(system.content).toContain('Accident types the firm handles: Boating accidents');
    expect(system.content).toContain('Never write about: Hurricanes');
    expect(system.content).toContain('{{contact.first_name or "there"}}');
    expect(system.content).toContain('Never promise, guarantee or predict an outcome');
    expect(user.content).toContain('<instructions>\nKeep it short.\n</instructions>');
    expect(user.content).toContain('<brief>\nMention the toy drive.\n</brief>');
  });

  it('ask once more with the findings when the model types a placeholder, and rewrite one block in place', async () => {
    const { call } = await newsletterFirm();
    fake.respondNextWith((body: { messages: { content: string }[] }) => {
      const issue = defaultIssueFor(body.messages[0].content, body.messages[1].content);
      issue.blocks[0].text = 'Hi [First Name], happy holidays.';
      return { content: JSON.stringify(issue) };
    });
    const missingMonth = await call('newsletter-drafts', 'POST', {});
    expect(missingMonth.status).toBe(400);
    expect(await readError(missingMonth)).toBe('Choose the month the issue goes out (month, written YYYY-MM).');
    const first = await readJson<{ issue: Issue }>(await call('newsletter-drafts', 'POST', { month: '2027-01' }));
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]!.body.messages.at(-1).content).toContain(
      'Block 1 (Paragraph) [must fix]: “[First Name]” would reach the reader as typed',
    );
    expect(JSON.stringify(first.issue)).not.toContain('[First Name]');

    const tips = first.issue.blocks.find((b) => b.type === 'tip_list')!;
    const rewritten = await readJson<{ block: { id: string; type: string } }>(
      await call('newsletter-drafts/block', 'POST', { month: '2027-01', issue: first.issue, block_id: tips.id }),
    );
    expect(rewritten.block).toMatchObject({ id: tips.id, type: 'tip_list' });
    expect(fake.requests.at(-1)!.body.response_format.json_schema.name).toBe('newsletter_block');
    const unknown = await call('newsletter-drafts/block', 'POST', { month: '2027-01', issue: first.issue, block_id: 'nope' });
    expect(unknown.status).toBe(400);
    expect(await readError(unknown)).toBe('Block: that block is not in the issue.');
  });
});

describe('GET /api/newsletter-templates', () => {
  it('gives the layouts with the firm’s website on their buttons, and the curated sequences', async () => {
    const { call } = await newsletterFirm();
    const { layouts, sequences } = await readJson<{ layouts: { issue: Issue }[]; sequences: { id: string }[] }>(
      await call('newsletter-templates'),
    );
    expect(layouts.length).toBeGreaterThanOrEqual(4);
    expect(sequences).toHaveLength(5);
    expect(layouts[0]!.issue.blocks.find((b) => b.type === 'button')).toMatchObject({ url: 'https://rivera.example' });
  });
});
