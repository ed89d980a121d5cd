import { beforeAll, describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, brandPalette, contrastRatio, DARK_CARD, WHITE } from '#shared/newsletter/brandColor';
import type { Block } from '#shared/newsletter/issue';
import { cityOfAddress, emailAsIssue, renderEmail, type RenderInput } from './render';

const FIRM = {
  firmName: 'Avery Injury Law',
  responsibleAttorney: 'Jordan Avery',
  address: '191 Peachtree Street NE, Suite 3300\nAtlanta, GA 30303',
  phone: '(404) 555-0142',
  website: 'https://averyinjurylaw.example',
  licensedStates: ['GA'],
};

const UNSUBSCRIBE = 'https://casecourier.example/api/unsubscribe/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghijklmnopqrstuvwxyz';

const BLOCKS: Block[] = [
  { id: 'p1', type: 'paragraph', text: 'Hi {{contact.first_name or "there"}},\n\nHere is what is new in {{contact.city or "your area"}}.' },
  { id: 'h1', type: 'heading', text: 'Winter roads around {{firm.city}}' },
  {
    id: 'l1',
    type: 'local_item',
    kind: 'event',
    title: 'Car seat check at the fire station',
    text: 'Certified technicians check installations for free.',
    place: 'Decatur Fire Station 1',
    date: '2026-12-12',
    link: 'https://decaturga.example/car-seats',
  },
  {
    id: 't1',
    type: 'tip_list',
    title: 'Three reminders',
    tips: ['Leave twice the distance.', 'Keep a blanket in the car.', 'Photograph any crash.'],
  },
  {
    id: 'i1',
    type: 'image',
    asset_id: 'img0123456789abcdefghij',
    alt: 'Volunteers at last year’s toy drive',
    caption: 'Last year’s toy drive.',
  },
  { id: 'b1', type: 'button', label: 'Ask us a question', url: 'https://averyinjurylaw.example/contact' },
  { id: 'n1', type: 'attorney_note', text: 'Stay safe out there this winter.' },
];

const input = (overrides: Partial<RenderInput> = {}): RenderInput => ({
  issue: {
    subject: 'December news for {{contact.first_name or "you"}}',
    preheader: 'Winter roads, a car seat check and three tips',
    blocks: BLOCKS,
  },
  firm: FIRM,
  brand: {
    color: '#002366',
    logo: { url: 'https://casecourier.example/api/email-images/aaa.png', width: 300, height: 120 },
    headshot: { url: 'https://casecourier.example/api/email-images/bbb.png', width: 240, height: 240 },
  },
  images: new Map([['img0123456789abcdefghij', { url: 'https://casecourier.example/api/email-images/ccc.jpg', width: 1200, height: 800 }]]),
  contact: { 'contact.first_name': 'Tom', 'contact.last_name': 'Nguyen', 'contact.full_name': 'Tom Nguyen', 'contact.city': 'Decatur' },
  unsubscribeUrl: UNSUBSCRIBE,
  ...overrides,
});

async function rendered(overrides: Partial<RenderInput> = {}) {
  const result = await renderEmail(input(overrides));
  if (!result.ok) throw new Error(`missing ${result.missing.join(', ')}`);
  return result;
}

