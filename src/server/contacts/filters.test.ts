import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSENT_FILTERS, listContactsQuerySchema, RELATIONSHIPS } from '#shared/schemas/contacts';
import { CONTACT_FILTERS, contactFilterClauses, contactIndexes, indexFor, withContactIndexes } from './filters';
import { searchTerm } from './search';

const indexFile = () => readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8');
const declared = () => (JSON.parse(indexFile()).indexes as unknown[]).map((index) => JSON.stringify(index));

/** Every value a client can give each filter, "any" (undefined) included; searches by word, email and phone digits. */
const VALUES: Record<(typeof CONTACT_FILTERS)[number]['param'], (string | undefined)[]> = {
  relationship: [undefined, ...RELATIONSHIPS],
  state: [undefined, 'fl'],
  source: [undefined, 'Lead webhook'],
  consent: [undefined, ...CONSENT_FILTERS],
  query: [undefined, 'maria', 'maria@example.com', '(305) 555', '?'],
};

describe('composite indexes for the contacts list', () => {
  it('are declared in firestore.indexes.json as derived from the filter list (npm run indexes rewrites them)', () => {
    expect(JSON.parse(indexFile())).toEqual(JSON.parse(withContactIndexes(indexFile())));
    // Relationship, state, source: each or not; consent: none or one of three channels; search or not.
    expect(contactIndexes()).toHaveLength(2 * 2 * 2 * 4 * 2 - 1);
  });

  it('cover every combination of filters the API can issue', () => {
    let queries = [{}] as Record<string, string | undefined>[];
    for (const [param, values] of Object.entries(VALUES)) queries = queries.flatMap((q) => values.map((v) => ({ ...q, [param]: v })));
    const indexes = new Set(declared());
    const missing: string[] = [];
    let filtered = 0;
    for (const params of queries) {
      const q = listContactsQuerySchema.parse(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)));
      const clauses = contactFilterClauses(q, searchTerm);
      // No filter (or a search that cannot match) needs no composite index.
      if (!clauses || clauses.length === 0) continue;
      filtered++;
      if (!indexes.has(JSON.stringify(indexFor(clauses)))) missing.push(JSON.stringify(params));
    }
    expect(missing).toEqual([]);
    expect(filtered).toBeGreaterThan(500);
  });
});
