import { now } from '../clock';
import { handler, methods, pathParam, type RouteContext } from '../http';
import { clientNetwork } from '../rateLimit';
import { unsubscribePage } from '../sending/unsubscribePage';
import { recordClick } from './clicks';
import { readTrackedLink } from './trackingToken';

/**
 * Counting is limited per link and per client network within one function instance: a flood of
 * requests on one link (a scanner farm, a reload loop, a script) is still answered at once, and
 * only the first few are counted; a repeat of a counted click is a read and no write anyway.
 */
export const COUNTED_PER_LINK_PER_MINUTE = 5;
export const COUNTED_PER_NETWORK_PER_MINUTE = 120;
const MINUTE = 60_000;
const MAX_TRACKED_KEYS = 50_000;

const windows = new Map<string, { start: number; hits: number }>();

/** Takes a slot in a one-minute window; false when the window is full. */
function takeSlot(key: string, max: number, now: number): boolean {
  if (windows.size > MAX_TRACKED_KEYS) windows.clear();
  const window = windows.get(key);
  if (!window || now - window.start >= MINUTE) {
    windows.set(key, { start: now, hits: 1 });
    return true;
  }
  window.hits += 1;
  return window.hits <= max;
}

export function resetClickLimitsForTests() {
  windows.clear();
}

const notOurs = (self: URL) =>
  unsubscribePage(
    {
      title: 'This link is not valid',
      paragraphs: ['The link may have been cut short or changed. Open it again from the email, or copy the whole address.'],
    },
    new URL(self.pathname, self.origin),
    404,
  );

/**
 * GET, HEAD /api/r/:token: the tracked link in an email. A token that is not ours answers 404
 * and never redirects; one of ours answers 302 to exactly the address it carries at once: the
 * token alone decides the answer (its seal is checked in memory), and the click is counted after
 * the answer, through the platform's waitUntil, which keeps the invocation alive until counting
 * is done (or it is not counted, when the link or the client is over its limit). Counting is
 * idempotent (recordClick), so a duplicated or retried count adds nothing.
 */
async function follow(req: Request, context: RouteContext): Promise<Response> {
  const self = new URL(req.url);
  const token = pathParam(context, 'token', 'That link') ?? '';
  const link = readTrackedLink(token);
  if (!link) return notOurs(self);

  const at = now();
  const countable =
    takeSlot(`link:${token.slice(0, 64)}`, COUNTED_PER_LINK_PER_MINUTE, at) &&
    takeSlot(`net:${clientNetwork(context.ip ?? '')}`, COUNTED_PER_NETWORK_PER_MINUTE, at);
  if (countable) {
    context.waitUntil(
      recordClick(link, { method: req.method, userAgent: req.headers.get('user-agent'), at }).catch((error: unknown) =>
        console.error('Counting a click failed:', error),
      ),
    );
  }
  return new Response(null, {
    status: 302,
    // The API's Referrer-Policy (strict-origin-when-cross-origin) applies: the destination sees our origin, never the token.
    headers: { location: link.url, 'x-robots-tag': 'noindex' },
  });
}

export const trackedRedirectRoute = handler(methods('r/:token', { GET: follow, HEAD: follow }));
