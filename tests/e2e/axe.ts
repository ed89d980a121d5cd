import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe-core violation on the current page. `exclude` leaves out
 * parts axe cannot enter, such as the sandboxed frame of an email preview (it runs no script).
 *
 * Every rule still runs on the whole page and every frame in it, at about half the cost of the
 * defaults (the journeys call this some 60 times). `setLegacyMode`: axe runs in the page itself
 * instead of collecting partial results and finishing in a new blank page with a second copy of
 * axe; that mode skips cross-origin frames, which our pages cannot have (the policy's
 * default-src 'self' allows same-origin frames only). `resultTypes`: only violations are collected
 * in full; passes and the rest, which this never reads, are cut to one element per rule.
 */
export async function expectNoSeriousA11yViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}
