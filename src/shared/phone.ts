import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The phone region assumed when a number has no country code. */
export const DEFAULT_PHONE_REGION = 'US';

/** A phone number in E.164 (+15551234567), or null when it is not a valid number. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_REGION);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/**
 * A stored number as people write it: US numbers in national format ((404) 555-0117), others in
 * international format (+44 20 7946 0958). Anything it cannot read is shown as it is.
 */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION);
  if (!parsed) return value;
  return parsed.country === DEFAULT_PHONE_REGION ? parsed.formatNational() : parsed.formatInternational();
}
