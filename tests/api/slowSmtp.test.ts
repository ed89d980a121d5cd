// A mail server that takes the connection and then keeps us waiting: the attempt times out
// (SMTP_TIMEOUT_MS, small here), is retried with backoff, and ends failed with the reason.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SequenceEnrolments } from '#shared/schemas/enrolments';
import { firestore } from '#server/firebase';
import { deliverDue, RETRY_DELAYS_MS } from '#server/sending/deliverDue';
import { caughtFor } from './mailCatcher';
import { addContact, messagesOfSequence, sendingFirm } from './sendingSupport';
import { readJson, setServerEnv } from './support';

const EMAIL_DAY_0 = [{ day: 0, subject: 'Welcome to our newsletter', body: 'Thank you for subscribing.' }];
const TIMEOUT_MS = 300;
const later = (ms: number) => () => Date.now() + ms;

/** silent: accepts and never says a word. stalled: greets, then never answers a command. */
type Behaviour = 'silent' | 'stalled';

interface SlowServer {
  url: string;
  connections: number;
  /** Commands it read: a DATA here would mean a message could have been delivered. */
  commands: string[];
  /** Connections our side closed (the server never closes one). */
  hungUp: number;
  close: () => Promise<void>;
}

async function slowSmtpServer(behaviour: Behaviour): Promise<SlowServer> {
  const sockets = new Set<Socket>();
  const state = { connections: 0, commands: [] as string[], hungUp: 0 };
  const server: Server = createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      state.hungUp++;
    });
    socket.on('error', () => {});
    socket.on('data', (chunk) => state.commands.push(...chunk.toString('utf8').split('\r\n').filter(Boolean)));
    if (behaviour === 'stalled') socket.write('220 slow.example ESMTP\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    get hungUp() {
      return state.hungUp;
    },
    commands: state.commands,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('a mail server that answers too slowly', () => {
  const saved = { SMTP_URL: process.env.SMTP_URL, SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS };
  beforeAll(() => setServerEnv({ SMTP_TIMEOUT_MS: String(TIMEOUT_MS) }));
  afterAll(() => setServerEnv(saved));

  for (const behaviour of ['silent', 'stalled'] as const) {
    it(`times out (${behaviour}), retries with backoff, then marks the message failed, sending nothing`, async () => {
      const { attorney, call, sequenceId } = await sendingFirm(EMAIL_DAY_0);
      const contact = await addContact(attorney.tenantId);
      await call(`sequences/${sequenceId}/enrolments`, 'POST', { contactIds: [contact.id] });
      const slow = await slowSmtpServer(behaviour);
      await setServerEnv({ SMTP_URL: slow.url });
      try {
        let clock = 0;
        for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
          await deliverDue({ now: later(clock), firms: [attorney.tenantId] });
          // The pass ended the attempt itself: it hung up on the server that kept it waiting.
          await expect.poll(() => slow.hungUp).toBe(slow.connections);
          const [m] = await messagesOfSequence(attorney.tenantId, sequenceId);
          expect(m).toMatchObject({
            status: 'scheduled',
            attempts: i + 1,
            failures: i + 1,
            reason: 'Will retry: The mail server did not answer in time.',
          });
          // Not before its backoff has passed.
          await deliverDue({ now: later(clock + delay - 10_000), firms: [attorney.tenantId] });
          expect((await messagesOfSequence(attorney.tenantId, sequenceId))[0]).toMatchObject({ attempts: i + 1 });
          clock += delay + 1000;
        }
        await deliverDue({ now: later(clock), firms: [attorney.tenantId] });
        const [m] = await messagesOfSequence(attorney.tenantId, sequenceId);
        expect(m).toMatchObject({ status: 'failed', attempts: 4, failures: 4, reason: 'The mail server did not answer in time.' });
        // Every attempt has its outcome: none is left open to be taken (and sent) again.
        const db = await firestore();
        const attempts = await db.collection(`tenants/${attorney.tenantId}/messages/${m!.id}/attempts`).get();
        expect(attempts.docs.map((a) => a.get('outcome'))).toEqual(['retrying', 'retrying', 'retrying', 'failed']);
        const list = await readJson<SequenceEnrolments>(await call(`sequences/${sequenceId}/enrolments`));
        expect(list.counts).toMatchObject({ failed: 1, scheduled: 0, sent: 0 });
        // Nothing more is tried after the last attempt.
        await deliverDue({ now: later(clock + 60 * 60 * 1000), firms: [attorney.tenantId] });
        expect((await messagesOfSequence(attorney.tenantId, sequenceId))[0]).toMatchObject({ status: 'failed', attempts: 4 });
        expect(slow.connections).toBeGreaterThanOrEqual(4);
        expect(slow.commands.some((c) => c.startsWith('DATA'))).toBe(false);
      } finally {
        await setServerEnv({ SMTP_URL: saved.SMTP_URL });
        await slow.close();
      }
      expect(await caughtFor(contact.email)).toHaveLength(0);
    });
  }
});
