/**
 * npm run docs:compliance: rewrites the rules table in docs/compliance.md from the rules
 * table the engine runs, so the document never drifts from the code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withRulesTable } from '../src/shared/compliance/rulesTable.ts';

const path = new URL('../docs/compliance.md', import.meta.url);
const before = readFileSync(path, 'utf8');
const after = withRulesTable(before);
writeFileSync(path, after);
console.log(before === after ? 'docs/compliance.md is up to date.' : 'docs/compliance.md: rules table updated.');
