import * as z from 'zod/mini';
import { typedText } from './typedText';

/**
 * Who the firm's emails come from and how they are sent: through CaseCourier's own mail relay
 * from the firm's verified domain (`platform`, the default; see sendingDomain.ts), or through the
 * firm's own SMTP server (`own_smtp`). Shared by the Settings form and GET/PUT
 * /api/sending-settings, so both show the same messages. The password is write-only: it is
 * encrypted when saved and never sent back.
 */

export const SENDING_METHODS = ['platform', 'own_smtp'] as const;
export type SendingMethod = (typeof SENDING_METHODS)[number];
export const SENDING_METHOD_INVALID =
  'Choose how your emails are sent: by CaseCourier from your own domain, or through your own SMTP server.';
export const SMTP_HOST_REQUIRED = 'SMTP server is required to send through your own server, such as smtp.yourprovider.com.';

export const SENDING_LIMITS = { fromName: 120, fromAddress: 254, host: 253, user: 254, password: 500 } as const;

export const FROM_NAME_REQUIRED = 'From name is required: it is the name people see in their inbox.';
export const FROM_ADDRESS_INVALID = 'From address must be an email address, such as news@yourfirm.com.';
export const SMTP_HOST_INVALID = 'SMTP server must be a host name such as smtp.yourprovider.com.';
export const SMTP_HOST_LOCAL = "SMTP server must be your email provider's public host name, not a local or internal one.";
/** The mail submission ports: 587 and 2525 (STARTTLS), 465 (TLS from the start), 25 (relay). Nothing else is dialled. */
export const SMTP_PORTS = [587, 465, 2525, 25] as const;
export const SMTP_PORT_INVALID = 'SMTP port must be 587, 465, 2525 or 25: your email provider says which (usually 587).';

/** Names that only ever mean this machine or a private network (RFC 6761, RFC 6762, RFC 8375, and cloud-internal names). */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa|localdomain)$/;

/**
 * The firm's provider's pace: every parallel sending job of the firm shares it (see
 * docs/sending-at-scale.md). Amazon SES starts accounts at 14 messages a second; Google
 * Workspace allows 2,000 messages a day.
 */
export const SENDING_PACE = { perSecondDefault: 10, perSecondMax: 1000, perDayMax: 10_000_000 } as const;
export const MAX_PER_SECOND_INVALID = "Messages per second must be a whole number from 1 to 1,000: your email provider's sending rate.";
export const MAX_PER_DAY_INVALID =
  'Messages per day must be a whole number from 1 to 10,000,000, or empty when your provider has no daily limit.';

const tooLong = (what: string, max: number) => `${what} must be ${max} characters or fewer.`;

