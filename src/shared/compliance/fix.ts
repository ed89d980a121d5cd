import type { EmailDraft, Fix } from './types';

/**
 * The email with one fix applied. Offsets refer to the email the fix was computed for; after
 * applying one fix, check again before applying another.
 */
export function applyFix(email: EmailDraft, fix: Fix): EmailDraft {
  const text = email[fix.field];
  const [start, end] = fix.kind === 'insert' ? [fix.at, fix.at] : [fix.start, fix.end];
  if (start < 0 || end < start || end > text.length) throw new RangeError('The fix no longer fits this email; check it again.');
  return { ...email, [fix.field]: text.slice(0, start) + fix.text + text.slice(end) };
}
