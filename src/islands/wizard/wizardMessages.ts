import { FILE_TOO_LARGE, INVALID_FILE_TYPE, LOGO_MISSING, STEP1_MISSING, STEP2_MISSING } from '#shared/schemas/onboarding';

/** The spec writes these as "Title: description"; they show as a toast with that title. */
const TITLED_MESSAGES: readonly string[] = [STEP1_MISSING, STEP2_MISSING, LOGO_MISSING, FILE_TOO_LARGE, INVALID_FILE_TYPE];

export const CHECK_STEP_TITLE = 'Please check this step';

/** Splits a validation message into a toast's title and description. */
export function toastParts(message: string): { title: string; description: string } {
  const colon = message.indexOf(': ');
  if (TITLED_MESSAGES.includes(message) && colon > 0) {
    return { title: message.slice(0, colon), description: message.slice(colon + 2) };
  }
  // Format problems (a bad ZIP code, a bad web address) are whole sentences.
  return { title: CHECK_STEP_TITLE, description: message };
}