// zod/mini, like every schema a page loads (decision record 0010, lean pages).
export const sendingSettingsSchema = z
  .object({
    method: z.enum(SENDING_METHODS, { error: SENDING_METHOD_INVALID }),
    // One line: a line break in a display name would start a new mail header.
    from_name: z
      .string({ error: FROM_NAME_REQUIRED })
      .check(
        ...typedText('From name'),
        z.minLength(1, { error: FROM_NAME_REQUIRED, abort: true }),
        z.maxLength(SENDING_LIMITS.fromName, tooLong('From name', SENDING_LIMITS.fromName)),
      ),
    from_address: z.pipe(
      z
        .string({ error: FROM_ADDRESS_INVALID })
        .check(...typedText('From address'), z.toLowerCase(), z.maxLength(SENDING_LIMITS.fromAddress, FROM_ADDRESS_INVALID)),
      z.email({ error: FROM_ADDRESS_INVALID }),
    ),
    // The SMTP fields matter only with method own_smtp (then a server is required, below).
    smtp_host: z._default(
      z.string({ error: SMTP_HOST_INVALID }).check(
        ...typedText('SMTP server'),
        z.toLowerCase(),
        z.maxLength(SENDING_LIMITS.host, { error: SMTP_HOST_INVALID, abort: true }),
        z.refine((host) => host === '' || z.regexes.domain.test(host), { error: SMTP_HOST_INVALID, abort: true }),
        z.refine((host) => !LOCAL_NAME.test(host), SMTP_HOST_LOCAL),
      ),
      '',
    ),
    smtp_port: z._default(
      z
        .pipe(z.coerce.number({ error: SMTP_PORT_INVALID }), z.int({ error: SMTP_PORT_INVALID }))
        .check(z.refine((port) => (SMTP_PORTS as readonly number[]).includes(port), SMTP_PORT_INVALID)),
      587,
    ),
    smtp_user: z._default(
      z
        .string({ error: 'SMTP user must be text.' })
        .check(...typedText('SMTP user'), z.maxLength(SENDING_LIMITS.user, tooLong('SMTP user', SENDING_LIMITS.user))),
      '',
    ),
    max_per_second: z._default(
      z
        .pipe(z.coerce.number({ error: MAX_PER_SECOND_INVALID }), z.int({ error: MAX_PER_SECOND_INVALID }))
        .check(z.gte(1, { error: MAX_PER_SECOND_INVALID }), z.lte(SENDING_PACE.perSecondMax, { error: MAX_PER_SECOND_INVALID })),
      SENDING_PACE.perSecondDefault,
    ),
    /** Empty (or null) when the provider has no daily limit. */
    max_per_day: z._default(
      z.union(
        [
          z.pipe(
            z.union([z.literal(''), z.null()]),
            z.transform(() => null),
          ),
          z
            .pipe(z.coerce.number({ error: MAX_PER_DAY_INVALID }), z.int({ error: MAX_PER_DAY_INVALID }))
            .check(z.gte(1, { error: MAX_PER_DAY_INVALID }), z.lte(SENDING_PACE.perDayMax, { error: MAX_PER_DAY_INVALID })),
        ],
        { error: MAX_PER_DAY_INVALID },
      ),
      null,
    ),
    /** Left out (or empty) to keep the saved password. */
    smtp_password: z.optional(
      z
        .string({ error: 'SMTP password must be text.' })
        .check(
          ...typedText('SMTP password', { trim: false }),
          z.maxLength(SENDING_LIMITS.password, tooLong('SMTP password', SENDING_LIMITS.password)),
        ),
    ),
  })
  .check(
    z.refine((settings) => settings.method !== 'own_smtp' || settings.smtp_host !== '', {
      error: SMTP_HOST_REQUIRED,
      path: ['smtp_host'],
    }),
  );

export type SendingSettingsInput = z.input<typeof sendingSettingsSchema>;

/** What leaves the server: everything but the password, and whether one is saved. */
export interface SendingSettings {
  method: SendingMethod;
  from_name: string;
  from_address: string;
  smtp_host: string;
  smtp_port: number;
  smtp_user: string;
  max_per_second: number;
  max_per_day: number | null;
  password_set: boolean;
  /** The last test email through the firm's own SMTP settings as they are now; null until one is sent. */
  smtp_test: { ok: boolean; at: string; error: string | null } | null;
  updated_at: string;
}

/** What POST /api/sending-settings/test answers: where the test email went. */
export interface TestEmailSent {
  sent_to: string;
}

export const SENDING_SETTINGS_MISSING =
  'Sending is not set up yet: choose how your emails are sent and who they come from in Settings, Sending.';

/** Where the screens link for a sending problem: the Settings sections. */
export const SENDING_SETTINGS_PATH = '/settings#sending';
export const SENDING_DOMAIN_SETTINGS_PATH = '/settings#sending-domain';

/**
 * Whether the firm can send now and, when not, what to do and where (GET /api/sending-readiness;
 * the refusals of enrolling, approving and scheduling say the same words).
 */
export type SendingReadiness =
  | { ready: true; method: SendingMethod }
  | {
      ready: false;
      method: SendingMethod | null;
      problem: string;
      settings_path: typeof SENDING_SETTINGS_PATH | typeof SENDING_DOMAIN_SETTINGS_PATH;
    };

/**
 * Where a firm's mail stands, from the messages themselves (GET /api/sending-progress). queued:
 * scheduled or being sent (due now or later); throttled: held for the firm's daily limit;
 * retrying: waiting after a failure. Sent, failed and skipped count the current UTC day, the day
 * the daily limit counts.
 */
export interface SendingProgress {
  queued: number;
  sent: number;
  throttled: number;
  retrying: number;
  failed: number;
  skipped: number;
  max_per_second: number;
  max_per_day: number | null;
  /** The UTC day the counts are for (YYYY-MM-DD). */
  day: string;
}
