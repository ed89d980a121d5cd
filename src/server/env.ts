import { z } from 'zod';
import { parseSecret } from './crypto';

function isValidSecret(secret: string): boolean {
  try {
    parseSecret(secret);
    return true;
  } catch {
    return false;
  }
}

/** Server configuration, read once per process and checked with zod. */
const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    /** Set by the emulators' usual variables in dev and tests. */
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    FIRESTORE_EMULATOR_HOST: z.string().optional(),
    /** Firebase project id; the emulators accept any "demo-" id. */
    FIREBASE_PROJECT_ID: z.string().default('demo-casecourier'),
    /** Service-account JSON for production (not needed against the emulators). */
    FIREBASE_SERVICE_ACCOUNT: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.url().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
    /**
     * How long to wait for the AI provider. Below the function's own limit (Netlify's
     * synchronous functions allow up to 26 s once raised from the 10 s default).
     */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(24_000),
    /** 32 bytes, base64 or hex: the key that encrypts integration keys at rest. */
    API_KEYS_SECRET: z.string().optional(),
    /**
     * One SMTP server for every firm's mail, instead of each firm's own settings: the local
     * mail catcher in `npm run dev` and the tests (for example smtp://127.0.0.1:2525).
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' }).optional(),
    /** The site's public origin, for links in emails (unsubscribe). Netlify sets URL in functions. */
    URL: z.url().optional(),
    PUBLIC_SITE_URL: z.url().optional(),
  })
  .transform((env) => ({
    ...env,
    usingEmulators: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST && env.FIRESTORE_EMULATOR_HOST),
    siteUrl: (env.URL ?? env.PUBLIC_SITE_URL ?? 'http://localhost:4321').replace(/\/+$/, ''),
  }))
  .superRefine((env, ctx) => {
    if (!env.usingEmulators && !env.API_KEYS_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_KEYS_SECRET'],
        message: 'API_KEYS_SECRET is required in production: integration keys are encrypted with it',
      });
    }
    if (env.API_KEYS_SECRET && !isValidSecret(env.API_KEYS_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['API_KEYS_SECRET'], message: 'API_KEYS_SECRET must be 32 bytes, base64 or hex encoded' });
    }
    if (!env.usingEmulators && !env.FIREBASE_SERVICE_ACCOUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_SERVICE_ACCOUNT'],
        message: 'FIREBASE_SERVICE_ACCOUNT is required unless both Firebase emulator hosts are set',
      });
    }
  });

export type ServerEnv = z.infer<typeof envSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid server configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For tests that change the environment between cases. */
export function resetServerEnvForTests() {
  cached = undefined;
}
