import { firestore } from '../firebase';
import { errorResponse, handler, methods, pathParam, type RouteContext } from '../http';
import { takeRateLimitSlots, unsubscribePerAddress } from '../rateLimit';
import * as store from '../store/collections';
import { alreadyUnsubscribed, unsubscribe } from './unsubscribe';
import { unsubscribePage } from './unsubscribePage';
import { readUnsubscribeToken } from './unsubscribeToken';
import { recordUnsubscribe } from '../results/delivery';

async function firmName(tenantId: string): Promise<string> {
  return (await store.tenant(await firestore(), tenantId).get()).data()?.name || 'this firm';
}

const AT_ONCE = 'This took effect at once.';

/** Whatever stopped the request, as a page in words (the reader opened a link, not an API). */
async function errorPage(error: unknown, self: URL): Promise<Response> {
  const answer = errorResponse(error);
  const { error: message } = (await answer.json()) as { error: string };
  const retryAfter = answer.headers.get('retry-after');
  return unsubscribePage(
    {
      title: 'We could not take your request just now',
      paragraphs: [message],
      note: 'You can also reply to the email and ask to be removed.',
    },
    self,
    answer.status,
    retryAfter ? { 'retry-after': retryAfter } : {},
  );
}

/**
 * GET  /api/unsubscribe/:token  the confirmation page (a link scanner's visit changes nothing)
 * POST /api/unsubscribe/:token  unsubscribes: the page's button, and mail apps' one-click
 *                               (RFC 8058: body "List-Unsubscribe=One-Click")
 */
async function unsubscribeAnswer(req: Request, context: RouteContext): Promise<Response> {
  const self = new URL(req.url);
  try {
    const link = readUnsubscribeToken(pathParam(context, 'token', 'That unsubscribe link') ?? '');
    if (!link) {
      return unsubscribePage(
        {
          title: 'This unsubscribe link is not valid',
          paragraphs: ['The link may have been cut short. Open it again from the email, or reply to the email and ask to be removed.'],
        },
        self,
        404,
      );
    }
    // Only links that are ours are counted: a made-up one costs a decryption and nothing else.
    await takeRateLimitSlots([unsubscribePerAddress(context.ip)]);
    const firm = await firmName(link.tenantId);
    if (req.method !== 'POST') {
      if (await alreadyUnsubscribed(link)) {
        return unsubscribePage(
          {
            title: 'You are already unsubscribed',
            firm,
            paragraphs: [`${firm} sends no marketing emails to this address.`],
            confirmed: true,
          },
          self,
        );
      }
      return unsubscribePage(
        {
          title: 'Unsubscribe',
          firm,
          paragraphs: [`Stop receiving marketing emails from ${firm}?`],
          note: `One press is enough, and it takes effect at once for this email address.`,
          form: true,
        },
        self,
      );
    }
    const outcome = await unsubscribe(link, 'unsubscribe-link');
    if (outcome === 'recorded') {
      // Counted after it took effect; a failure to count never undoes or hides the unsubscribe.
      await recordUnsubscribe(link.tenantId, link.contactId, self.searchParams.get('m')).catch((error) =>
        console.error('Counting an unsubscribe failed:', error),
      );
    }
    if (outcome === 'recorded') {
      return unsubscribePage(
        {
          title: 'You are unsubscribed',
          firm,
          paragraphs: [`${firm} will not send you marketing emails any more. ${AT_ONCE}`],
          note: `Changed your mind? Contact ${firm} and ask to be added again.`,
          confirmed: true,
        },
        self,
      );
    }
    if (outcome === 'already') {
      return unsubscribePage(
        {
          title: 'You are already unsubscribed',
          firm,
          paragraphs: [`${firm} already had your request: no marketing emails go to this address. There is nothing more to do.`],
          confirmed: true,
        },
        self,
      );
    }
    return unsubscribePage(
      {
        title: 'We could not find this address',
        firm,
        paragraphs: [
          `This link is from an older email, and ${firm} no longer has the address it was sent to, so nothing more is sent there.`,
          'If an email from them still reaches you, use the unsubscribe link in that email, or reply to it and ask to be removed.',
        ],
      },
      self,
    );
  } catch (error) {
    return errorPage(error, self);
  }
}

export const unsubscribeRoute = handler(
  methods('unsubscribe/:token', { GET: unsubscribeAnswer, HEAD: unsubscribeAnswer, POST: unsubscribeAnswer }),
);
