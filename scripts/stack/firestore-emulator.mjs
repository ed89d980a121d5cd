#!/usr/bin/env node
// A Firestore emulator for machines without Java 21 (the official emulator needs
// it): @firestore-emulator/server, a Node implementation of the Firestore gRPC API.
// With --data FILE, documents are imported from FILE on start and exported to it
// on SIGINT/SIGTERM, so local data survives restarts.
//
//   node scripts/stack/firestore-emulator.mjs --port 8080 [--data .data/firestore.json]
import { FirestoreServer, FirestoreStateCollection, FirestoreStateDocument } from '@firestore-emulator/server';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';

// The package copies a collection's whole document map (with immer) for every document it
// adds, so writes slow down with the collection's size: 10,000 documents in one collection
// took about 54 s on a CI-sized machine. Adding in place keeps it linear; the map is only ever
// read through this object, never kept as a snapshot.
FirestoreStateCollection.prototype.getDocument = function getDocument(name) {
  this.documents[name] ??= new FirestoreStateDocument(this.emitter, this.database, this, name, {}, {});
  return this.documents[name];
};

const { values } = parseArgs({ options: { port: { type: 'string', default: '8080' }, data: { type: 'string' } } });
const port = Number(values.port);
const server = new FirestoreServer();
await server.start(port);

if (values.data && existsSync(values.data)) {
  try {
    const count = await importState(JSON.parse(readFileSync(values.data, 'utf8')));
    console.log(`firestore emulator: imported ${count} documents from ${values.data}`);
  } catch (error) {
    console.error(`firestore emulator: could not import ${values.data}, starting empty:`, error.message);
  }
}
console.log(`firestore emulator ready on 127.0.0.1:${port}`);

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
