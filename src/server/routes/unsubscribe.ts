import { firestore } from '#server/firebase';
import { handler, methodNotAllowed, pathParam } from '#server/http';
import { unsubscribeContact } from '#server/sending/unsubscribe';
import { readUnsubscribeToken } from '#server/sending/unsubscribeToken';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A small page of its own: no script, no outside resources, the token never sent on as a referrer. */
function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  });
}

async function firmName(tenantId: string): Promise<string> {
  const tenant = await (await firestore()).doc(`tenants/${tenantId}`).get();
  return (tenant.get('name') as string | undefined) || 'this firm';
}

/**
 * GET  /api/unsubscribe/:token  the confirmation page (a link scanner's visit changes nothing)
 * POST /api/unsubscribe/:token  unsubscribes: the page's button, and mail apps' one-click
 *                               (RFC 8058: body "List-Unsubscribe=One-Click")
 */
export const unsubscribeRoute = handler(async (req, context) => {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw methodNotAllowed(['GET', 'POST']);
  const token = pathParam(context, 'token', 'That unsubscribe link') ?? '';
  const recipient = readUnsubscribeToken(token);
  if (!recipient) {
    return page(
      'This unsubscribe link is not valid',
      '<p>The link may have been cut short. Open it again from the email, or reply to the email and ask to be removed.</p>',
      404,
    );
  }
  const firm = escapeHtml(await firmName(recipient.tenantId));
  if (req.method === 'GET' || req.method === 'HEAD') {
    return page(
      'Unsubscribe',
      `<p>Stop receiving marketing emails from ${firm}?</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
    );
  }
  await unsubscribeContact(recipient.tenantId, recipient.contactId, 'unsubscribe-link');
  return page('You are unsubscribed', `<p>${firm} will not send you marketing emails any more. This took effect at once.</p>`);
});
