import { expect, test } from './fixtures';

const required = {
  'strict-transport-security': /max-age=\d{8,}/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
};

test('pages carry a strict CSP and the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/dashboard', '/welcome', '/seo/attorney-advertising-rules-email', '/thank-you', '/privacy-policy']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(required)) expect(headers[name], `${path} ${name}`).toMatch(pattern);
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("object-src 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(scriptSrc, path).not.toContain('unsafe-eval');
  }
});

test('API answers carry the headers too, with a policy that allows nothing and no caching', async ({ request }) => {
  for (const path of ['/api/me', '/api/sequences', '/api/onboarding']) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(required)) expect(headers[name], `${path} ${name}`).toMatch(pattern);
    expect(headers['content-security-policy'], path).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(headers['cache-control'], path).toBe('no-store');
  }
});

test('an injected inline script is refused', async ({ browser, baseURL }) => {
  // Its own context: this test expects a violation, which the fixture would count.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/.test(m.text())) refused.push(m.text());
  });
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
  });
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  await context.close();
});

test('the signed-in screens work under the policy', async ({ page, signedIn: _signedIn }) => {
  for (const path of ['/sequences', '/agents', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
