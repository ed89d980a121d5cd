import { z } from 'zod';
import { parseSecret, SECRET_FORMAT } from './crypto';

/**
 * A setting that is missing or wrong. The functions answer 503 naming it and log
 * it; the start-up scripts print it before they serve anything.
 */
export class ConfigError extends Error {
  constructor(
    /** The variables at fault, e.g. ["API_KEYS_SECRET"]. */
    readonly settings: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

function isValidSecret(secret: string): boolean {
  try {
    parseSecret(secret);
    return true;
  } catch {
    return false;
  }
}

/** A service-account JSON that firebase-admin's cert() can use. */
function isServiceAccount(json: string): boolean {
  try {
    const account = JSON.parse(json);
    return ['project_id', 'client_email', 'private_key'].every((key) => typeof account?.[key] === 'string' && account[key] !== '');
  } catch {
    return false;
  }
}

const EMULATOR_HOSTS = ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const;

/** Server configuration, read once per process and checked with zod. */
const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    /**
     * "1" on a development machine and in tests (the dev stack and test scripts set it).
     * Only with it do the emulator variables count: an emulator accepts unsigned tokens,
     * so a stray emulator host in production must stop the server, not relax its checks.
     */
    CASECOURIER_DEV: z.enum(['0', '1'], { error: 'CASECOURIER_DEV must be 1 (development) or 0' }).optional(),
    /** Set by the emulators' usual variables in dev and tests. */
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    /** Firebase project id; the emulators accept any "demo-" id. */
    FIREBASE_PROJECT_ID: z.string().default('demo-casecourier'),
    /** Service-account JSON for production (not needed against the emulators). */
    FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.url({ error: 'OPENAI_BASE_URL must be a full URL such as https://api.openai.com/v1' }).optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /**
     * How long to wait for the AI provider. Below the function's own limit (Netlify's
     * synchronous functions allow up to 26 s once raised from the 10 s default).
     */
    AI_TIMEOUT_MS: z.coerce
      .number({ error: 'AI_TIMEOUT_MS must be a number of milliseconds' })
      .int()
      .min(1000, 'AI_TIMEOUT_MS must be between 1000 and 60000')
      .max(60_000, 'AI_TIMEOUT_MS must be between 1000 and 60000')
      .default(24_000),
    /**
     * Whether POST /api/compliance/check may ask the AI model for a second opinion when the
     * caller asks for one and a key is available (docs/compliance.md). "off" in the tests unless
     * a test turns it on against the local stand-in.
     */
    COMPLIANCE_SECOND_OPINION: z.enum(['on', 'off'], { error: 'COMPLIANCE_SECOND_OPINION must be on or off' }).default('on'),
    /** How long a second opinion may take before the check answers without it. */
    SECOND_OPINION_TIMEOUT_MS: z.coerce
      .number({ error: 'SECOND_OPINION_TIMEOUT_MS must be a number of milliseconds' })
      .int()
      .min(100, 'SECOND_OPINION_TIMEOUT_MS must be between 100 and 20000')
      .max(20_000, 'SECOND_OPINION_TIMEOUT_MS must be between 100 and 20000')
      .default(8_000),
    /** Signed requests one lead webhook endpoint accepts per minute (decision record 0014). */
    LEAD_WEBHOOK_PER_MINUTE: z.coerce
      .number({ error: 'LEAD_WEBHOOK_PER_MINUTE must be a whole number between 1 and 10000' })
      .int('LEAD_WEBHOOK_PER_MINUTE must be a whole number between 1 and 10000')
      .min(1, 'LEAD_WEBHOOK_PER_MINUTE must be a whole number between 1 and 10000')
      .max(10_000, 'LEAD_WEBHOOK_PER_MINUTE must be a whole number between 1 and 10000')
      .default(60),
    /** 32 bytes, base64 or hex: the key that encrypts integration keys at rest. */
    API_KEYS_SECRET: z.string().optional(),
    /**
     * One SMTP server for every firm's mail, instead of each firm's own settings: the local
     * mail catcher in `npm run dev` and the tests (for example smtp://127.0.0.1:2525).
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' }).optional(),
    /**
     * The name firms include in their SPF record (`include:` this): our own SPF record, published
     * there, lists the relay's servers, so the relay can change without any firm editing its DNS.
     */
    PLATFORM_SPF_INCLUDE: z
      .string()
      .regex(
        /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        'PLATFORM_SPF_INCLUDE must be a domain name such as spf.casecourier.com',
      )
      .default('spf.casecourier.com'),
    /**
     * "1" only on a development machine (the dev stack and the tests set it): sending-domain DNS
     * lookups are answered by a local stand-in (sending/dnsStandIn.ts) instead of real DNS.
     */
    DNS_STAND_IN: z.enum(['0', '1'], { error: 'DNS_STAND_IN must be 1 (development) or 0' }).optional(),
    /**
     * How long the mail server may stay silent: to connect, to greet, and (twice this) to answer
     * any command. Small in tests of a slow server; see smtpTimeouts in sending/transport.ts.
     */
    SMTP_TIMEOUT_MS: z.coerce
      .number({ error: 'SMTP_TIMEOUT_MS must be a number of milliseconds' })
      .int()
      .min(100, 'SMTP_TIMEOUT_MS must be between 100 and 20000')
      .max(20_000, 'SMTP_TIMEOUT_MS must be between 100 and 20000')
      .default(10_000),
    /**
     * How many firms' sending jobs run at once in this process, in `npm run dev` and the tests
     * (in production each job is its own background function: decision record 0025).
     */
    SEND_WORKERS: z.coerce
      .number({ error: 'SEND_WORKERS must be a whole number between 1 and 64' })
      .int('SEND_WORKERS must be a whole number between 1 and 64')
      .min(1, 'SEND_WORKERS must be a whole number between 1 and 64')
      .max(64, 'SEND_WORKERS must be a whole number between 1 and 64')
      .default(4),
    /**
     * The search-intent provider's API (AudienceLab's, as its API reference gives it); the local
     * stand-in in `npm run dev` and the tests (scripts/stack/fake-audience.mjs).
     */
    AUDIENCE_PROVIDER_URL: z
      .url({ protocol: /^https?$/, error: 'AUDIENCE_PROVIDER_URL must be a full http(s) URL such as https://api.audiencelab.io' })
      .default('https://api.audiencelab.io'),
    /**
     * CaseCourier's own mail relay, for example smtps://user:password@relay.example.com:465: our
     * own mail (the operations notice, the attorney's confirmation and invitation, the link after
     * checkout, proofs from the desk) and every firm that sends through us, from its verified
     * domain and signed with its key (docs/sending-domains.md). Set by the platform's configuration
     * in production; SMTP_URL (the local catcher), when set, takes its place.
     */
    PLATFORM_SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'PLATFORM_SMTP_URL must be an smtp:// or smtps:// address' }).optional(),
    /** Who our own mail is from, such as "CaseCourier <hello@casecourier.com>". */
    PLATFORM_MAIL_FROM: z.string().default('CaseCourier <hello@casecourier.test>'),
    /** Our operations inbox: told of each welcome-form submission, with a link to the desk. */
    OPS_EMAIL: z.email({ error: 'OPS_EMAIL must be an email address' }).default('ops@casecourier.test'),
    /** The signing secret of the Stripe webhook endpoint (whsec_...), from Stripe's dashboard. */
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** The site's public origin, for links in emails (unsubscribe). Netlify sets URL in functions. */
    URL: z.url().optional(),
    PUBLIC_SITE_URL: z.url().optional(),
  })
  .transform((env) => ({
    ...env,
    development: env.CASECOURIER_DEV === '1',
    usingEmulators: env.CASECOURIER_DEV === '1' && Boolean(env.FIREBASE_AUTH_EMULATOR_HOST && env.FIRESTORE_EMULATOR_HOST),
    siteUrl: (env.URL ?? env.PUBLIC_SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, ''),
  }))
  .superRefine((env, ctx) => {
    const problem = (variable: string, message: string) => ctx.addIssue({ code: 'custom', path: [variable], message });
    if (!env.development) {
      for (const host of EMULATOR_HOSTS) {
        if (env[host]) {
          problem(
            host,
            `${host} is set, but emulators are for development only: remove it, or set CASECOURIER_DEV=1 on a development machine`,
          );
        }
      }
    }
    if (env.DNS_STAND_IN === '1' && !env.development) {
      problem('DNS_STAND_IN', 'DNS_STAND_IN is for development only: remove it, or set CASECOURIER_DEV=1 on a development machine');
    }
    if (!env.usingEmulators && !env.API_KEYS_SECRET) {
      problem('API_KEYS_SECRET', 'API_KEYS_SECRET is required in production: integration keys are encrypted with it');
    }
    if (env.API_KEYS_SECRET && !isValidSecret(env.API_KEYS_SECRET)) problem('API_KEYS_SECRET', SECRET_FORMAT);
    if (!env.usingEmulators && !env.FIREBASE_SERVICE_ACCOUNT) {
      problem('FIREBASE_SERVICE_ACCOUNT', 'FIREBASE_SERVICE_ACCOUNT is required unless the Firebase emulators are used in development');
    }
    if (env.FIREBASE_SERVICE_ACCOUNT && !isServiceAccount(env.FIREBASE_SERVICE_ACCOUNT)) {
      problem(
        'FIREBASE_SERVICE_ACCOUNT',
        'FIREBASE_SERVICE_ACCOUNT must be the JSON key file of a service account (with project_id, client_email and private_key)',
      );
    }
  });

export type ServerEnv = z.infer<typeof envSchema>;

/** Every problem with a configuration, one line each naming its variable; empty when it is sound. */
export function configProblems(env: Record<string, string | undefined>): { setting: string; message: string }[] {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ setting: String(issue.path[0] ?? 'configuration'), message: issue.message }));
}

let cached: ServerEnv | undefined;

/** The checked configuration; a ConfigError naming every bad setting when it is not sound. */
export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const problems = configProblems(process.env);
      throw new ConfigError(
        [...new Set(problems.map((p) => p.setting))],
        `Invalid server configuration: ${problems.map((p) => p.message).join('; ')}`,
      );
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change the environment between cases. */
export function resetServerEnvForTests() {
  cached = undefined;
}
