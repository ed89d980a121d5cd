import { handler, json, methodNotAllowed } from '#server/http';
import { parseSubmission, storeSubmission } from '#server/onboarding';

/** POST /api/onboarding: the welcome wizard's submission (public: new subscribers have no account yet). */
export const onboardingRoute = handler(async (req, context) => {
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const { id, created } = await storeSubmission(await parseSubmission(req), context.ip);
  return json({ id }, created ? 201 : 200);
});
