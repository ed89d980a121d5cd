import type { FirmForCheck } from './types';

export interface FooterOptions {
  /** A one-click unsubscribe page; without it, the footer asks for a reply instead. */
  unsubscribeUrl?: string;
}

/**
 * The footer every email ends with: who is responsible for it and where they receive mail
 * (CAN-SPAM, 15 U.S.C. 7704(a)(5)(A)(iii); ABA Model Rule 7.2(d)), the firm's telephone
 * number (New York Rule 7.1(h)) and a way to opt out (7704(a)(3) and (a)(5)(A)(ii)).
 * Blank profile fields are left out; the compliance check reports them.
 */
export function composeFooter(firm: FirmForCheck, options: FooterOptions = {}): string {
  const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
  const firmName = present(firm.firmName);
  const attorney = present(firm.responsibleAttorney);
  const sender = [
    firmName,
    attorney && `Responsible attorney: ${attorney}`,
    ...(present(firm.address)
      ?.split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean) ?? []),
    present(firm.phone),
    present(firm.website),
  ].filter((line): line is string => line !== undefined);
  // "Rivera Injury Law, P.A." already ends its sentence.
  const from = firmName
    ? `You are receiving this email from ${firmName}${firmName.endsWith('.') ? '' : '.'}`
    : 'You are receiving this email because you are on our list.';
  const url = present(options.unsubscribeUrl);
  const optOut = url
    ? `${from} To stop receiving these emails, unsubscribe here: ${url}`
    : `${from} To stop receiving these emails, reply with the word “unsubscribe”.`;
  return [...sender, '', optOut].join('\n');
}
