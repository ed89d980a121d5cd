import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulators } from '../../scripts/stack/index.mjs';

/** Starts fresh Auth and Firestore emulators for the API tests, on their own ports. */
export default async function setup() {
  const dataDir = join(import.meta.dirname, '../../.data/api-tests');
  rmSync(dataDir, { recursive: true, force: true });
  const emulators = await startEmulators({ dataDir, authPort: 9199, firestorePort: 8180 });
  Object.assign(process.env, emulators.env);
  return async () => {
    await emulators.stop();
  };
}
