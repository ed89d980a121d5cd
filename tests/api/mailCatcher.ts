// What the local mail catcher (started by globalSetup) received, for tests that count deliveries.
const catcherUrl = () => process.env.MAIL_CATCHER_URL!;

export interface CaughtMessage {
  messageId: string | null;
  envelopeFrom: string | null;
  envelopeTo: string[];
  from: string | null;
  subject: string;
  text: string;
  html: string | null;
  listUnsubscribe: string | null;
  listUnsubscribePost: string | null;
  /** When the catcher received it (ISO 8601, milliseconds). */
  receivedAt: string;
  /** The DKIM-Signature header as sent, folded onto one line. */
  dkimSignature: string | null;
}

export async function caughtMessages(): Promise<CaughtMessage[]> {
  return (await fetch(`${catcherUrl()}messages`)).json();
}

/** The messages sent to one address (each test uses addresses of its own). */
export async function caughtFor(address: string): Promise<CaughtMessage[]> {
  return (await caughtMessages()).filter((m) => m.envelopeTo.includes(address));
}

/** Makes the catcher answer each message `delayMs` late (0 for normal). */
export async function setCatcherDelay(delayMs: number) {
  await fetch(`${catcherUrl()}settings`, { method: 'PUT', body: JSON.stringify({ delayMs }) });
}
