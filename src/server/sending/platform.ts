import { createTransport, type Transporter } from 'nodemailer';
import type { ReactElement } from 'react';
import { ConfigError, serverEnv } from '../env';
import { smtpTimeouts } from './transport';

/**
 * The platform's own mail: what CaseCourier itself sends (the operations notice, the attorney's
 * confirmation and invitation, the link after checkout, proofs from the desk), never a firm's
 * newsletter. One transport from PLATFORM_SMTP_URL, or SMTP_URL (the local catcher) in
 * development and tests, so our mail and the firms' land in the same place locally.
 */
let transport: { url: string; mailer: Transporter } | undefined;

function platformMailer(): Transporter {
  const env = serverEnv();
  const url = env.PLATFORM_SMTP_URL ?? env.SMTP_URL;
  if (!url) throw new ConfigError(['PLATFORM_SMTP_URL'], 'PLATFORM_SMTP_URL is not set: our own emails have no mail server to go through');
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
