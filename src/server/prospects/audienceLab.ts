import type { IntentProvider, ProviderPage, ProviderPerson } from './provider';
import { ProviderError } from './provider';

/**
 * AudienceLab's segment API, as its public documentation describes it:
 * `GET {base}/segments/{segment_id}?page=N&page_size=M` with the header `X-Api-Key`, answering
 * `{ data: [...], total_records, has_more }`. Each row has about 70 fields; we read the nine
 * below, ignore the rest, and read a missing one as empty.
 *
 * A 429 is waited out as its Retry-After says (up to RETRY.maxWaitSeconds a time, and
 * RETRY.attempts tries in all); a 5xx or a dropped connection is tried again after a short
 * pause; a 401 or 403 is the firm's key, said so at once.
 */

export const RETRY = {
  /** Tries per page, the first included. */
  attempts: 4,
  /** The longest single Retry-After we wait; a longer one ends the import with the time to come back. */
  maxWaitSeconds: 30,
  /** Pauses before the 2nd, 3rd and 4th try after a 5xx or a dropped connection. */
  serverErrorPausesMs: [500, 1500, 3000],
  /** How long one page may take to arrive. */
  timeoutMs: 20_000,
} as const;

const PROVIDER = 'AudienceLab';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** One of the provider's rows, reduced to what we use. */
export function personFromRow(row: Record<string, unknown>): ProviderPerson {
  return {
    firstName: text(row.FIRST_NAME),
    lastName: text(row.LAST_NAME),
    email: text(row.PERSONAL_EMAIL),
    emailValidation: text(row.PERSONAL_EMAIL_VALIDATION_STATUS),
    mobilePhone: text(row.MOBILE_PHONE),
    mobileDoNotCall: text(row.MOBILE_PHONE_DNC).toUpperCase() === 'Y',
    city: text(row.PERSONAL_CITY),
    state: text(row.PERSONAL_STATE),
    zip: text(row.PERSONAL_ZIP),
  };
}

/** Retry-After in seconds: a number of seconds or an HTTP date; 1 when missing or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header === null || header.trim() === '') return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function audienceLabProvider(apiKey: string, baseUrl: string): IntentProvider {
  const base = baseUrl.replace(/\/+$/, '');

  async function once(segmentId: string, page: number, pageSize: number): Promise<Response> {
    const url = `${base}/segments/${encodeURIComponent(segmentId)}?page=${page}&page_size=${pageSize}`;
    return fetch(url, {
      headers: { 'X-Api-Key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(RETRY.timeoutMs),
    });
  }

  async function segmentPage(segmentId: string, page: number, pageSize: number): Promise<ProviderPage> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= RETRY.attempts; attempt++) {
      let res: Response;
      try {
        res = await once(segmentId, page, pageSize);
      } catch (error) {
        lastProblem = (error as Error).name === 'TimeoutError' ? 'did not answer in time' : 'could not be reached';
        if (attempt < RETRY.attempts) await sleep(RETRY.serverErrorPausesMs[attempt - 1]!);
        continue;
      }
      if (res.ok) return readPage(res, segmentId);
      await res.body?.cancel();
      if (res.status === 401 || res.status === 403) {
        throw new ProviderError(
          `${PROVIDER} refused the API key saved as “audiencelab” in Settings, Integration keys. Check the key there (or replace it) and import again.`,
          502,
        );
      }
      if (res.status === 404) {
        throw new ProviderError(
          `${PROVIDER} has no segment “${segmentId}” for this API key. Check the segment id in ${PROVIDER}, then save it again here.`,
          404,
        );
      }
      if (res.status === 429) {
        const wait = retryAfterSeconds(res.headers.get('retry-after'));
        if (wait > RETRY.maxWaitSeconds || attempt === RETRY.attempts) {
          throw new ProviderError(
            `${PROVIDER} is limiting requests right now: try again in ${Math.max(wait, 1)} seconds.`,
            503,
            Math.max(wait, 1),
          );
        }
        await sleep(wait * 1000);
        continue;
      }
      if (res.status >= 500) {
        lastProblem = `answered with an error (HTTP ${res.status})`;
        if (attempt < RETRY.attempts) await sleep(RETRY.serverErrorPausesMs[attempt - 1]!);
        continue;
      }
      throw new ProviderError(`${PROVIDER} refused the request (HTTP ${res.status}). Check the segment id and try again.`, 502);
    }
    throw new ProviderError(`${PROVIDER} ${lastProblem} after ${RETRY.attempts} tries: try again later.`, 502);
  }

  return { name: PROVIDER, segmentPage };
}

async function readPage(res: Response, segmentId: string): Promise<ProviderPage> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const page = body as { data?: unknown; total_records?: unknown; has_more?: unknown } | null;
  if (!page || !Array.isArray(page.data)) {
    throw new ProviderError(`${PROVIDER} answered something that is not a page of segment “${segmentId}”. Try again later.`, 502);
  }
  const rows = page.data.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row));
  return {
    people: rows.map(personFromRow),
    total: typeof page.total_records === 'number' ? page.total_records : rows.length,
    hasMore: page.has_more === true,
  };
}
