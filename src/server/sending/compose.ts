import { composeFooter } from '#shared/compliance/index';
import type { FirmForCheck } from '#shared/compliance/types';
import { bodyHtmlToText, textToBodyHtml } from '#shared/emailBody';
import type { MailMessage } from './transport';

export interface OutgoingEmail {
  messageId: string;
  subject: string;
  /** Stored form: escaped text with <br> line breaks. */
  bodyHtml: string;
  to: string;
  from: { name: string; address: string };
  unsubscribeUrl: string;
}

/**
 * The email as it leaves: the body, then the footer from the firm profile (always, with the
 * recipient's own unsubscribe link), and the unsubscribe headers: List-Unsubscribe with an
 * https and a mailto address (RFC 2369) and List-Unsubscribe-Post for one-click (RFC 8058).
 */
export function composeEmail(email: OutgoingEmail, firm: FirmForCheck): MailMessage {
  const footer = composeFooter(firm, { unsubscribeUrl: email.unsubscribeUrl });
  const footerHtml = textToBodyHtml(footer).replace(
    textToBodyHtml(email.unsubscribeUrl),
    `<a href="${textToBodyHtml(email.unsubscribeUrl)}">${textToBodyHtml(email.unsubscribeUrl)}</a>`,
  );
  const mailto = `mailto:${email.from.address}?subject=unsubscribe`;
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    messageId: email.messageId,
    text: `${bodyHtmlToText(email.bodyHtml)}\n\n--\n${footer}\n`,
    html: `<!doctype html><html><body><div>${email.bodyHtml}</div><hr><p style="font-size:12px;color:#555">${footerHtml}</p></body></html>`,
    headers: {
      'List-Unsubscribe': `<${email.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
