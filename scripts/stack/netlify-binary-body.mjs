// Works around a bug in the local Netlify Functions emulation (@netlify/functions-dev,
// up to 2.0.8 at least): it reads a request body as text but marks binary content
// types (multipart/form-data, images, ...) as base64, so the function receives
// garbage. Production Netlify is not affected. For those content types we hand
// the emulator the body already base64-encoded, which its decoding then restores.
import { Readable } from 'node:stream';
import { shouldBase64Encode } from '@netlify/dev-utils';

/** True when the emulation would corrupt this request's body. */
export function needsBase64Body(req) {
  return req.method !== 'GET' && req.method !== 'HEAD' && shouldBase64Encode(req.headers['content-type'] ?? '');
}

/** A stand-in for the Node request whose body is the original, base64-encoded. */
export async function withBase64Body(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const encoded = Buffer.from(Buffer.concat(chunks).toString('base64'));
  const stand_in = Readable.from([encoded]);
  return Object.assign(stand_in, {
    method: req.method,
    url: req.url,
    headers: { ...req.headers, 'content-length': String(encoded.length) },
    socket: req.socket,
    httpVersion: req.httpVersion,
  });
}

const MARKER = 'x-casecourier-base64-body';

/**
 * The same fix for `astro dev`, as Vite middleware placed before the Netlify
 * plugin's: a binary API request is sent again to this dev server with its body
 * base64-encoded and a marker header, and the marked copy goes on to the plugin.
 */
export function netlifyBinaryBodyDevPlugin() {
  return {
    name: 'casecourier:netlify-binary-body',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (!req.url?.startsWith('/api/') || req.headers[MARKER] || !needsBase64Body(req)) return next();
        try {
          const chunks = [];
          for await (const chunk of req) chunks.push(chunk);
          const headers = { ...req.headers, [MARKER]: '1' };
          delete headers['content-length'];
          delete headers.host;
          const address = server.httpServer.address();
          const upstream = await fetch(`http://127.0.0.1:${address.port}${req.url}`, {
            method: req.method,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
          res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
          res.end(Buffer.from(await upstream.arrayBuffer()));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
