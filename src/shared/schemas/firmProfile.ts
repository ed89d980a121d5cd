import * as z from 'zod/mini';
import { isPostalAddress } from '../postalAddress';
import { isWebAddress } from '../webAddress';
import { isStateCode, type StateCode, US_STATES } from '../usStates';
import { typedText } from './typedText';

/**
 * Who is speaking in every email: the firm, the lawyer responsible for its content, where it
 * receives mail and the states whose bars license its lawyers. The compliance rules and the
 * footer every email ends with are built from it. Shared by the Settings form and
 * GET/PUT /api/firm-profile, so both show the same messages.
 */

export const FIRM_PROFILE_LIMITS = {
  firmName: 160,
  responsibleAttorney: 120,
  address: 500,
  phone: 40,
  phoneDigits: 10,
  website: 500,
  licensedStates: US_STATES.length,
} as const;

export const FIRM_NAME_REQUIRED = 'Firm name is required.';
export const RESPONSIBLE_ATTORNEY_REQUIRED =
  'Responsible attorney is required: name the lawyer who answers for the content of the firm’s emails.';
export const ADDRESS_REQUIRED = 'Postal address is required: the law requires it at the end of every marketing email.';
export const ADDRESS_NEEDS_ZIP = 'Postal address must include a five-digit ZIP code (for example 33131).';
export const PHONE_REQUIRED = 'Phone number is required.';
export const PHONE_INVALID = `Phone number must include the area code (at least ${FIRM_PROFILE_LIMITS.phoneDigits} digits).`;
export const WEBSITE_INVALID = 'Website must be a full web address starting with https:// or http:// (for example https://yourfirm.com).';
export const LICENSED_STATES_REQUIRED = 'Licensed states: choose at least one state where the firm’s lawyers are licensed.';

export function licensedStateInvalid(value: string): string {
  return `Licensed states: “${value}” is not a US state. Use two-letter codes such as FL or NY.`;
}

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

const requiredText = (what: string, max: number, missing: string) =>
  z
    .string({ error: missing })
    .check(...typedText(what), z.minLength(1, { error: missing, abort: true }), z.maxLength(max, tooLong(what, max)));

/** Unix line breaks, no trailing spaces, no blank lines: the address prints as typed, line by line. */
function tidyAddress(value: string): string {
  return value
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

const stateCode = z.pipe(
  z.string({ error: (issue) => licensedStateInvalid(String(issue.input)) }).check(
    z.trim(),
    z.refine((value) => isStateCode(value.toUpperCase()), { error: (issue) => licensedStateInvalid(String(issue.input)) }),
  ),
  z.transform((value) => value.toUpperCase() as StateCode),
);

// zod/mini, like every schema a page loads: see decision record 0010.
export const firmProfileSchema = z.object({
  firmName: requiredText('Firm name', FIRM_PROFILE_LIMITS.firmName, FIRM_NAME_REQUIRED),
  responsibleAttorney: requiredText('Responsible attorney', FIRM_PROFILE_LIMITS.responsibleAttorney, RESPONSIBLE_ATTORNEY_REQUIRED),
  address: z.pipe(
    z.pipe(z.string({ error: ADDRESS_REQUIRED }).check(...typedText('Postal address', { multiline: true })), z.transform(tidyAddress)),
    z
      .string()
      .check(
        z.minLength(1, { error: ADDRESS_REQUIRED, abort: true }),
        z.maxLength(FIRM_PROFILE_LIMITS.address, tooLong('Postal address', FIRM_PROFILE_LIMITS.address)),
        z.refine(isPostalAddress, ADDRESS_NEEDS_ZIP),
      ),
  ),
  phone: requiredText('Phone number', FIRM_PROFILE_LIMITS.phone, PHONE_REQUIRED).check(
    z.refine((value) => (value.match(/\d/g)?.length ?? 0) >= FIRM_PROFILE_LIMITS.phoneDigits, PHONE_INVALID),
  ),
  // Optional: an empty field means "no website", not an error.
  website: z.pipe(
    z.optional(
      z.pipe(
        z
          .string({ error: WEBSITE_INVALID })
          .check(...typedText('Website'), z.maxLength(FIRM_PROFILE_LIMITS.website, tooLong('Website', FIRM_PROFILE_LIMITS.website))),
        z.string().check(z.refine((value) => value === '' || isWebAddress(value), WEBSITE_INVALID)),
      ),
    ),
    z.transform((value) => value || undefined),
  ),
  licensedStates: z.pipe(
    z
      .array(stateCode, { error: LICENSED_STATES_REQUIRED })
      .check(
        z.minLength(1, LICENSED_STATES_REQUIRED),
        z.maxLength(
          FIRM_PROFILE_LIMITS.licensedStates,
          `Licensed states: list each state once (${FIRM_PROFILE_LIMITS.licensedStates} at most, the District of Columbia included).`,
        ),
      ),
    // Each state once, in the order given; a repeated state is a slip, not an error.
    z.transform((codes) => [...new Set(codes)]),
  ),
});

export type FirmProfileInput = z.input<typeof firmProfileSchema>;
export type FirmProfile = z.output<typeof firmProfileSchema>;

/** GET /api/firm-profile before the firm has saved one. */
export const FIRM_PROFILE_MISSING =
  'Your firm has no profile yet. Fill it in under Settings, Firm profile: every email ends with the firm’s name, responsible attorney and postal address.';

/**
 * GET /api/firm-profile/suggestion: the fields of the welcome form sent from the signed-in
 * email address, mapped onto the firm profile, for the attorney to review and save. Licensed
 * states are not asked in the welcome form, so the attorney chooses them.
 */
export interface FirmProfileSuggestion {
  profile: Omit<FirmProfileInput, 'licensedStates'>;
  /** When the welcome form was sent, ISO 8601. */
  submitted_at: string;
}

export const NO_WELCOME_FORM = 'No welcome form was sent from the email address you signed in with.';
