import { firestore } from '../firebase';
import { handler, methodNotAllowed, pathParam } from '../http';
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
  const stateRef = db.doc(`tenants/${message.tenantId}/link_clicks/${message.messageId}`);
  const messageRef = db.doc(`tenants/${message.tenantId}/messages/${message.messageId}`);
  await db.runTransaction(async (tx) => {
    const [state, sent] = await tx.getAll(stateRef, messageRef);
    if (!sent!.exists || state!.get('opened_at')) return;
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
      metricBumps(message.source, message.sourceId, 'opens', at),
    );
    tx.set(stateRef, { opened_at: at }, { merge: true });
  });
}

/** GET /api/o/:file (`{token}.gif`): the open pixel. Always the image; a token not ours counts nothing. */
export const openPixelRoute = handler(async (req, context) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(['GET', 'HEAD']);
  const file = pathParam(context, 'file', 'That image') ?? '';
  const message = file.endsWith('.gif') ? readTrackedMessage(file.slice(0, -4)) : null;
  if (message && req.method === 'GET')
    await recordOpen(message, Date.now()).catch((error) => console.error('Counting an open failed:', error));
  return new Response(req.method === 'HEAD' ? null : PIXEL, {
    headers: { 'content-type': 'image/gif', 'content-length': String(PIXEL.length), 'cross-origin-resource-policy': 'cross-origin' },
  });
});
