// A local stand-in for the search-intent provider (AudienceLab's segment API), so our real
// adapter (src/server/prospects/audienceLab.ts) runs unchanged in `npm run dev`, the tests and
// the benches: GET /segments/{segment_id}?page=N&page_size=M with the header X-Api-Key,
// answering { data, total_records, has_more }. The residents are synthetic and deterministic
// (the same segment id and index give the same person): people in the demo firm's ZIP codes,
// with every email validation status, some mobile numbers on a do-not-call list, and a few
// of the provider's many other fields, which our adapter ignores. Tests can switch the next
// answers to a 401, a 429 with Retry-After, or a 5xx.
import { createServer } from 'node:http';

import { DEMO_NEWSLETTER_SETTINGS, DEMO_PROSPECTS } from './demo-firm.mjs';

/** The demo firm's ZIP codes (its newsletter areas), each with its city. */
export const DEMO_PLACES = DEMO_NEWSLETTER_SETTINGS.zip_codes.map((zip) => ({ zip, city: zip === '30030' ? 'Decatur' : 'Atlanta' }));

/** The segment `npm run dev` offers: the demo firm saves it (scripts/stack/seed.mjs). */
export const DEMO_SEGMENT_ID = DEMO_PROSPECTS.segment.segment_id;
export const DEMO_SEGMENT_SIZE = 60;

const FIRST = ['Avery', 'Jordan', 'Riley', 'Morgan', 'Casey', 'Taylor', 'Quinn', 'Jamie', 'Reese', 'Rowan', 'Skyler', 'Dakota', 'Emerson'];
const LAST = ['Brooks', 'Carter', 'Diaz', 'Ellis', 'Foster', 'Greene', 'Hayes', 'Irving', 'James', 'Keller', 'Lopez', 'Mason', 'Nguyen'];
/**
 * Mobile numbers in 555-0100 to 555-0199 (reserved for fiction) under the region's area codes:
 * 1,200 numbers, given in blocks of PHONES_PER_SEGMENT to the first residents of each segment,
 * the block chosen by the segment id, so two segments rarely share a number.
 */
const AREA_CODES = ['404', '470', '678', '770', '762', '706', '912', '229', '478', '943', '331', '423'];
const PHONES = AREA_CODES.length * 100;
const PHONES_PER_SEGMENT = 200;

const blockOf = (segmentId) =>
  [...segmentId].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 1_000_003, 7) % (PHONES / PHONES_PER_SEGMENT);

function phoneOf(segmentId, index) {
  if (index >= PHONES_PER_SEGMENT) return '';
  const n = blockOf(segmentId) * PHONES_PER_SEGMENT + index;
  return `+1${AREA_CODES[n % AREA_CODES.length]}55501${String(Math.floor(n / AREA_CODES.length)).padStart(2, '0')}`;
}

/**
 * Validation status by position in a cycle of 20: half `Valid (esp)`, a fifth `Valid`, then
 * `Catch-all`, `Unknown`, `Invalid` and one row without an email at all.
 */
const STATUS_CYCLE = [
  ...Array(10).fill('Valid (esp)'),
  ...Array(4).fill('Valid'),
  'Catch-all',
  'Catch-all',
  'Unknown',
  'Unknown',
  'Invalid',
  '',
];

/** The counts a segment of `size` people has by what the import does with them (for tests and benches). */
export function expectedCounts(size, { allowCatchAll = false } = {}) {
  const counts = { valid: 0, catchAll: 0, unknown: 0, invalid: 0, noEmail: 0, dnc: 0 };
  for (let i = 0; i < size; i++) {
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length];
    if (status === 'Valid (esp)' || status === 'Valid') counts.valid++;
    else if (status === 'Catch-all') counts.catchAll++;
    else if (status === 'Unknown') counts.unknown++;
    else if (status === 'Invalid') counts.invalid++;
    else counts.noEmail++;
  }
  return { ...counts, usable: counts.valid + (allowCatchAll ? counts.catchAll : 0) };
}

