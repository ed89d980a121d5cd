#!/usr/bin/env node
// A local mail server that keeps every message it receives in memory, so that
// sending works offline and nothing reaches a real inbox. `npm run dev` and the
// API tests point SMTP_URL at it. What it caught is readable in a browser (the
// printed page) and as JSON, which the tests count.
//
//   node scripts/stack/mail-catcher.mjs [--smtp-port 2525] [--http-port 8025]
//
// HTTP: GET /            the messages, newest first (a page)
//       GET /messages    the same as JSON
//       DELETE /messages forget them all
//       PUT /settings    {"delayMs": n} answer each message n ms late (a slow server, for tests)
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';

const escapeHtml = (text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function toRecord(parsed, session, sequence) {
  // Raw header lines: mailparser folds the List-* headers into one structured `list` value.
  const header = (name) => {
    const line = parsed.headerLines.find((h) => h.key === name)?.line;
    return line
      ? line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n\s+/g, ' ')
          .trim()
      : null;
  };
  return {
    id: sequence,
    messageId: parsed.messageId ?? null,
    // The envelope, not the headers: what the sender asked the server to deliver.
    envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
    envelopeTo: session.envelope.rcptTo.map((r) => r.address),
    from: parsed.from?.text ?? null,
    to: parsed.to
      ? [parsed.to]
          .flat()
          .map((a) => a.text)
          .join(', ')
      : null,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
    dkimSignature: header('dkim-signature'),
    receivedAt: new Date().toISOString(),
  };
}

function page(messages) {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><b>From</b> ${escapeHtml(m.from)} <b>To</b> ${escapeHtml(m.envelopeTo.join(', '))} <b>At</b> ${escapeHtml(m.receivedAt)}</p>
  <p><b>Message-ID</b> ${escapeHtml(m.messageId)}<br><b>List-Unsubscribe</b> ${escapeHtml(m.listUnsubscribe)}</p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail catcher (${messages.length})</title>
<style>body{font:15px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Mail caught locally: ${messages.length}</h1><p>Nothing here left this machine. Reload to see new messages.</p>${rows || '<p>No messages yet.</p>'}</body></html>`;
}

async function readBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/**
 * Starts the SMTP server and its web page.
 * @param {{ smtpPort?: number, httpPort?: number }} [options]
 */
export async function startMailCatcher({ smtpPort = 2525, httpPort = 8025 } = {}) {
  const messages = [];
  let delayMs = 0;
  let received = 0;

  const smtp = new SMTPServer({
    banner: 'CaseCourier local mail catcher',
    // Local only: no TLS, any login accepted (a firm's SMTP user and password reach it unchanged).
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    logger: false,
    size: 10 * 1024 * 1024,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        messages.push(toRecord(parsed, session, ++received));
        callback();
      } catch (error) {
        callback(error);
      }
    },
  });
  smtp.on('error', (error) => console.error('mail catcher:', error.message));

  const web = createServer(async (req, res) => {
    try {
      const { pathname } = new URL(req.url ?? '/', `http://${HOST}`);
      if (pathname === '/messages' && req.method === 'DELETE') {
        messages.length = 0;
        res.writeHead(204).end();
      } else if (pathname === '/messages') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      } else if (pathname === '/settings' && req.method === 'PUT') {
        delayMs = Number((await readBody(req)).delayMs) || 0;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ delayMs }));
      } else if (pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(messages));
      } else {
        res.writeHead(404).end('Not found');
      }
    } catch (error) {
      res.writeHead(400).end(String(error.message));
    }
  });

  await Promise.all([
    new Promise((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(smtpPort, HOST, resolve);
    }),
    new Promise((resolve, reject) => {
      web.once('error', reject);
      web.listen(httpPort, HOST, resolve);
    }),
  ]);

  // Port 0 picks a free one: report the ports actually taken.
  const smtpUrl = `smtp://${HOST}:${smtp.server.address().port}`;
  const webUrl = `http://${HOST}:${web.address().port}/`;
  return {
    smtpUrl,
    webUrl,
    messages,
    /** What the functions need: every firm's mail goes here. */
    env: { SMTP_URL: smtpUrl, MAIL_CATCHER_URL: webUrl },
    stop: () =>
      Promise.all([new Promise((resolve) => smtp.close(resolve)), new Promise((resolve) => web.close(resolve))]).then(() => undefined),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { 'smtp-port': { type: 'string', default: '2525' }, 'http-port': { type: 'string', default: '8025' } },
  });
  const catcher = await startMailCatcher({ smtpPort: Number(values['smtp-port']), httpPort: Number(values['http-port']) });
  console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, messages at ${catcher.webUrl}`);
  const stop = () => catcher.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
