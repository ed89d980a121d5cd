import type { FirmForCheck } from './types';

export interface FooterOptions {
  /** A one-click unsubscribe page; without it, the footer asks for a reply instead. */
  unsubscribeUrl?: string;
}

/** The footer's facts, for a layout that links them (the HTML email): the same words composeFooter prints. */
export interface FooterParts {
  firmName: string | undefined;
  /** "Responsible attorney: Ana Rivera", when there is one. */
  attorneyLine: string | undefined;
  addressLines: string[];
  phone: string | undefined;
  website: string | undefined;
  /** "You are receiving this email from Rivera Injury Law, P.A." */
  from: string;
}

const present = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function footerParts(firm: FirmForCheck): FooterParts {
  const firmName = present(firm.firmName);
  const attorney = present(firm.responsibleAttorney);
  return {
    firmName,
    attorneyLine: attorney && `Responsible attorney: ${attorney}`,
    addressLines:
      present(firm.address)
        ?.split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean) ?? [],
    phone: present(firm.phone),
    website: present(firm.website),
    // "Rivera Injury Law, P.A." already ends its sentence.
    from: firmName
      ? `You are receiving this email from ${firmName}${firmName.endsWith('.') ? '' : '.'}`
      : 'You are receiving this email because you are on our list.',
  };
}

/**
 * The identification CAN-SPAM requires on commercial email to someone who has not given prior
 * affirmative consent to receive it (15 U.S.C. 7704(a)(5)(A)(i); the exception is (a)(5)(B)).
 * Shown first, above the content, to a search-intent prospect without a recorded email consent
 * (src/server/sending/recipients.ts, needsAdvertisementNotice).
 */
export const ADVERTISEMENT_NOTICE = 'Advertisement: this email is an advertisement.';

/** What the footer says after its unsubscribe link or instead of one. */
export const STOP_RECEIVING = 'To stop receiving these emails,';
export const REPLY_TO_UNSUBSCRIBE = `${STOP_RECEIVING} reply with the word “unsubscribe”.`;

/**
 * The footer every email ends with: who is responsible for it and where they receive mail
 * (CAN-SPAM, 15 U.S.C. 7704(a)(5)(A)(iii); ABA Model Rule 7.2(d)), the firm's telephone
 * number (New York Rule 7.1(h)) and a way to opt out (7704(a)(3) and (a)(5)(A)(ii)).
 * Blank profile fields are left out; the compliance check reports them.
 */
export function composeFooter(firm: FirmForCheck, options: FooterOptions = {}): string {
  const parts = footerParts(firm);
  const sender = [parts.firmName, parts.attorneyLine, ...parts.addressLines, parts.phone, parts.website].filter(
    (line): line is string => line !== undefined,
  );
  const url = present(options.unsubscribeUrl);
  const optOut = url ? `${parts.from} ${STOP_RECEIVING} unsubscribe here: ${url}` : `${parts.from} ${REPLY_TO_UNSUBSCRIBE}`;
  return [...sender, '', optOut].join('\n');
}
