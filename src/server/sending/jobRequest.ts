import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { serverSecretKey } from '../secrets';

/**
 * The request that starts one firm's sending job. Only our scheduled tick (or a job handing on)
 * can make one: the body is signed with HMAC-SHA256 under a key derived (HKDF) from the server
 * secret, and the job checks the signature over the exact bytes it received before it reads the
 * body or anything else. A signed request is good for JOB_REQUEST_TTL_MS, long enough for the
 * platform's own retries (after one minute, then two more) and short enough that an old one
 * cannot be replayed a day later. Replaying one inside that window starts nothing new: the
 * firm's job lease lets one job run at a time (firmJob.ts).
 */

export interface JobRequest {
  tenant_id: string;
  /** One per started job: the platform's retry of the same invocation carries the same id. */
  job_id: string;
  issued_at: number;
}

export const JOB_SIGNATURE_HEADER = 'x-casecourier-signature';
export const JOB_REQUEST_TTL_MS = 15 * 60 * 1000;
const INFO = 'casecourier sending jobs v1';
const ID = /^[A-Za-z0-9_-]{1,128}$/;

let derived: Buffer | undefined;
const key = () => (derived ??= Buffer.from(hkdfSync('sha256', serverSecretKey(), Buffer.alloc(0), INFO, 32)));

const sign = (body: string) => createHmac('sha256', key()).update(body).digest('hex');

/** The body and headers of a signed job request. */
export function signJobRequest(job: JobRequest): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(job);
  return { body, headers: { 'content-type': 'application/json', [JOB_SIGNATURE_HEADER]: `v1=${sign(body)}` } };
}

export class BadJobRequest extends Error {}

/** The job a request names, once its signature and age are checked; BadJobRequest when either is wrong. */
export function verifyJobRequest(body: string, signature: string | null, now = Date.now()): JobRequest {
  const given = /^v1=([0-9a-f]{64})$/.exec(signature ?? '')?.[1];
  if (!given || !timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(sign(body), 'hex'))) {
    throw new BadJobRequest('The job request is not signed by this site.');
  }
  let job: Partial<JobRequest>;
  try {
    job = JSON.parse(body) as Partial<JobRequest>;
  } catch {
    throw new BadJobRequest('The job request is not JSON.');
  }
  if (typeof job.tenant_id !== 'string' || !ID.test(job.tenant_id) || typeof job.job_id !== 'string' || !ID.test(job.job_id)) {
    throw new BadJobRequest('The job request names no firm or job.');
  }
  if (typeof job.issued_at !== 'number' || Math.abs(now - job.issued_at) > JOB_REQUEST_TTL_MS) {
    throw new BadJobRequest('The job request has expired.');
  }
  return { tenant_id: job.tenant_id, job_id: job.job_id, issued_at: job.issued_at };
}
