import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulators } from '../../scripts/stack/index.mjs';
import { startMailCatcher } from '../../scripts/stack/mail-catcher.mjs';

/** Where the API tests' stack keeps its configuration and data. */
export const apiTestsDataDir = join(import.meta.dirname, '../../.data/api-tests');

/** Starts fresh Auth and Firestore emulators for the API tests, on their own ports. */
export default async function setup() {
  const dataDir = apiTestsDataDir;
  rmSync(dataDir, { recursive: true, force: true });
  const emulators = await startEmulators({ dataDir, authPort: 9199, firestorePort: 8180, snapshotPort: 8181 });
  Object.assign(process.env, emulators.env);
  // Every document the Firestore emulator holds, read from its state in one request (storeSnapshot in support.ts).
  process.env.STORE_SNAPSHOT_URL = 'http://127.0.0.1:8181/documents';
  // Mail goes to a local catcher on its own ports; tests read what it caught at MAIL_CATCHER_URL.
  const mailCatcher = await startMailCatcher({ smtpPort: 2625, httpPort: 8125 });
  Object.assign(process.env, mailCatcher.env);
  // No AI second opinion on compliance checks unless a test turns it on against the local stand-in.
  process.env.COMPLIANCE_SECOND_OPINION = 'off';
  // Netlify Blobs: the local server the Netlify tools use, found through the same variable as in production.
  const { BlobsServer } = await import('@netlify/blobs/server');
  const blobs = new BlobsServer({ directory: join(dataDir, 'blobs'), token: 'api-test-token' });
  const { port } = await blobs.start();
  const blobsURL = `http://127.0.0.1:${port}`;
  process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
    JSON.stringify({ edgeURL: blobsURL, uncachedEdgeURL: blobsURL, siteID: 'api-tests', token: 'api-test-token' }),
  ).toString('base64');
  return async () => {
    await blobs.stop();
    await mailCatcher.stop();
    await emulators.stop();
  };
}
