// The bad-input corpus: every route the router serves (read from each function's
// own config.path, so endpoints added later are covered too), every method, and
// the inputs a careless or hostile client sends: broken and wrongly typed JSON,
// huge and deeply nested bodies, odd ids and encodings, bad tokens, broken
// multipart. Nothing may answer 5xx, and nothing may be written.
import { describe, expect, it } from 'vitest';
import { DESK_ROUTE_PATHS } from '#server/backoffice/routes';
import { createStaff } from './deskSupport';
import { api, createAttorney, createUser, routes, storeSnapshot } from './support';
import { getStore } from '@netlify/blobs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Path parameters as a client might send them, already in URL form. */
const ODD_IDS = [
  'abcdefghij0123456789',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '__x__',
  '__name__',
  '...',
  'a%2Fb',
  '%00',
  '%ED%A0%80',
  '%F0%9F%9A%97',
  `${'x'.repeat(1600)}`,
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  'OPENAI',
];

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const wrongTypes = {
  name: 1,
  base_prompt: [],
  personality: {},
  prompt: { text: 'x' },
  emails: 'none',
  api_name: null,
  api_key: true,
  full_name: 5,
  firm_name: false,
  id: 7,
  tenant_id: 'someone-else',
  subject: ['x'],
  preheader: 5,
  blocks: [{ id: 'b1', type: 'video' }, { type: 'image', asset_id: '../../other' }, 'text'],
  segment_id: 'abcdefghij0123456789',
  brand_color: 'reddish',
  send_hour: 99,
  content_hash: 42,
  when: 'yesterday',
  at: '2020-01-01T00:00:00Z',
  to: { email: 'x' },
  filter: 'all',
  definition: [],
  block_id: null,
  after_days: -3,
  label: 5,
  allow_catch_all: 'yes',
  retention_days: 'ninety',
  domain: ['smithlaw.com'],
  method: 'carrier-pigeon',
};

interface Body {
  label: string;
  contentType?: string;
  text: string;
}

/** Actions whose request has no details (creating or rotating a webhook secret). */
const TAKES_NO_INPUT = new Set(['POST /api/leads/webhook-endpoint']);

const BODIES: Body[] = [
  { label: 'broken JSON', contentType: 'application/json', text: '{"name": ' },
  { label: 'wrong types', contentType: 'application/json', text: JSON.stringify(wrongTypes) },
  { label: 'array', contentType: 'application/json', text: '[1,2,3]' },
  { label: 'null', contentType: 'application/json', text: 'null' },
  { label: 'string', contentType: 'application/json', text: '"hello"' },
  { label: 'empty', contentType: 'application/json', text: '' },
  { label: 'huge', contentType: 'application/json', text: JSON.stringify({ name: 'x'.repeat(300 * 1024) }) },
  { label: 'deeply nested', contentType: 'application/json', text: nested(20_000) },
  { label: 'nested objects', contentType: 'application/json', text: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) },
  { label: 'lone surrogate', contentType: 'application/json', text: '{"name":"\\ud800","prompt":"\\udc00x"}' },
  {
    label: 'prototype pollution',
    contentType: 'application/json',
    text: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { label: 'invalid UTF-8', contentType: 'application/json', text: '{"name":"\u00ff\u00fe"}' },
  { label: 'JSON as text/plain', contentType: 'text/plain', text: JSON.stringify(wrongTypes) },
  { label: 'no content type', text: '{}' },
  {
    label: 'broken multipart',
    contentType: 'multipart/form-data; boundary=xyz',
    text: '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"firmName":',
  },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', text: 'garbage' },
  {
    label: 'multipart with a fake image',
    contentType: 'multipart/form-data; boundary=b',
    text: [
      '--b',
      'Content-Disposition: form-data; name="data"',
      '',
      '{"firmName":"","email":"not-an-email"}',
      '--b',
      `Content-Disposition: form-data; name="firmLogo"; filename="${'../'.repeat(200)}logo.png"`,
      'Content-Type: image/png',
      '',
      'GIF89a not a png',
      '--b--',
      '',
    ].join('\r\n'),
  },
  {
    label: 'multipart with an image that is not one',
    contentType: 'multipart/form-data; boundary=c',
    text: [
      '--c',
      `Content-Disposition: form-data; name="image"; filename="${'../'.repeat(50)}photo.jpg"`,
      'Content-Type: image/jpeg',
      '',
      '\u00ff\u00d8\u00ff truncated jpeg',
      '--c--',
      '',
    ].join('\r\n'),
  },
];

/** Concrete paths for a route: the path itself, or one per odd id for each parameter. */
function pathsFor(pattern: string): string[] {
  if (!pattern.includes(':')) return [pattern];
  return ODD_IDS.map((id) => pattern.replace(/:\w+/g, id));
}

interface Case {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  label: string;
}

