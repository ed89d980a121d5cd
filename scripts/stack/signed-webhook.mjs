// A lead as a Standard Webhooks sender posts it (used by the API tests and the contacts bench).
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/**
 * A signed POST of `payload` (an object, or a string sent as is) to a lead webhook URL.
 * @param {string} url
 * @param {string} secret the endpoint's `whsec_...` secret
 * @param {unknown} payload
 * @param {{ id?: string, at?: Date }} [options] the message id (a fresh one by default) and the signing time (now)
 */
export function signedWebhook(url, secret, payload, { id = `msg_${randomUUID()}`, at = new Date() } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(id, at, body),
    },
    body,
  });
}
