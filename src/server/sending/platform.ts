import { createTransport, type Transporter } from 'nodemailer';
import type { ReactElement } from 'react';
import { serverEnv } from '../env';
import { platformRelayUrl, smtpTimeouts } from './transport';

/**
 * The platform's own mail: what CaseCourier itself sends (the operations notice, the attorney's
 * confirmation and invitation, the link after checkout, proofs from the desk), never a firm's
 * newsletter. One transport to the platform's relay (PLATFORM_SMTP_URL, or SMTP_URL, the local
 * catcher, in development and tests), the relay the firms that send through us use too.
 */
let transport: { url: string; mailer: Transporter } | undefined;

function platformMailer(): Transporter {
  const url = platformRelayUrl();
  if (transport?.url !== url) {
    transport?.mailer.close();
    transport = { url, mailer: createTransport({ url, pool: true, maxConnections: 3, ...smtpTimeouts() }) };
  }
  return transport.mailer;
}

export type PlatformEmail = {
  to: string;
  subject: string;
  replyTo?: string;
} & (
  | /** A React Email document; its plain-text part is rendered from the same element. */ { body: ReactElement }
  | /** Already rendered (a proof: the firm's issue through the newsletter template). */ { html: string; text: string }
);

/** Renders and sends one of our own emails; resolves once the mail server accepted it. */
export async function sendPlatformEmail(email: PlatformEmail): Promise<void> {
  let { html, text } = 'html' in email ? email : { html: '', text: '' };
  if ('body' in email) {
    const { render } = await import('@react-email/render');
    [html, text] = await Promise.all([render(email.body), render(email.body, { plainText: true })]);
  }
  await platformMailer().sendMail({
    from: serverEnv().PLATFORM_MAIL_FROM,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    html,
    text,
  });
}
