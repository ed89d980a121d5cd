import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { SMTP_PORT_INVALID, SMTP_PORTS } from '#shared/schemas/sendingSettings';
import { serverEnv } from '../env';

/**
 * Where a firm's own SMTP settings may make our servers connect: a public address on one of
 * the mail ports, never an address inside a network (loopback, private, link-local and the cloud
 * metadata service, CGNAT, unique-local, multicast, unspecified, reserved) in any of its
 * spellings. The name is resolved and checked when the settings are saved, and again just before
 * each connection, which then goes to the address that was checked (the name is kept for TLS), so
 * a DNS answer that changes in between cannot move it.
 */

/** Why a firm's mail cannot be handed to a server now, in our words: the firm reads it and can act on it. */
export class SendingSetupError extends Error {
  constructor(
    message: string,
    /** A lookup that may work if tried again (the resolver did not answer), not a wrong setting. */
    readonly temporary = false,
  ) {
    super(message);
    this.name = 'SendingSetupError';
  }
}

/** A refusal of a firm's SMTP server in our words: it never repeats what a server said. */
export class SmtpHostError extends SendingSetupError {
  name = 'SmtpHostError';
}

export const smtpHostNotPublic = (host: string) =>
  `The SMTP server ${host} leads to a private, local or reserved network address, which we never connect to. Enter your email provider's public SMTP server, such as smtp.yourprovider.com.`;
export const smtpHostNotFound = (host: string) => `We could not find the SMTP server ${host}: check its name with your email provider.`;
export const smtpHostLookupFailed = (host: string) =>
  `We could not look up the SMTP server ${host} just now. Please try again in a minute.`;

/** Every address a name has, as the system resolver gives them. */
export type HostResolver = (host: string) => Promise<string[]>;

const systemResolver: HostResolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
let resolver: HostResolver = systemResolver;

/** Tests answer names themselves, so they need no network; called without one, the system resolver is back. */
export function setHostResolverForTests(testResolver?: HostResolver) {
  resolver = testResolver ?? systemResolver;
}

const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is public: IPv4 outside every special-purpose range, or IPv6 in the global
 * unicast block outside its special ranges. An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is
 * judged as the IPv4 address it is; the other forms that carry an IPv4 address inside an IPv6
 * one (IPv4-compatible ::/96, NAT64 64:ff9b::/96, 6to4, Teredo, SIIT) are refused whatever they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  return v6.match(GLOBAL_IPV6) && v6.range() === 'unicast';
}

const LOOKUP_NOT_FOUND = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME', 'EAI_NONAME', 'EAI_NODATA']);

/** Every address of the name, each of them public; SmtpHostError otherwise. */
export async function publicAddressesOf(host: string): Promise<string[]> {
  const timeoutMs = serverEnv().SMTP_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let addresses: string[];
  try {
    addresses = await Promise.race([
      resolver(host),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' })), timeoutMs);
      }),
    ]);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && LOOKUP_NOT_FOUND.has(code)) throw new SmtpHostError(smtpHostNotFound(host));
    throw new SmtpHostError(smtpHostLookupFailed(host), true);
  } finally {
    clearTimeout(timer);
  }
  if (addresses.length === 0) throw new SmtpHostError(smtpHostNotFound(host));
  if (!addresses.every(isPublicAddress)) throw new SmtpHostError(smtpHostNotPublic(host));
  return addresses;
}

/**
 * Names that can never exist in public DNS (RFC 2606 and RFC 6761): the demo firm and the tests
 * use them. In development, where SMTP_URL sends every firm's mail to the local catcher, they are
 * saved without a lookup; anywhere else they fail the lookup like any unknown name.
 */
const TEST_ONLY_NAME = /(^|\.)(test|example|invalid)$/;

/** The check a host gets when a firm saves it: its port and every address it resolves to. */
export async function checkSmtpServerForSaving(host: string, port: number): Promise<void> {
  if (!(SMTP_PORTS as readonly number[]).includes(port)) throw new SmtpHostError(SMTP_PORT_INVALID);
  const env = serverEnv();
  if (env.development && env.SMTP_URL && TEST_ONLY_NAME.test(host)) return;
  await publicAddressesOf(host);
}

/** The address to connect to for a firm's SMTP server, checked just now; SmtpHostError when there is none. */
export async function checkedSmtpAddress(host: string, port: number): Promise<string> {
  if (!(SMTP_PORTS as readonly number[]).includes(port)) throw new SmtpHostError(SMTP_PORT_INVALID);
  return (await publicAddressesOf(host))[0]!;
}
