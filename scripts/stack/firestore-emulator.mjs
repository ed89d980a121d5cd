#!/usr/bin/env node
// A Firestore emulator for machines without Java 21 (the official emulator needs
// it): @firestore-emulator/server, a Node implementation of the Firestore gRPC API.
// With --data FILE, documents are imported from FILE on start and exported to it
// on SIGINT/SIGTERM, so local data survives restarts. With --snapshot-port PORT (tests only),
// GET http://127.0.0.1:PORT/documents answers every document it holds (see storeSnapshot below).
//
//   node scripts/stack/firestore-emulator.mjs --port 8080 [--data .data/firestore.json] [--snapshot-port 8081]
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';

// The emulator's own message classes and gRPC library, from the copies it was built with.
const emulatorRequire = createRequire(import.meta.resolve('@firestore-emulator/server'));
const { ListCollectionIdsResponse } = emulatorRequire('@firestore-emulator/proto/dist/google/firestore/v1/firestore');
const { ServerCredentials } = emulatorRequire('@grpc/grpc-js');

/** Loopback only: the emulator accepts any request unauthenticated, so nothing off this machine may reach it. */
const EMULATOR_HOST = '127.0.0.1';

// The package copies a collection's whole document map (with immer) for every document it
// adds, so writes slow down with the collection's size: 10,000 documents in one collection
// took about 54 s on a CI-sized machine. Adding in place keeps it linear; the map is only ever
// read through this object, never kept as a snapshot.
FirestoreStateCollection.prototype.getDocument = function getDocument(name) {
  this.documents[name] ??= new FirestoreStateDocument(this.emitter, this.database, this, name, {}, {});
  return this.documents[name];
};

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8080' }, data: { type: 'string' }, 'snapshot-port': { type: 'string' } },
});
const port = Number(values.port);
const server = new FirestoreServer();
serializeTransactions(server);
listCollectionIds(server);
// The package's own start() listens on 0.0.0.0, every interface.
await new Promise((resolve, reject) =>
  server.server.bindAsync(`${EMULATOR_HOST}:${port}`, ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve())),
);

if (values['snapshot-port']) {
  const snapshots = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/documents') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(storeSnapshot(server.state)));
  });
  await new Promise((resolve, reject) => snapshots.once('error', reject).listen(Number(values['snapshot-port']), EMULATOR_HOST, resolve));
}

