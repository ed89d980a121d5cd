// Netlify Blobs locally: the same local server the Netlify tools use, found by
// the functions through NETLIFY_BLOBS_CONTEXT, the variable Netlify sets in production.
import { mkdirSync } from 'node:fs';

export async function startBlobs(directory, { siteID = 'local', token = 'local-blobs-token' } = {}) {
  mkdirSync(directory, { recursive: true });
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({ directory, token });
  const { port } = await server.start();
  const url = `http://127.0.0.1:${port}`;
  const context = { edgeURL: url, uncachedEdgeURL: url, siteID, token };
  return {
    env: { NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(context)).toString('base64') },
    stop: () => server.stop(),
  };
}
