import { CONSENT_CHANNELS, type ListContactsQuery } from '#shared/schemas/contacts';

/**
 * The filters of GET /api/contacts, in one list: `listContacts` builds its query from it and
 * `firestore.indexes.json` declares a composite index for every combination of it
 * (`npm run indexes` writes them; decision record 0014). Every list query is newest first by
 * `sort_key`, with a range on `sort_key` for the page boundary.
 */

export type FilterOp = '==' | 'array-contains';

export interface ContactFilter {
  /** The query parameter. */
  param: 'relationship' | 'state' | 'source' | 'consent' | 'query';
  /** The stored fields it may query; a query uses one of them. */
  fields: readonly string[];
  op: FilterOp;
}

export const CONTACT_FILTERS: readonly ContactFilter[] = [
  { param: 'relationship', fields: ['relationship'], op: '==' },
  { param: 'state', fields: ['state'], op: '==' },
  { param: 'source', fields: ['source'], op: '==' },
  { param: 'consent', fields: CONSENT_CHANNELS.map((channel) => `consent_${channel}`), op: '==' },
  { param: 'query', fields: ['search_terms'], op: 'array-contains' },
];

export const CONTACT_ORDER_FIELD = 'sort_key';

export interface Clause {
  field: string;
  op: FilterOp;
  value: string;
}

/**
 * The where clauses for a list query, in CONTACT_FILTERS order; `searchTerm` turns the query
 * text into its one term, and null means the search cannot match anything.
 */
export function contactFilterClauses(q: ListContactsQuery, searchTerm: (query: string) => string | null): Clause[] | null {
  const clauses: Clause[] = [];
  for (const filter of CONTACT_FILTERS) {
    const value = q[filter.param];
    if (!value) continue;
    if (filter.param === 'consent') {
      const [channel, status] = String(value).split(':');
      clauses.push({ field: `consent_${channel}`, op: filter.op, value: status! });
    } else if (filter.param === 'query') {
      const term = searchTerm(String(value));
      if (!term) return null;
      clauses.push({ field: 'search_terms', op: filter.op, value: term });
    } else {
      clauses.push({ field: filter.fields[0]!, op: filter.op, value: String(value) });
    }
  }
  return clauses;
}

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION';
  fields: IndexField[];
}

/** The index a query with these filtered fields needs: the filters in CONTACT_FILTERS order, then the order. */
export function indexFor(clauses: Pick<Clause, 'field' | 'op'>[]): CompositeIndex {
  return {
    collectionGroup: 'contacts',
    queryScope: 'COLLECTION',
    fields: [
      ...clauses.map((c): IndexField =>
        c.op === 'array-contains' ? { fieldPath: c.field, arrayConfig: 'CONTAINS' } : { fieldPath: c.field, order: 'ASCENDING' },
      ),
      { fieldPath: CONTACT_ORDER_FIELD, order: 'DESCENDING' },
    ],
  };
}

/** Every index the contacts list needs: one per non-empty combination of filters (one field of each). */
export function contactIndexes(): CompositeIndex[] {
  let combinations: Pick<Clause, 'field' | 'op'>[][] = [[]];
  for (const filter of CONTACT_FILTERS) {
    combinations = combinations.flatMap((combination) => [
      combination,
      ...filter.fields.map((field) => [...combination, { field, op: filter.op }]),
    ]);
  }
  // Single filters first, then pairs, ...: easier to read in the file.
  return combinations
    .filter((c) => c.length > 0)
    .sort((a, b) => a.length - b.length)
    .map(indexFor);
}

/** firestore.indexes.json (as text) with its contacts indexes replaced by `contactIndexes()`; others keep their place. */
export function withContactIndexes(json: string): string {
  const file = JSON.parse(json) as { indexes: CompositeIndex[]; fieldOverrides?: unknown[] };
  const others = file.indexes.filter((index) => index.collectionGroup !== 'contacts');
  return `${JSON.stringify({ ...file, indexes: [...others, ...contactIndexes()] }, null, 2)}\n`;
}