describe('renderEmail', () => {
  // The first render loads React Email and its renderer (seconds on a busy machine); each test then times only its own render.
  beforeAll(() => rendered(), 60_000);

  it('renders every block type, filled for the reader', async () => {
    const { html, subject } = await rendered();
    expect(subject).toBe('December news for Tom');
    expect(html).toContain('Hi Tom,');
    expect(html).toContain('Here is what is new in Decatur.');
    expect(html).toMatch(/<h2[^>]*>Winter roads around Atlanta<\/h2>/);
    expect(html).toContain('Car seat check at the fire station');
    expect(html).toContain('Decatur Fire Station 1 · Saturday, December 12, 2026');
    expect(html).toContain('href="https://decaturga.example/car-seats"');
    expect(html.match(/<li[^>]*>/g)).toHaveLength(3);
    expect(html).toMatch(
      /<img[^>]*alt="Volunteers at last year’s toy drive"[^>]*src="https:\/\/casecourier.example\/api\/email-images\/ccc.jpg"[^>]*width="552"/,
    );
    expect(html).toContain('Last year’s toy drive.');
    expect(html).toMatch(/<a[^>]*href="https:\/\/averyinjurylaw.example\/contact"[^>]*>.*Ask us a question/s);
    expect(html).toContain('Stay safe out there this winter.');
    expect(html).toContain('alt="Photo of Jordan Avery"');
  });

  it('gives every image alt text', async () => {
    const { html } = await rendered();
    const images = html.match(/<img[^>]*>/g) ?? [];
    expect(images).toHaveLength(3);
    for (const img of images) expect(img).toMatch(/alt="[^"]+"/);
  });

  it('is a phone-ready, dark-mode-safe 600 px layout with a preheader, a tap-to-call phone, a linked website and a short Unsubscribe link', async () => {
    const { html } = await rendered();
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toMatch(/max-width:600px/);
    expect(html).toContain('@media only screen and (max-width: 620px)');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    // The page colour sits on the body and again on the cell React Email wraps the email in
    // (body > table > tbody > tr > td): dark mode must darken both, or a light band frames the card.
    expect(html).toMatch(/<body class="cc-page"[^>]*><!--\$-->.*?<table[^>]*><tbody><tr><td style="background-color:#f3f4f6/s);
    expect(html).toContain('.cc-page, .cc-page > table > tbody > tr > td { background-color: #111827 !important; }');
    expect(html).toContain('Winter roads, a car seat check and three tips');
    expect(html).toContain('href="tel:+14045550142"');
    expect(html).toMatch(/href="https:\/\/averyinjurylaw.example"[^>]*>averyinjurylaw.example<\/a>/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/casecourier.example\/api\/unsubscribe\/[^"]+"[^>]*>Unsubscribe<\/a>/);
    // The raw address is never shown as text, only behind the link.
    expect(html.replace(/href="[^"]*"/g, '')).not.toContain(UNSUBSCRIBE);
    expect(html).toContain('Responsible attorney: Jordan Avery');
    expect(html).toContain('191 Peachtree Street NE, Suite 3300');
  });

  it('derives a plain-text part from the same blocks, links written out, ending with the footer', async () => {
    const { text } = await rendered();
    expect(text).not.toMatch(/<[a-z][^>]*>/i);
    for (const words of [
      'Hi Tom,',
      'Winter roads around Atlanta',
      'EVENT: Car seat check at the fire station',
      'Read more: https://decaturga.example/car-seats',
      '- Keep a blanket in the car.',
      'Last year’s toy drive.',
      'Ask us a question: https://averyinjurylaw.example/contact',
      'Stay safe out there this winter.\n- Jordan Avery',
    ])
      expect(text).toContain(words);
    expect(text.trimEnd().endsWith(`To stop receiving these emails, unsubscribe here: ${UNSUBSCRIBE}`)).toBe(true);
  });

  it('wraps every web link through the hook, never the unsubscribe or phone link', async () => {
    const wrapped: string[] = [];
    const { html, text } = await rendered({
      wrapLink: (url) => {
        wrapped.push(url);
        return `https://t.casecourier.example/c?u=${encodeURIComponent(url)}`;
      },
    });
    expect(new Set(wrapped)).toEqual(
      new Set(['https://decaturga.example/car-seats', 'https://averyinjurylaw.example/contact', 'https://averyinjurylaw.example']),
    );
    expect(html).not.toMatch(/href="https:\/\/(decaturga|averyinjurylaw)\.example/);
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(html).toContain('href="tel:+14045550142"');
    expect(text).toContain('Ask us a question: https://t.casecourier.example/c?u=');
  });

  it('does not render an email whose field has no value and no fallback', async () => {
    const result = await renderEmail(
      input({
        issue: {
          subject: 'Hello {{contact.city}}',
          preheader: '',
          blocks: [{ id: 'a', type: 'paragraph', text: 'Dear {{contact.last_name}},' }],
        },
        contact: { 'contact.first_name': 'Prince', 'contact.last_name': '', 'contact.full_name': 'Prince', 'contact.city': '' },
      }),
    );
    expect(result).toEqual({ ok: false, missing: ['contact.city', 'contact.last_name'] });
  });

  it('escapes what a reader or writer typed', async () => {
    const { html } = await rendered({ contact: { 'contact.first_name': '<script>alert(1)</script>' } });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps a light brand colour readable: dark text on its button, a darker shade for links and headings', async () => {
    const { html, palette } = await rendered({ brand: { color: '#ffe066', logo: null, headshot: null } });
    expect(palette.onBrand).toBe('#111827');
    expect(palette.accentDarkened).toBe(true);
    expect(contrastRatio(palette.accent, WHITE)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(html).toContain(`color:${palette.accent}`);
    expect(html).toContain('background-color:#ffe066');
    // Without a logo the firm's name heads the email.
    expect(html).toMatch(/>Avery Injury Law<\/p>/);
  });

  it('fits Gmail: well under its 102 KB clipping limit with every block, and under 60 KB', async () => {
    const { html } = await rendered();
    const bytes = Buffer.byteLength(html);
    expect(bytes).toBeLessThan(60 * 1024);
    expect(bytes).toBeLessThan(102 * 1024);
  });

  it('renders a sequence email through the same template, its paragraphs from the blank lines', async () => {
    const issue = emailAsIssue(
      'Welcome, {{contact.first_name or "friend"}}',
      'Hi {{contact.first_name or "there"}},\n\nThank you for choosing us.\nCall any time.',
    );
    expect(issue.blocks).toHaveLength(2);
    const { html, subject } = await rendered({ issue, contact: { 'contact.first_name': 'Keisha' } });
    expect(subject).toBe('Welcome, Keisha');
    expect(html).toContain('Thank you for choosing us.</span><span><br/>Call any time.');
    expect(html).toContain('alt="Avery Injury Law"');
  });

  it('reads the firm’s city from its address', () => {
    expect(cityOfAddress(FIRM.address)).toBe('Atlanta');
    expect(cityOfAddress('PO Box 12\nSaint Paul, MN 55101-1234')).toBe('Saint Paul');
    expect(cityOfAddress('somewhere')).toBe('');
  });
});

describe('brandPalette', () => {
  it('passes WCAG AA for text in every use, whatever the colour', () => {
    for (let i = 0; i < 500; i++) {
      const color = `#${Math.floor(Math.random() * 0xffffff)
        .toString(16)
        .padStart(6, '0')}`;
      const palette = brandPalette(color);
      expect(contrastRatio(palette.brand, palette.onBrand), color).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(palette.accent, WHITE), color).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(palette.accentOnDark, DARK_CARD), color).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps a colour that already passes as it is', () => {
    expect(brandPalette('#002366')).toMatchObject({ brand: '#002366', onBrand: '#ffffff', accent: '#002366', accentDarkened: false });
  });
});
