import { describe, expect, it } from 'vitest';
import { composeEmail } from './compose';

const firm = {
  firmName: 'Rivera Injury Law',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Main Street\nMiami, FL 33131',
  phone: '(305) 555-0100',
};
const email = {
  messageId: '<m1@firm.example>',
  subject: 'Staying safe',
  bodyHtml: 'Hello &amp; welcome<br>Second line',
  to: 'sam@example.com',
  from: { name: 'Rivera Injury Law', address: 'news@rivera.example' },
  unsubscribeUrl: 'https://firm.example/api/unsubscribe/a.b.c',
};

describe('composeEmail', () => {
  it('ends every email with the firm footer and the recipient’s own unsubscribe link', () => {
    const mail = composeEmail(email, firm);
    expect(mail.text).toBe(
      'Hello & welcome\nSecond line\n\n--\nRivera Injury Law\nResponsible attorney: Ana Rivera\n100 Main Street\nMiami, FL 33131\n(305) 555-0100\n\nYou are receiving this email from Rivera Injury Law. To stop receiving these emails, unsubscribe here: https://firm.example/api/unsubscribe/a.b.c\n',
    );
    expect(mail.html).toContain('Hello &amp; welcome<br>Second line');
    expect(mail.html).toContain('<a href="https://firm.example/api/unsubscribe/a.b.c">');
  });

  it('offers one-click unsubscribe (RFC 8058) and a mailto alternative, with a fixed Message-ID', () => {
    const mail = composeEmail(email, firm);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://firm.example/api/unsubscribe/a.b.c>, <mailto:news@rivera.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toBe('<m1@firm.example>');
  });
});
