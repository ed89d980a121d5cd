import { firestore } from '../firebase';
import { now } from '../clock';
import { handler, methods, pathParam, type RouteContext } from '../http';
import * as store from '../store/collections';
import { firmCalendar } from './calendar';
import { metricBumps } from './counters';
import { appendInTransaction } from './events';
import { opensTracked } from './settings';
import { readTrackedMessage, type TrackedMessage } from './trackingToken';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * Counts the first open of a message (once per message; never used to pick winners or trigger
 * anything), only while the firm counts opens.
 */
async function recordOpen(message: TrackedMessage, at: number): Promise<void> {
  if (!(await opensTracked(message.tenantId))) return;
  const db = await firestore();
  const stateRef = store.linkClicks(db, message.tenantId).doc(message.messageId);
  const messageRef = store.queuedMessages(db, message.tenantId).doc(message.messageId);
  await db.runTransaction(async (tx) => {
    const state = await tx.get(stateRef);
    const sent = await tx.get(messageRef);
    if (!sent.exists || state.data()?.opened_at) return;
    await appendInTransaction(
      tx,
      db,
      message.tenantId,
      [
        {
          type: 'open',
          at,
          contact_id: message.contactId,
          source: message.source,
          source_id: message.sourceId,
          message_id: message.messageId,
        },
      ],
      metricBumps(await firmCalendar(message.tenantId), message.source, message.sourceId, 'opens', at),
    );
    tx.set(stateRef, { opened_at: at }, { merge: true });
  });
}

async function pixel(req: Request, context: RouteContext): Promise<Response> {
  const file = pathParam(context, 'file', 'That image') ?? '';
  const message = file.endsWith('.gif') ? readTrackedMessage(file.slice(0, -4)) : null;
  if (message && req.method === 'GET') await recordOpen(message, now()).catch((error) => console.error('Counting an open failed:', error));
  return new Response(req.method === 'HEAD' ? null : PIXEL, {
    headers: { 'content-type': 'image/gif', 'content-length': String(PIXEL.length), 'cross-origin-resource-policy': 'cross-origin' },
  });
}

/** GET, HEAD /api/o/:file (`{token}.gif`): the open pixel. Always the image; a token not ours counts nothing. */
export const openPixelRoute = handler(methods('o/:file', { GET: pixel, HEAD: pixel }));