/** The `index`th resident of a segment: the same every time. */
export function syntheticResident(segmentId, index) {
  const first = FIRST[index % FIRST.length];
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length];
  const place = DEMO_PLACES[index % DEMO_PLACES.length];
  const status = STATUS_CYCLE[index % STATUS_CYCLE.length];
  const slug = segmentId.toLowerCase().replace(/[^a-z0-9]/g, '');
  const email = status ? `${first}.${last}.${index}@${slug}.example.com`.toLowerCase() : '';
  const phone = phoneOf(segmentId, index);
  return {
    UUID: `${slug}-${index}`,
    FIRST_NAME: first,
    LAST_NAME: last,
    PERSONAL_EMAIL: email,
    PERSONAL_EMAIL_VALIDATION_STATUS: status || null,
    SHA256_PERSONAL_EMAIL: email ? `sha256-of-${index}` : '',
    MOBILE_PHONE: phone,
    MOBILE_PHONE_DNC: phone ? (index % 7 === 0 ? 'Y' : 'N') : '',
    PERSONAL_CITY: place.city,
    PERSONAL_STATE: 'GA',
    PERSONAL_ZIP: place.zip,
    // A few of the provider's other fields: never read, never stored.
    AGE_RANGE: '35-44',
    INCOME_RANGE: '$75,000 to $99,999',
    HOMEOWNER: index % 2 === 0 ? 'Y' : 'N',
    SKIPTRACE_CREDIT_RATING: 'B',
  };
}

const json = (res, status, body, headers = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * Starts the stand-in on a free port (or `port`). `segments` maps a segment id to its size
 * (synthetic residents) or to its rows; a test adds its own with `defineSegment`. A request
 * without `X-Api-Key`, or with a key in `rejectedKeys`, is answered 401, as the provider does.
 * @param {{ port?: number, segments?: Record<string, number | Record<string, unknown>[]> }} [options]
 */
export async function startFakeAudience({ port = 0, segments = { [DEMO_SEGMENT_ID]: DEMO_SEGMENT_SIZE } } = {}) {
  const defined = new Map(Object.entries(segments));
  const requests = [];
  /** One-shot answers, used in order: { status, retryAfter?, body? }. */
  const next = [];
  /** One-shot answers for a given page number, used before `next`: a failure part way through. */
  const atPage = new Map();
  const rejectedKeys = new Set();
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    const key = req.headers['x-api-key'];
    requests.push({ path: url.pathname, page: url.searchParams.get('page'), key, at: Date.now() });
    const match = /^\/segments\/([^/]+)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) return json(res, 404, { detail: 'Not Found' });
    const forced = atPage.get(Number(url.searchParams.get('page') ?? 1))?.shift() ?? next.shift();
    if (forced) {
      const headers = forced.retryAfter !== undefined ? { 'retry-after': String(forced.retryAfter) } : {};
      return json(res, forced.status, forced.body ?? { detail: `Stand-in answer ${forced.status}` }, headers);
    }
    if (!key || rejectedKeys.has(key)) return json(res, 401, { detail: 'Invalid API key' });
    const segmentId = decodeURIComponent(match[1]);
    const segment = defined.get(segmentId);
    if (segment === undefined) return json(res, 404, { detail: 'Segment not found' });
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('page_size') ?? 100);
    if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 1000) {
      return json(res, 422, { detail: 'page must be 1 or more and page_size from 1 to 1000' });
    }
    const total = Array.isArray(segment) ? segment.length : segment;
    const start = (page - 1) * pageSize;
    const end = Math.min(total, start + pageSize);
    const data = [];
    for (let i = start; i < end; i++) data.push(Array.isArray(segment) ? segment[i] : syntheticResident(segmentId, i));
    return json(res, 200, { data, total_records: total, has_more: end < total });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${address.port}`,
    env: { AUDIENCE_PROVIDER_URL: `http://127.0.0.1:${address.port}` },
    requests,
    /** A segment of `size` synthetic residents, or of exactly these rows. */
    defineSegment(id, sizeOrRows) {
      defined.set(id, sizeOrRows);
    },
    /** Answer the next requests with these, one each: { status: 401 } or { status: 429, retryAfter: 1 } or { status: 503 }. */
    answerNext(...answers) {
      next.push(...answers);
    },
    /** Answer the next requests for this page with these, one each: the import fails part way. */
    answerAtPage(page, ...answers) {
      atPage.set(page, [...(atPage.get(page) ?? []), ...answers]);
    },
    rejectKey(key) {
      rejectedKeys.add(key);
    },
    reset() {
      next.length = 0;
      atPage.clear();
      requests.length = 0;
      rejectedKeys.clear();
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
