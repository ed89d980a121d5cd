// Checks the functions' configuration before a local server starts, with the
// same rules the functions apply (src/server/env.ts), and prints every problem
// by name instead of letting each request fail on it later.
import { tsImport } from 'tsx/esm/api';

/**
 * @param {Record<string, string | undefined>} env what the functions will run with
 * @returns {Promise<boolean>} true when the configuration is sound
 */
export async function checkServerConfig(env) {
  const { configProblems } = await tsImport('../../src/server/env.ts', import.meta.url);
  const problems = configProblems(env);
  if (problems.length === 0) return true;
  console.error('The server configuration has problems:');
  for (const { message } of problems) console.error(`  - ${message}`);
  return false;
}
