import { describe, expect, it } from 'vitest';
import { composeFooter } from './footer';

const firm = {
  firmName: 'Rivera Injury Law, P.A.',
  responsibleAttorney: 'Ana Rivera',
  address: '100 Biscayne Blvd, Suite 1200\nMiami, FL 33131',
  phone: '(305) 555-0142',
  website: 'https://riverainjury.example.com',
  licensedStates: ['FL'],
};

describe('composeFooter', () => {
  it('names the firm, the responsible attorney, the postal address and the phone, then the opt-out', () => {
    expect(composeFooter(firm, { unsubscribeUrl: 'https://casecourier.example/u/abc' })).toBe(
      [
        'Rivera Injury Law, P.A.',
        'Responsible attorney: Ana Rivera',
        '100 Biscayne Blvd, Suite 1200',
        'Miami, FL 33131',
        '(305) 555-0142',
        'https://riverainjury.example.com',
        '',
        'You are receiving this email from Rivera Injury Law, P.A. To stop receiving these emails, unsubscribe here: https://casecourier.example/u/abc',
      ].join('\n'),
    );
  });

  it('offers a reply to opt out when there is no unsubscribe page, and leaves out blank fields', () => {
    const footer = composeFooter({ ...firm, website: undefined, phone: ' ' });
    expect(footer).not.toContain('https://');
    expect(footer.split('\n')).not.toContain(' ');
    expect(footer.endsWith('To stop receiving these emails, reply with the word “unsubscribe”.')).toBe(true);
  });
});
