import { describe, expect, it } from 'vitest';
import { renderEmail } from '../email/render';
import { composeEmail } from './compose';

const firm = {
  firmName: 'Rivera Injury Law',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Main Street\nMiami, FL 33131',
  phone: '(305) 555-0100',
};
const unsubscribeUrl = 'https://firm.example/api/unsubscribe/a.b.c';

async function email() {
  const rendered = await renderEmail({
    issue: { subject: 'Staying safe', preheader: '', blocks: [{ id: 'p', type: 'paragraph', text: 'Hello & welcome\nSecond line' }] },
    firm,
    brand: { color: '#002366', logo: null, headshot: null },
    contact: {},
    unsubscribeUrl,
  });
  if (!rendered.ok) throw new Error('not rendered');
  return {
    messageId: '<m1@firm.example>',
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    to: 'sam@example.com',
    from: { name: 'Rivera Injury Law', address: 'news@rivera.example' },
    unsubscribeUrl,
  };
}

describe('composeEmail', () => {
  it('ends every email with the firm footer and the recipient’s own unsubscribe link', async () => {
    const mail = composeEmail(await email());
    expect(mail.text).toBe(
      'RIVERA INJURY LAW\n\nHello & welcome\nSecond line\n\nQuestions? Call (305) 555-0100.\n\n--\nRivera Injury Law\nResponsible attorney: Ana Rivera\n100 Main Street\nMiami, FL 33131\n(305) 555-0100\n\nYou are receiving this email from Rivera Injury Law. To stop receiving these emails, unsubscribe here: https://firm.example/api/unsubscribe/a.b.c\n',
    );
    expect(mail.html).toContain('Hello &amp; welcome');
    expect(mail.html).toMatch(/<a[^>]*href="https:\/\/firm.example\/api\/unsubscribe\/a.b.c"[^>]*>Unsubscribe<\/a>/);
  });

  it('offers one-click unsubscribe (RFC 8058) and a mailto alternative, with a fixed Message-ID', async () => {
    const mail = composeEmail(await email());
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://firm.example/api/unsubscribe/a.b.c>, <mailto:news@rivera.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toBe('<m1@firm.example>');
  });
});
