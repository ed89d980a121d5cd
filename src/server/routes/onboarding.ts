import { handler, json, methodNotAllowed } from '#server/http';
import { sendSubmissionEmails } from '#server/backoffice/submissionEmails';
import { parseSubmission, storeSubmission } from '#server/onboarding';

/** POST /api/onboarding: the welcome wizard's submission (public: new subscribers have no account yet). */
export const onboardingRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const submission = await parseSubmission(req);
  const { id, created } = await storeSubmission(submission, context.ip);
  // Stored first: the firm's form is safe whatever the mail server does; a retry sends what did not go out.
  await sendSubmissionEmails(id, submission.fields);
  return json({ id }, created ? 201 : 200);
});
