import { isProfileFinding } from './profileRules';
import type { Finding } from './types';

const numbered = (indexes: number[]) =>
  indexes.length === 1
    ? `${indexes[0]! + 1}`
    : `${indexes
        .slice(0, -1)
        .map((i) => i + 1)
        .join(', ')} and ${indexes.at(-1)! + 1}`;

/** What to do about blocking findings: change marked words, or add what is missing (nothing to mark). */
const nextStep = (blocking: readonly Finding[]) =>
  blocking.every((f) => f.end > f.start)
    ? 'Change the marked words and save again.'
    : blocking.every((f) => f.end === f.start)
      ? 'Add what the finding says is missing and save again.'
      : 'Change the marked words, add what is missing, and save again.';

/**
 * Why a sequence's emails cannot be saved, in words that say what to do: the server's 422 and
 * the editor (which refuses before sending) say the same. "Marked words" only when the
 * findings mark some: a missing label has no words to mark.
 */
export function refusalMessage(findings: readonly (readonly Finding[])[]): string {
  const blocking = findings.map((list) => list.filter((finding) => finding.severity === 'block'));
  const blocked = blocking.flatMap((list, index) => (list.length > 0 ? [index] : []));
  if (blocking.flat().every(isProfileFinding)) {
    return 'Complete the firm profile in Settings before saving: every email ends with the firm’s name and postal address, and your firm’s profile does not have them yet.';
  }
  const ownBlocking = blocking.flat().filter((finding) => !isProfileFinding(finding));
  if (blocked.length === 1) {
    const first = blocking[blocked[0]!]!.find((finding) => !isProfileFinding(finding)) ?? blocking[blocked[0]!]![0]!;
    return `Email ${blocked[0]! + 1} cannot be saved as it is: ${first.message} ${nextStep(ownBlocking)}`;
  }
  return `Emails ${numbered(blocked)} cannot be saved as they are: each breaks a rule shown in its findings. ${nextStep(ownBlocking)}`;
}
