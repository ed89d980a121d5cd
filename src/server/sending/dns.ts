import { Resolver } from 'node:dns/promises';
import { serverEnv } from '../env';

/**
 * TXT lookups for the sending-domain check, behind one replaceable resolver: real DNS through
 * node:dns in production, the local stand-in in development and the tests (DNS_STAND_IN=1,
 * dnsStandIn.ts), a stub in unit tests. No test needs the network.
 */

/** Every TXT record at a name, each as the strings it is stored in (a long record is split into 255-byte strings). */
export type TxtResolver = (name: string) => Promise<string[][]>;

/** The name has no TXT record, or does not exist: an answer, not a failure. */
export class NoRecords extends Error {
  readonly code = 'ENODATA';
}

const NO_RECORDS = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'NOTFOUND', 'NODATA']);

/** Whether a lookup's error means "nothing there" (rather than "could not ask"). */
export function isNoRecords(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof NoRecords || (typeof code === 'string' && NO_RECORDS.has(code));
}

/** Real DNS: a few seconds at most, so a Check answers well inside a function's time. */
const systemResolver: TxtResolver = (name) => new Resolver({ timeout: 2500, tries: 2 }).resolveTxt(name);

let testResolver: TxtResolver | undefined;
let standIn: Promise<TxtResolver> | undefined;

/** Unit tests answer names themselves; called without one, the configured resolver is back. */
export function setTxtResolverForTests(resolver?: TxtResolver) {
  testResolver = resolver;
}

/** The resolver this process uses: a test's, the development stand-in, or real DNS. */
export async function txtResolver(): Promise<TxtResolver> {
  if (testResolver) return testResolver;
  const env = serverEnv();
  if (env.development && env.DNS_STAND_IN === '1') {
    // Loaded only where it is used: production never imports it.
    standIn ??= import('./dnsStandIn').then((module) => module.dnsStandIn);
    return standIn;
  }
  return systemResolver;
}