if (values.data && existsSync(values.data)) {
  try {
    const count = await importState(JSON.parse(readFileSync(values.data, 'utf8')));
    console.log(`firestore emulator: imported ${count} documents from ${values.data}`);
  } catch (error) {
    console.error(`firestore emulator: could not import ${values.data}, starting empty:`, error.message);
  }
}
console.log(`firestore emulator ready on ${EMULATOR_HOST}:${port}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  if (values.data) {
    mkdirSync(dirname(values.data), { recursive: true });
    // Write then rename, so an interrupted export never leaves half a file.
    writeFileSync(`${values.data}.tmp`, JSON.stringify(server.state.toJSON()));
    renameSync(`${values.data}.tmp`, values.data);
    console.log(`firestore emulator: exported to ${values.data}`);
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/**
 * @firestore-emulator/server ignores transactions: every one gets the same dummy
 * id and reads whatever is there, so two concurrent read-modify-write
 * transactions (a rate-limit count, a unique slot) both see the old value and
 * both commit. Firestore's server SDKs lock what a transaction reads until it
 * commits. This runs transactions one at a time instead: a transaction holds a
 * single lock from its first read until its commit or rollback (with a lease, so
 * a client that vanished cannot block the rest). Reads and writes outside
 * transactions are not held up.
 */
function serializeTransactions(firestoreServer, leaseMs = 15_000) {
  const handlers = firestoreServer.server.handlers;
  const waiting = [];
  let held = null;
  const grant = () => {
    const next = waiting.shift();
    if (!next) return;
    held = setTimeout(() => {
      console.error(`firestore emulator: a transaction held its lock for ${leaseMs} ms without committing; released`);
      release();
    }, leaseMs);
    next();
  };
  const acquire = () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      if (held === null) grant();
    });
  function release() {
    if (held === null) return;
    clearTimeout(held);
    held = null;
    grant();
  }
  const wrap = (method, around) => {
    const handler = handlers.get(`/google.firestore.v1.Firestore/${method}`);
    const original = handler.func;
    handler.func = (call, callback) => around(call, callback, original);
  };
  const startsTransaction = (request) =>
    request.has_new_transaction || request.consistency_selector === 'new_transaction' || request.has_new_transaction === true;
  // A call cancelled while it waited (its client gave up or died: a killed sender's queued
  // transactions) gets the lock only to hand it on at once; holding it for the lease would stall
  // every transaction behind it for 15 s each.
  const whenGranted = (call, run) =>
    acquire().then(() => {
      if (call.cancelled) release();
      else run();
    });
  for (const method of ['BatchGetDocuments', 'RunQuery', 'RunAggregationQuery']) {
    wrap(method, (call, callback, original) => {
      if (!startsTransaction(call.request)) return original(call, callback);
      whenGranted(call, () => original(call, callback));
    });
  }
  wrap('BeginTransaction', (call, callback, original) => whenGranted(call, () => original(call, callback)));
  wrap('Commit', (call, callback, original) => {
    if (!call.request.transaction?.length) return original(call, callback);
    original(call, (...answer) => {
      release();
      callback(...answer);
    });
  });
  wrap('Rollback', (call, callback, original) => {
    release();
    original(call, callback);
  });
}

/**
 * The emulator does not implement ListCollectionIds, which `listCollections()`
 * uses; tests walk the whole store with it (to prove a request wrote nothing).
 */
function listCollectionIds(firestoreServer) {
  const handler = firestoreServer.server.handlers.get('/google.firestore.v1.Firestore/ListCollectionIds');
  handler.func = (call, callback) => {
    // parent: projects/{p}/databases/{d}/documents[/{collection}/{document}]...
    const [, project, , database, , ...rest] = call.request.parent.split('/');
    // Walked in place: the package's toJSON() copies the whole store, which made one call cost as
    // much as the store is large (a store snapshot of 5,000 documents took minutes). Its getters
    // would create what they are asked for, so the plain maps are read instead.
    let node = firestoreServer.state.projects?.[project]?.databases?.[database];
    for (let i = 0; i + 1 < rest.length; i += 2) node = node?.collections?.[rest[i]]?.documents?.[rest[i + 1]];
    // A collection counts while one of its documents exists or has subcollections of its own.
    const ids = Object.entries(node?.collections ?? {})
      .filter(([, collection]) => collection.hasChild())
      .map(([id]) => id)
      .sort();
    callback(null, ListCollectionIdsResponse.fromObject({ collection_ids: ids, next_page_token: '' }));
  };
}

/**
 * Every document that exists, in every project and database, by its full name, with its last
 * update time and a digest of its fields: compare two to prove nothing was written anywhere.
 * Read from the state in place: walking the store through the Firestore API (a listCollections
 * and a query per collection) took 10 to 30 s once the API tests had written thousands of documents.
 */
function storeSnapshot(state) {
  const documents = {};
  const walk = (collections) => {
    for (const collection of Object.values(collections ?? {})) {
      for (const document of Object.values(collection.documents ?? {})) {
        if (document.metadata.hasExist) {
          const fields = JSON.stringify(Object.entries(document.fields).map(([key, field]) => [key, field.toJSON()]));
          const digest = createHash('sha256').update(fields).digest('base64url');
          documents[document.getPath()] = `${document.metadata.updatedAt.toISOString()} ${digest}`;
        }
        walk(document.collections);
      }
    }
  };
  for (const project of Object.values(state.projects ?? {})) {
    for (const database of Object.values(project.databases ?? {})) walk(database.collections);
  }
  return documents;
}

/** Writes every document of an exported state back through the Firestore API. */
async function importState(state) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  let count = 0;
  for (const [projectId, project] of Object.entries(state.projects ?? {})) {
    const db = getFirestore(initializeApp({ projectId }, `import-${projectId}`));
    const writes = [];
    const walkCollections = (collections) => {
      for (const collection of Object.values(collections ?? {})) {
        for (const doc of Object.values(collection.documents ?? {})) {
          if (Object.keys(doc.fields ?? {}).length) writes.push(doc);
          walkCollections(doc.collections);
        }
      }
    };
    for (const database of Object.values(project.databases ?? {})) walkCollections(database.collections);
    const toValue = (field) => {
      switch (field.type) {
        case 'timestamp_value':
          return new Timestamp(Number(field.value.seconds ?? 0), Number(field.value.nanos ?? 0));
        case 'array_value':
          return field.value.map(toValue);
        case 'map_value':
          return Object.fromEntries(Object.entries(field.value).map(([k, v]) => [k, toValue(v)]));
        case 'bytes_value':
          return Buffer.from(field.value, 'base64');
        default:
          return field.value;
      }
    };
    for (let i = 0; i < writes.length; i += 400) {
      const batch = db.batch();
      for (const doc of writes.slice(i, i + 400)) {
        const path = doc.path.split('/documents/')[1];
        batch.set(db.doc(path), Object.fromEntries(Object.entries(doc.fields).map(([k, v]) => [k, toValue(v)])));
      }
      await batch.commit();
    }
    count += writes.length;
  }
  return count;
}
