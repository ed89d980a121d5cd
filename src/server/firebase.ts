import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { isValidDocumentId } from '#shared/schemas/safeText';
import { ConfigError, serverEnv } from './env';
import { now } from './clock';

/**
 * firebase-admin, set up once per process and loaded only when a request needs
 * it: its modules are large, and cold starts matter.
 */
let appPromise: Promise<App> | undefined;

async function adminApp(): Promise<App> {
  appPromise ??= (async () => {
    const { initializeApp, cert, getApps } = await import('firebase-admin/app');
    const existing = getApps().find((a) => a.name === 'casecourier');
    if (existing) return existing;
    const env = serverEnv();
    if (env.FIREBASE_SERVICE_ACCOUNT) {
      const account = JSON.parse(env.FIREBASE_SERVICE_ACCOUNT);
      let credential;
      try {
        credential = cert(account);
      } catch (error) {
        throw new ConfigError(['FIREBASE_SERVICE_ACCOUNT'], `FIREBASE_SERVICE_ACCOUNT was refused: ${(error as Error).message}`);
      }
      return initializeApp({ credential, projectId: account.project_id ?? env.FIREBASE_PROJECT_ID }, 'casecourier');
    }
    return initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, 'casecourier');
  })();
  // A failed set-up is not kept: the next request tries again (and reports again).
  appPromise.catch(() => (appPromise = undefined));
  return appPromise;
}

let dbPromise: Promise<Firestore> | undefined;

export async function firestore(): Promise<Firestore> {
  dbPromise ??= (async () => {
    const { getFirestore } = await import('firebase-admin/firestore');
    const db = getFirestore(await adminApp());
    db.settings({ ignoreUndefinedProperties: true });
    return db;
  })();
  dbPromise.catch(() => (dbPromise = undefined));
  return dbPromise;
}

export async function adminAuth(): Promise<Auth> {
  const { getAuth } = await import('firebase-admin/auth');
  return getAuth(await adminApp());
}

/**
 * The time to stamp on a write. One instant for all of a write's timestamps:
 * the Node Firestore emulator applies only the first server-timestamp transform
 * of a write, so created_at and updated_at come from here instead.
 */
export async function writeTime() {
  const { Timestamp } = await import('firebase-admin/firestore');
  return Timestamp.fromMillis(now());
}

/** gRPC status codes that Firestore's failed writes carry in `error.code`. */
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;
const GRPC_PERMISSION_DENIED = 7;
const GRPC_RESOURCE_EXHAUSTED = 8;
const GRPC_ABORTED = 10;
const GRPC_UNAVAILABLE = 14;
const GRPC_UNAUTHENTICATED = 16;

const grpcCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A create() hit a document that already exists (often: a concurrent request won the race). */
export const isAlreadyExists = (error: unknown) => grpcCode(error) === GRPC_ALREADY_EXISTS;

/** An update() hit a document that does not exist. */
export const isNotFound = (error: unknown) => grpcCode(error) === GRPC_NOT_FOUND;

/** A transaction gave up after its retries because others kept changing the same documents. */
export const isContention = (error: unknown) => grpcCode(error) === GRPC_ABORTED;

/** Firestore refused the server's own credentials: a configuration problem, never the person's. */
export const isStoreCredentialError = (error: unknown) =>
  [GRPC_PERMISSION_DENIED, GRPC_UNAUTHENTICATED].includes(grpcCode(error) as number);

/** The store is overloaded or out of reach for a moment: worth a retry, not a bug. */
export const isStoreBusy = (error: unknown) =>
  [GRPC_DEADLINE_EXCEEDED, GRPC_RESOURCE_EXHAUSTED, GRPC_ABORTED, GRPC_UNAVAILABLE].includes(grpcCode(error) as number);

/**
 * Whether a path parameter can name one of our own records: their ids are
 * Firestore auto-ids, so anything else (and what Firestore itself refuses, such
 * as "__x__") names nothing and is answered as missing without asking the store.
 */
export const isRecordId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id) && isValidDocumentId(id);
