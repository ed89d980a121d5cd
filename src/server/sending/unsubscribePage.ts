import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '#shared/site';

/**
 * The unsubscribe page a reader opens from an email's footer: the firm's name, one big button,
 * a clear answer. No script and nothing loaded from anywhere; its one style sheet is allowed by
 * hash, its form may post only to its own address, and the link (which carries the token) is
 * never sent on as a referrer. Readable on a phone: one column, large type, a button a thumb can hit.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
body{margin:0;background:#f1f5f9;color:#0f172a;font-size:1.125rem;line-height:1.6}
main{max-width:34rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#fff;border-radius:1rem;padding:2rem 1.5rem;box-shadow:0 1px 3px rgba(15,23,42,.15)}
.firm{margin:0 0 .75rem;font-size:1rem;font-weight:600;color:#002366}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.25;color:#0f1f45}
p{margin:0 0 1rem}
.note{font-size:1rem;color:#475569}
button{display:block;width:100%;min-height:3.5rem;margin:1.5rem 0 1rem;border:0;border-radius:.75rem;background:#002366;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#1a3a80}
button:focus-visible{outline:3px solid #e0a82e;outline-offset:3px}
.mark{display:block;width:3rem;height:3rem;margin:0 0 1rem}
footer{margin-top:1.5rem;text-align:center;font-size:.9rem;color:#475569}
`.trim();

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const CHECK_MARK =
  '<svg class="mark" viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="24" fill="#15803d"/><path d="M14 25l7 7 13-15" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>';

interface PageContent {
  title: string;
  /** The firm's name, shown above the heading; escaped here. */
  firm?: string;
  /** Paragraphs of plain text; escaped here. */
  paragraphs: string[];
  note?: string;
  /** Shows the button that posts the unsubscribe to this page's own address. */
  form?: boolean;
  confirmed?: boolean;
}

/**
 * The page as a Response. `self` is the page's own address (origin and path): the only place
 * its form may post to (with the query it was opened with).
 */
export function unsubscribePage(content: PageContent, self: URL, status = 200, headers: Record<string, string> = {}): Response {
  const formAction = `${self.origin}${self.pathname}`;
  // The query names the email the link came in (counted for its campaign); the policy matches paths, not queries.
  const postTo = `${formAction}${self.search}`;
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(content.firm ? `${content.title}: ${content.firm}` : content.title)}</title>
<style>${STYLE}</style></head>
<body><main><div class="card">${content.confirmed ? CHECK_MARK : ''}${content.firm ? `<p class="firm">${escapeHtml(content.firm)}</p>` : ''}<h1>${escapeHtml(content.title)}</h1>${paragraphs}${
    content.form
      ? `<form method="post" action="${escapeHtml(postTo)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
      : ''
  }${content.note ? `<p class="note">${escapeHtml(content.note)}</p>` : ''}</div>
<footer>${escapeHtml(PRODUCT_NAME)} sends these emails for ${escapeHtml(content.firm ?? 'the firm')}.</footer></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
    },
  });
}
