import type { MailMessage } from './transport';

export interface OutgoingEmail {
  messageId: string;
  subject: string;
  /** Rendered for this reader by the one template (src/server/email/render.ts), footer included. */
  html: string;
  text: string;
  to: string;
  from: { name: string; address: string };
  unsubscribeUrl: string;
}

/**
 * The email as it leaves: the rendered parts (which end with the firm-profile footer and the
 * recipient's own unsubscribe link) and the unsubscribe headers: List-Unsubscribe with an https
 * and a mailto address (RFC 2369) and List-Unsubscribe-Post for one-click (RFC 8058).
 */
export function composeEmail(email: OutgoingEmail): MailMessage {
  const mailto = `mailto:${email.from.address}?subject=unsubscribe`;
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    messageId: email.messageId,
    text: email.text,
    html: email.html,
    headers: {
      'List-Unsubscribe': `<${email.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
