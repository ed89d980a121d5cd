import { checkEmail, hasBlockingFinding } from '#shared/compliance/index';
import { refusalMessage } from '#shared/compliance/refusal';
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
