import { hasBlockingFinding } from '#shared/compliance/check';
import { type EmailDraft, type GeneratedSequence, type FindingsPerEmail, timingWords } from '#shared/schemas/sequences';
import { isProfileFinding } from '#shared/compliance/profileRules';
import { DomainError } from '../errors';
import { checkSequenceEmails } from './compliance';
import { generateEmailSequence, type GenerationOptions } from './emailSequence';

/** Findings the model can cure by rewriting (a missing postal address is the profile's, not the email's). */
const writerFindings = (findings: FindingsPerEmail) => findings.map((list) => list.filter((finding) => !isProfileFinding(finding)));

/** What to tell the model about its emails, email by email, words first. */
export function correctionRequest(emails: readonly EmailDraft[], findings: FindingsPerEmail): string {
  const lines = writerFindings(findings).flatMap((list, index) =>
    list.map((finding) => {
      const email = emails[index]!;
      const words = email[finding.field].slice(finding.start, finding.end).trim();
      const where = `Email ${index + 1} (${timingWords(email.after_days, index === 0).toLowerCase()}), ${finding.field}${words ? `, “${words}”` : ''}`;
      return `- ${where} [${finding.severity === 'block' ? 'must fix' : 'fix if you can'}]: ${finding.message}`;
    }),
  );
  return [
    'The compliance check found problems in these emails; the ones marked "must fix" stop them from being saved.',
    'Write the whole sequence again in the same format, fixing every problem below and keeping everything else as it is.',
    ...lines,
  ].join('\n');
}

/**
 * Generates a sequence and checks every email. When one has a `block` finding the model can
 * cure, the model is asked once more with the findings; the second answer comes back with its
 * findings even if some still block, so the attorney sees and fixes them in the editor (saving
 * checks again). If asking again fails, the first answer comes back the same way.
 */
export async function generateCompliantSequence(options: GenerationOptions): Promise<GeneratedSequence> {
  const check = (emails: EmailDraft[]) => checkSequenceEmails(emails, options.audience, options.firm);
  const first = await generateEmailSequence(options);
  const firstFindings = check(first.emails);
  if (!writerFindings(firstFindings).some(hasBlockingFinding)) return { emails: first.emails, findings: firstFindings };
  try {
    const second = await generateEmailSequence(options, {
      previousReply: first.reply,
      feedback: correctionRequest(first.emails, firstFindings),
    });
    return { emails: second.emails, findings: check(second.emails) };
  } catch (error) {
    if (error instanceof DomainError) return { emails: first.emails, findings: firstFindings };
    throw error;
  }
}
