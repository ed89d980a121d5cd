import { createTransport, type NodemailerError, type SendMailOptions, type Transporter } from 'nodemailer';
import { serverEnv } from '../env';

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

/**
 * A pooled nodemailer transport for one firm: a few connections reused across the messages
 * of a pass. Port 465 is implicit TLS; other ports upgrade with STARTTLS when offered.
 */
export function createMailer(connection: SmtpConnection | null): Transporter {
  const url = smtpOverride();
  const common = { pool: true as const, maxConnections: 5, maxMessages: Infinity, ...smtpTimeouts() };
  if (url) return createTransport({ ...common, url });
  if (!connection) throw new Error('No SMTP server is set up.');
  return createTransport({
    ...common,
    host: connection.host,
    port: connection.port,
    secure: connection.port === 465,
    auth: connection.user ? { user: connection.user, pass: connection.password ?? '' } : undefined,
  });
}

export type MailMessage = SendMailOptions;

/** Whether the server refused this recipient for good (5xx on RCPT): a hard bounce. */
export function isRecipientRejected(error: unknown): boolean {
  const e = error as NodemailerError;
  return e?.code === 'EENVELOPE' && e.permanent === true;
}

/** The server's own words, or the connection problem, for the attorney to read. */
export function describeSmtpError(error: unknown): string {
  const e = error as NodemailerError;
  if (e?.response) return `The mail server answered: ${e.response}`;
  if (e?.code === 'ETIMEDOUT') return 'The mail server did not answer in time.';
  if (e?.code === 'ESOCKET' || e?.code === 'ECONNECTION') return `Could not connect to the mail server (${e.originalCode ?? e.code}).`;
  if (e?.code === 'EAUTH') return 'The mail server refused the SMTP user name or password.';
  return e?.message ? `Sending failed: ${e.message}` : 'Sending failed.';
}
