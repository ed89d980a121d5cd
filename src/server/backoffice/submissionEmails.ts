import { createElement } from 'react';
import { FOLLOW_UP_PROMISE, PRODUCT_NAME } from '#shared/site';
import { PlatformMessage } from '../email/PlatformMessage';
import { serverEnv } from '../env';
import { firestore, writeTime } from '../firebase';
import * as store from '../store/collections';
import type { OnboardingSubmissionDoc } from '../store/documents';
import { sendPlatformEmail } from '../sending/platform';

/** The desk's address of one submission. */
export const deskLink = (submissionId: string) => `${serverEnv().siteUrl}/desk?submission=${encodeURIComponent(submissionId)}`;

export const CONFIRMATION_SUBJECT = `We have your newsletter setup: ${PRODUCT_NAME}`;
export const opsSubject = (firmName: string) => `New setup form: ${firmName}`;

interface SubmissionFacts {
  firmName: string;
  primaryContactName: string;
  email: string;
  phoneNumber: string;
  targetCity?: string;
  newsletterSendDay?: string;
}

/**
 * The two emails a welcome-form submission sends: a notice to our operations inbox with a link
 * to the desk, and a confirmation to the attorney repeating the thank-you page's promise. Each is
 * stamped on the submission once sent, so a retry of the same submission (its idempotency key)
 * sends only what did not go out. A failure is logged and leaves the stamp unset: the desk shows it.
 */
export async function sendSubmissionEmails(submissionId: string, facts: SubmissionFacts): Promise<void> {
  const db = await firestore();
  const ref = store.onboardingSubmissions(db).doc(submissionId);
  const sent: Partial<OnboardingSubmissionDoc> = (await ref.get()).data() ?? {};
  const jobs: Promise<void>[] = [];
  if (!sent.ops_notified_at) {
    jobs.push(
      sendPlatformEmail({
        to: serverEnv().OPS_EMAIL,
        replyTo: facts.email || undefined,
        subject: opsSubject(facts.firmName),
        body: createElement(PlatformMessage, {
          preview: `${facts.firmName} sent its setup form. The proof is due within 24 hours.`,
          heading: `${facts.firmName} sent its setup form`,
          paragraphs: [
            'The first proof is due within 24 hours, the first issue within 10 business days. Open the submission on the desk to create the workspace.',
          ],
          details: [
            ['Contact', facts.primaryContactName],
            ['Email', facts.email || 'not given'],
            ['Phone', facts.phoneNumber],
            ...(facts.targetCity ? ([['City', facts.targetCity]] as const) : []),
            ...(facts.newsletterSendDay ? ([['Send day', facts.newsletterSendDay]] as const) : []),
          ],
          action: { label: 'Open on the desk', url: deskLink(submissionId) },
        }),
      }).then(async () => void (await ref.update({ ops_notified_at: await writeTime() }))),
    );
  }
  if (!sent.confirmation_sent_at && facts.email) {
    jobs.push(
      sendPlatformEmail({
        to: facts.email,
        subject: CONFIRMATION_SUBJECT,
        body: createElement(PlatformMessage, {
          preview: FOLLOW_UP_PROMISE,
          heading: `Thank you, ${facts.primaryContactName}: we have everything we need`,
          paragraphs: [
            `We received the setup form for ${facts.firmName}.`,
            FOLLOW_UP_PROMISE,
            'Your account manager prepares your first newsletter and sends you a proof to approve. Nothing is sent to your readers until you approve it.',
          ],
        }),
      }).then(async () => void (await ref.update({ confirmation_sent_at: await writeTime() }))),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const result of results) {
    if (result.status === 'rejected') console.error(`Submission ${submissionId}: an email was not sent:`, result.reason);
  }
}
