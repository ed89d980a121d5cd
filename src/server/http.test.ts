import { beforeAll, describe, expect, it, vi } from 'vitest';
import { API_SECURITY_HEADERS } from '#shared/securityHeaders';
import { resetServerEnvForTests } from './env';
import { RateLimited } from './errors';
import { handler, json } from './http';

const context = { params: {}, ip: '192.0.2.1', waitUntil: () => undefined };

beforeAll(() => {
  Object.assign(process.env, { CASECOURIER_DEV: '1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', FIRESTORE_EMULATOR_HOST: '127.0.0.1:2' });
  resetServerEnvForTests();
});

function expectSecured(response: Response) {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

describe('every function answer carries the security headers', () => {
  it('on success, on an empty answer and on an error', async () => {
    const ok = await handler(async () => json({ hello: 'world' }))(new Request('http://x/api/a'), context);
    expect(await ok.json()).toEqual({ hello: 'world' });
    expectSecured(ok);

    const empty = await handler(async () => new Response(null, { status: 204 }))(new Request('http://x/api/a'), context);
    expect(empty.status).toBe(204);
    expectSecured(empty);

    const refused = await handler(async () => {
      throw new RateLimited('Slow down.', 60);
    })(new Request('http://x/api/a'), context);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'Slow down.' });
    expectSecured(refused);
  });

  it('forbids framing, sniffing and caching, and the policy allows nothing', () => {
    expect(API_SECURITY_HEADERS['Content-Security-Policy']).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
    expect(API_SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
    expect(API_SECURITY_HEADERS['Cache-Control']).toBe('no-store');
    expect(API_SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(API_SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe("an HTML document's own policy", () => {
  const page = (headers: Record<string, string>) =>
    handler(async () => new Response('<!doctype html><title>Page</title>', { headers }))(new Request('http://x/api/a'), context);
  const ownPolicy = "default-src 'none'; form-action 'self'";

  it('wins over the API defaults for its Content-Security-Policy and Referrer-Policy, so its form can post to itself', async () => {
    const secured = await page({
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': ownPolicy,
      'referrer-policy': 'no-referrer',
    });
    expect(secured.headers.get('content-security-policy')).toBe(ownPolicy);
    expect(secured.headers.get('referrer-policy')).toBe('no-referrer');
    // Everything else is the API's.
    expect(secured.headers.get('x-frame-options')).toBe('DENY');
    expect(secured.headers.get('cache-control')).toBe('no-store');
  });

  it('is the API policy when an HTML answer sets none, and JSON never keeps its own', async () => {
    expectSecured(await page({ 'content-type': 'text/html' }));
    const jsonWithOwn = await handler(async () => json({}, 200, { 'content-security-policy': ownPolicy, 'referrer-policy': 'unsafe-url' }))(
      new Request('http://x/api/a'),
      context,
    );
    expectSecured(jsonWithOwn);
  });
});

describe('a store that is busy or out of reach', () => {
  it('is a 503 with Retry-After, and a bug stays a 500 without details', async () => {
    const busy = await handler(async () => {
      throw Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 });
    })(new Request('http://x/api/a'), context);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    expect((await busy.json()).error).not.toMatch(/UNAVAILABLE/);

    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bug = await handler(async () => {
      throw new TypeError('x is undefined');
    })(new Request('http://x/api/a'), context);
    expect(bug.status).toBe(500);
    expect((await bug.json()).error).not.toMatch(/undefined/);
    errorLog.mockRestore();
  });
});
