/**
 * npm run indexes: rewrites the contacts list's composite indexes in firestore.indexes.json from
 * the filter list the API queries with (src/server/contacts/filters.ts); other indexes are kept.
 * The Firestore emulators ignore indexes: only a deployed database needs them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withContactIndexes } from '../src/server/contacts/filters.ts';

const path = new URL('../firestore.indexes.json', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withContactIndexes(before);
writeFileSync(path, after);
console.log(before === after ? 'firestore.indexes.json is up to date.' : 'firestore.indexes.json: contacts indexes rewritten.');
