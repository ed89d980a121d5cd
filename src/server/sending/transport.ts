import { createTransport, type NodemailerError, type SendMailOptions, type Transporter } from 'nodemailer';
import { ConfigError, serverEnv } from '../env';
import type { SendingConfig } from './settings';
import { checkedSmtpAddress, SendingSetupError } from './smtpHost';

/** A firm's own SMTP connection, as its sending settings hold it (password decrypted). */
export interface SmtpConnection {
  host: string;
  port: number;
  user?: string;
  password?: string;
}

/**
 * How long a mail server may keep us waiting, all from one setting (SMTP_TIMEOUT_MS, 10 s by
 * default): to connect, to greet, and twice that to answer a command. A pass must finish well
 * inside a scheduled function's limit and a message's lease (see sending/deliverDue.ts), so a
 * slow or silent server fails the attempt, which is retried, rather than the pass.
 */
export function smtpTimeouts() {
  const ms = serverEnv().SMTP_TIMEOUT_MS;
  return { connectionTimeout: ms, greetingTimeout: ms, socketTimeout: 2 * ms };
}

/** The longest one message can take before nodemailer gives up on it. */
export function longestSendMs() {
  const t = smtpTimeouts();
  return t.connectionTimeout + t.greetingTimeout + t.socketTimeout;
}

/** SMTP_URL, when set, sends every firm's mail to one server (the local catcher in dev and tests). */
export function smtpOverride(): string | undefined {
  return serverEnv().SMTP_URL;
}

/** Where the platform's relay is: SMTP_URL in development and tests, else PLATFORM_SMTP_URL; a ConfigError (ours to fix) when neither is set. */
export function platformRelayUrl(): string {
  const relay = smtpOverride() ?? serverEnv().PLATFORM_SMTP_URL;
  if (!relay)
    throw new ConfigError(
      ['PLATFORM_SMTP_URL'],
      'PLATFORM_SMTP_URL is not set: our own emails, and the firms that send through CaseCourier, have no mail server to go through.',
    );
  return relay;
}

/** Ports whose connection must be upgraded with STARTTLS before anything else is sent (465 is TLS from the start). */
const STARTTLS_REQUIRED_PORTS = new Set([587, 2525]);

/**
 * A pooled nodemailer transport for one firm: a few connections reused across the messages of a
 * pass. The route is the firm's choice:
 * - CaseCourier's relay (PLATFORM_SMTP_URL, the platform's own server, trusted as configured),
 *   only for a firm whose domain is verified and whose From is at it; every message is
 *   DKIM-signed with the firm's key, so it authenticates as the firm's domain.
 * - The firm's own server, checked first (smtpHost.ts) and reached at the address that passed,
 *   with its name kept for TLS; port 465 is TLS from the start, 587 and 2525 must upgrade with
 *   STARTTLS (so must 25 when a password is sent), always TLS 1.2 or later.
 * SMTP_URL (the local catcher in development and tests) takes either route's place, signing
 * included. Throws SendingSetupError (our words) when the firm's mail may not go out this way.
 */
export async function createMailer(config: SendingConfig): Promise<Transporter> {
  const url = smtpOverride();
  const common = { pool: true as const, maxConnections: 5, maxMessages: Infinity, ...smtpTimeouts() };
  const { route } = config;
  if (route.method === 'platform') {
    if (route.problem || !route.dkim) throw new SendingSetupError(route.problem ?? 'Your sending domain is not verified yet.');
    return createTransport({ ...common, url: platformRelayUrl(), dkim: route.dkim });
  }
  if (url) return createTransport({ ...common, url });
  const connection = route.smtp;
  const address = await checkedSmtpAddress(connection.host, connection.port);
  const secure = connection.port === 465;
  return createTransport({
    ...common,
    host: address,
    port: connection.port,
    secure,
    requireTLS: !secure && (STARTTLS_REQUIRED_PORTS.has(connection.port) || Boolean(connection.user)),
    servername: connection.host,
    tls: { servername: connection.host, minVersion: 'TLSv1.2' },
    auth: connection.user ? { user: connection.user, pass: connection.password ?? '' } : undefined,
  });
}

export type MailMessage = SendMailOptions;

/** Whether the server refused this recipient for good (5xx on RCPT): a hard bounce. */
export function isRecipientRejected(error: unknown): boolean {
  const e = error as NodemailerError;
  return e?.code === 'EENVELOPE' && e.permanent === true;
}

/**
 * What went wrong, in our words for the attorney to act on. Never the server's own text: the
 * address may not be a mail server at all, and its greeting is not ours to pass on. An SMTP reply
 * code (a number) is kept where it helps, such as a bounce.
 */
export function describeSmtpError(error: unknown): string {
  if (error instanceof SendingSetupError) return error.message;
  const e = error as NodemailerError;
  const code = typeof e?.responseCode === 'number' ? ` (SMTP ${e.responseCode})` : '';
  switch (e?.code) {
    case 'ETIMEDOUT':
      return 'The mail server did not answer in time.';
    case 'EAUTH':
      return 'The mail server refused the SMTP user name or password.';
    case 'ETLS':
      return 'No secure connection could be made to the mail server: it must offer TLS 1.2 or later (STARTTLS on ports 587 and 2525). Check the port with your email provider.';
    case 'EENVELOPE':
      return `The mail server refused the sender or recipient address${code}.`;
    case 'EMESSAGE':
      return `The mail server refused the message${code}.`;
    case 'EDNS':
      return 'We could not find the mail server: check the SMTP server name with your email provider.';
    case 'ESOCKET':
    case 'ECONNECTION':
    case 'EPROTOCOL':
      return 'Could not connect to the mail server: check the SMTP server name and port with your email provider.';
  }
  return code
    ? `The mail server did not accept the message${code}.`
    : 'Sending failed: the mail server could not be reached or did not accept the message.';
}