describe('the bad-input corpus', () => {
  it('never answers 5xx and never writes, over every route and method', async () => {
    const attorney = await createAttorney('Corpus Attorney', 'Corpus Law');
    const noProfile = await createUser('No Profile');
    const unconfirmed = await createAttorney('Unconfirmed Attorney', 'Unconfirmed Law', { verified: false });
    const tokens: Record<string, string | undefined> = {
      'no token': undefined,
      'not bearer': 'Basic dXNlcjpwYXNz',
      'empty bearer': 'Bearer ',
      'garbage token': 'Bearer not.a.jwt',
      'huge token': `Bearer ${'a'.repeat(16 * 1024)}`,
      'signed in, no firm yet': `Bearer ${noProfile.idToken}`,
      'signed in, email not confirmed': `Bearer ${unconfirmed.idToken}`,
    };
    const signedIn = { authorization: `Bearer ${attorney.idToken}` };
    // Scheduled functions are not reachable by URL on Netlify; the corpus covers the public API.
    const patterns = [
      ...new Set(routes.map((r: { path: string }) => r.path).filter((path: string) => path.startsWith('/api/'))),
    ] as string[];
    const cases: Case[] = [];

    // Every path (odd ids included) with every method, signed in; bodies are broken JSON.
    for (const pattern of patterns) {
      for (const path of pathsFor(pattern)) {
        for (const method of METHODS) {
          const withBody = BODY_METHODS.has(method);
          cases.push({
            method,
            path,
            headers: withBody ? { ...signedIn, 'content-type': 'application/json' } : signedIn,
            body: withBody ? '{"broken": ' : undefined,
            label: 'odd path',
          });
        }
      }
    }
    // Every route with every bad body, signed in, at a plausible id.
    for (const pattern of patterns) {
      const path = pattern.replace(/:\w+/g, 'abcdefghij0123456789');
      for (const method of ['POST', 'PUT', 'PATCH']) {
        for (const body of BODIES) {
          // An action that takes no input accepts no body or {}: for it those are valid requests, not bad input.
          if (TAKES_NO_INPUT.has(`${method} ${pattern}`) && (body.text === '' || body.text === '{}')) continue;
          const headers: Record<string, string> = { ...signedIn, 'Idempotency-Key': 'corpus-key-0123456789' };
          if (body.contentType) headers['content-type'] = body.contentType;
          cases.push({ method, path, headers, body: body.text, label: body.label });
        }
      }
    }
    // The desk's routes (one function under /api/desk/*) as staff see them: odd ids and every bad body.
    const staff = { authorization: `Bearer ${(await createStaff('Corpus Staff')).idToken}` };
    for (const { path: pattern, methods } of DESK_ROUTE_PATHS) {
      for (const path of pathsFor(pattern)) {
        for (const method of METHODS) cases.push({ method, path, headers: staff, label: 'staff, odd path' });
      }
      const path = pattern.replace(/:\w+/g, 'abcdefghij0123456789');
      for (const method of methods.filter((m) => BODY_METHODS.has(m))) {
        for (const body of BODIES) {
          const headers: Record<string, string> = { ...staff };
          if (body.contentType) headers['content-type'] = body.contentType;
          cases.push({ method, path, headers, body: body.text, label: `staff, ${body.label}` });
        }
      }
    }
    // Every route and method with every bad token.
    for (const pattern of patterns) {
      const path = pattern.replace(/:\w+/g, 'abcdefghij0123456789');
      for (const method of METHODS) {
        for (const [label, authorization] of Object.entries(tokens)) {
          cases.push({ method, path, headers: authorization ? { authorization } : {}, label });
        }
      }
    }

    const before = await storeSnapshot();
    const blobCount = async () =>
      (await getStore({ name: 'onboarding-uploads', consistency: 'strong' }).list()).blobs.length +
      (await getStore({ name: 'email-images', consistency: 'strong' }).list()).blobs.length;
    const blobsBefore = await blobCount();
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const send = async (c: Case) => {
      const res = await api(c.path.replace(/^\/api\//, ''), { method: c.method, headers: c.headers, body: c.body });
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      const text = await res.text();
      if (res.status >= 500) failures.push(`${res.status} ${c.method} ${c.path.slice(0, 80)} [${c.label}]: ${text.slice(0, 120)}`);
      // The API answers {error}; a page a person opens from an email (the unsubscribe link) answers a page in words.
      const isPage = res.headers.get('content-type')?.startsWith('text/html') && /<h1[^>]*>[^<]+/.test(text);
      if (res.status >= 400 && c.method !== 'HEAD' && !isPage && !JSON.parse(text).error)
        failures.push(`no {error}: ${c.method} ${c.path}`);
    };
    // A few at a time, as a busy client would.
    for (let i = 0; i < cases.length; i += 8) await Promise.all(cases.slice(i, i + 8).map(send));
    const after = await storeSnapshot();
    const blobsAfter = await blobCount();

    const counts = Object.fromEntries([...byStatus].sort(([a], [b]) => a - b));
    console.log(`bad-input corpus: ${cases.length} requests over ${patterns.length} routes; by status ${JSON.stringify(counts)}`);
    console.log(`documents before ${before.size}, after ${after.size}; blobs before ${blobsBefore}, after ${blobsAfter}`);
    expect(cases.length).toBeGreaterThanOrEqual(250);
    expect(failures).toEqual([]);
    expect([...after]).toEqual([...before]);
    expect(blobsAfter).toBe(blobsBefore);
  }, 300_000);
});
