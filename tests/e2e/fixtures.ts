import { test as base, expect } from '@playwright/test';

/**
 * Every journey doubles as a Content Security Policy check: a test fails if the
 * browser reports any CSP violation on any page it opened.
 */
export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      context.on('page', (page) =>
        page.on('pageerror', (error) => {
          if (/Content Security Policy/i.test(error.message)) violations.push(error.message);
        }),
      );
      await use();
      expect(violations, violations.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
