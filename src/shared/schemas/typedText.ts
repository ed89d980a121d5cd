import * as z from 'zod/mini';

// Its own module, apart from safeText.ts: every form's schema loads it, so it carries nothing else.

/**
 * Control characters (Unicode's Cc: C0, DEL, C1) are never text a person means to type: a NUL,
 * a bell or a terminal escape pasted into a prompt or a name would be stored and sent on as it
 * is. In a multi-line field a tab and a line break (\n, or \r\n) are text; in any other field
 * they are not either.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;
const CONTROL_CHARACTER_IN_LINES = /(?![\t\n\r])\p{Cc}|\r(?!\n)/u;

/** Nothing but white space and control characters: what a person sees as an empty field. */
export const isBlankText = (value: string) => /^[\s\p{Cc}]*$/u.test(value);

export const controlCharacterMessage = (label: string) => `${label} contains an invisible control character. Delete it and try again.`;
export const oneLineMessage = (label: string) => `${label} must be on one line.`;

/** Whether the value holds a control character the field does not take. */
export const hasControlCharacter = (value: string, { multiline = false } = {}) =>
  (multiline ? CONTROL_CHARACTER_IN_LINES : CONTROL_CHARACTER).test(value);

export interface TextRule {
  /** Tabs and line breaks are part of the text (a textarea). */
  multiline?: boolean;
  /** Trim, and read a value of nothing but white space and control characters as ''. Off where the text is kept as sent (a draft being checked, a password). */
  trim?: boolean;
}

/**
 * The one rule for every text field of every schema, first among its checks: the value is
 * trimmed, and a value of nothing but white space and control characters becomes '', so a
 * required field then answers with its own "required" message and an optional one is empty.
 * Any other control character is refused in words that name the field (`label`, as the form
 * shows it); a tab or line break in a one-line field says the field must be on one line.
 */
export function typedText(label: string, { multiline = false, trim = true }: TextRule = {}): z.core.$ZodCheck<string>[] {
  const refusal = z.refine<string>((value) => !hasControlCharacter(value, { multiline }), {
    error: (issue) => (!multiline && /[\t\n\r]/.test(String(issue.input)) ? oneLineMessage : controlCharacterMessage)(label),
    abort: true,
  });
  return trim ? [z.trim(), z.overwrite((value: string) => (isBlankText(value) ? '' : value)), refusal] : [refusal];
}
