// A firm ready to send its newsletter: profile, sending settings, brand (a logo and a headshot in
// its library), a segment, and contacts made through the API (with cities and ZIP codes).
import { randomUUID } from 'node:crypto';
import type { Campaign } from '#shared/newsletter/campaigns';
import type { Block } from '#shared/newsletter/issue';
import { NEWSLETTER_DEFAULTS, type NewsletterImage, type NewsletterSettingsValues } from '#shared/newsletter/settings';
import { pngBytes } from '../support/images';
import { FIRM_PROFILE, setUpSending } from './sendingSupport';
import { api, createAttorney, readJson, send, type TestUser } from './support';

export type Call = (path: string, method?: string, body?: unknown) => Promise<Response>;

export const ISSUE_BLOCKS: Block[] = [
  { id: 'greet', type: 'paragraph', text: 'Hi {{contact.first_name or "there"}},\n\nHere is what is new near you.' },
  { id: 'head', type: 'heading', text: 'Winter roads around {{firm.city}}' },
  {
    id: 'item',
    type: 'local_item',
    kind: 'safety',
    title: 'Bridges freeze first',
    text: 'Slow down on overpasses on cold mornings.',
    place: 'Biscayne Boulevard',
  },
  { id: 'tips', type: 'tip_list', title: 'Three reminders', tips: ['Leave room.', 'Keep a blanket in the car.', 'Photograph any crash.'] },
  { id: 'note', type: 'attorney_note', text: 'Stay safe this month. This newsletter is general information, not legal advice.' },
  { id: 'cta', type: 'button', label: 'Ask us a question', url: 'https://rivera.example/contact' },
];

export const ISSUE = {
  subject: 'December news for {{contact.first_name or "you"}}',
  preheader: 'Winter roads and three reminders',
  blocks: ISSUE_BLOCKS,
};

/** Every field of the settings, as the form sends them: the defaults with these changes. */
export const settingsWith = (changes: Partial<NewsletterSettingsValues>) => ({ ...NEWSLETTER_DEFAULTS, ...changes });

export async function uploadImage(user: TestUser, bytes: Uint8Array, name = 'logo.png', type = 'image/png') {
  const form = new FormData();
  form.set('image', new File([bytes.slice()], name, { type }));
  return send(
    new Request('http://localhost/api/newsletter-images', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.idToken}` },
    }),
  );
}

/** A Florida firm with its profile, sending settings, brand colour, logo and headshot. */
export async function newsletterFirm(brandColor = '#0b5394') {
  const attorney = await createAttorney('Ana Rivera', 'Rivera Injury Law');
  const call: Call = (path, method = 'GET', body) => api(path, { method, token: attorney.idToken, body });
  if ((await call('firm-profile', 'PUT', FIRM_PROFILE)).status !== 200) throw new Error('firm profile');
  await setUpSending(call);
  const logo = await readJson<NewsletterImage>(await uploadImage(attorney, await pngBytes(300, 120, '#0b5394')));
  const headshot = await readJson<NewsletterImage>(await uploadImage(attorney, await pngBytes(200, 200, '#999999'), 'ana.png'));
  const saved = await call(
    'newsletter-settings',
    'PUT',
    settingsWith({ cities: ['Miami'], brand_color: brandColor, logo_id: logo.id, headshot_id: headshot.id }),
  );
  if (saved.status !== 200) throw new Error(`newsletter settings: ${await saved.text()}`);
  return { attorney, call, logo, headshot };
}

/** A contact made through the API, as the contacts screen makes one. */
export async function addReader(call: Call, fields: Record<string, unknown> = {}) {
  const res = await call('contacts', 'POST', {
    name: 'Sam Reader',
    email: `${randomUUID()}@example.com`,
    relationship: 'subscriber',
    state: 'FL',
    consents: [{ channel: 'email', status: 'granted', source: 'Newsletter signup' }],
    ...fields,
  });
  if (res.status !== 201) throw new Error(`contact: ${res.status} ${await res.text()}`);
  return readJson<{ id: string; email: string; name: string }>(res);
}

export async function createCampaign(call: Call, body: Record<string, unknown> = {}) {
  const res = await call('campaigns', 'POST', { ...ISSUE, ...body });
  if (res.status !== 201) throw new Error(`campaign: ${res.status} ${await res.text()}`);
  return readJson<Campaign>(res);
}

/** Approved as someone at the firm approves it: the content as it is now. */
export async function approve(call: Call, id: string) {
  const { content_hash } = await readJson<Campaign>(await call(`campaigns/${id}`));
  const res = await call(`campaigns/${id}/approval`, 'POST', { content_hash });
  if (res.status !== 200) throw new Error(`approval: ${res.status} ${await res.text()}`);
  return readJson<Campaign>(res);
}
