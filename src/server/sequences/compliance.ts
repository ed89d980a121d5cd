import { checkEmail, hasBlockingFinding } from '#shared/compliance/index';
import { isProfileFinding } from '#shared/compliance/profileRules';
import type { Audience, EmailDraft, FirmForCheck } from '#shared/compliance/types';
import type { FindingsPerEmail, SequenceRefusal } from '#shared/schemas/sequences';
import { Refused } from '../errors';

/**
 * The findings of each email of a sequence. A sequence has no incident date or recipient:
 * those belong to the message sent to one person, and are checked again then. Each email
 * counts as a first message, since a sequence email opens no conversation.
 */
export function checkSequenceEmails(emails: readonly EmailDraft[], audience: Audience, firm: FirmForCheck): FindingsPerEmail {
  return emails.map((email) => checkEmail({ subject: email.subject, body: email.body }, { audience }, firm));
}

const numbered = (indexes: number[]) =>
  indexes.length === 1
    ? `${indexes[0]! + 1}`
    : `${indexes
        .slice(0, -1)
        .map((i) => i + 1)
        .join(', ')} and ${indexes.at(-1)! + 1}`;

/** Why the emails cannot be saved, in words that say what to do. */
export function refusalMessage(findings: FindingsPerEmail): string {
  const blocking = findings.map((list) => list.filter((finding) => finding.severity === 'block'));
  const blocked = blocking.flatMap((list, index) => (list.length > 0 ? [index] : []));
  if (blocking.flat().every(isProfileFinding)) {
    return 'Complete the firm profile in Settings before saving: every email ends with the firm’s name and postal address, and your firm’s profile does not have them yet.';
  }
  if (blocked.length === 1) {
    const first = blocking[blocked[0]!]!.find((finding) => !isProfileFinding(finding)) ?? blocking[blocked[0]!]![0]!;
    return `Email ${blocked[0]! + 1} cannot be saved as it is: ${first.message} Change the marked words and save again.`;
  }
  return `Emails ${numbered(blocked)} cannot be saved as they are: each breaks a rule marked in the editor. Change the marked words and save again.`;
}

/** An email has a `block` finding: refused with every finding of every email, for the editor to mark (SequenceRefusal). */
export class ComplianceRefusal extends Refused {
  constructor(readonly findings: FindingsPerEmail) {
    super(refusalMessage(findings), { findings } satisfies Omit<SequenceRefusal, 'error'>);
  }
}

/** The findings of each email, or a ComplianceRefusal when any of them blocks. */
export function checkBeforeSaving(emails: readonly EmailDraft[], audience: Audience, firm: FirmForCheck): FindingsPerEmail {
  const findings = checkSequenceEmails(emails, audience, firm);
  if (findings.some(hasBlockingFinding)) throw new ComplianceRefusal(findings);
  return findings;
}
