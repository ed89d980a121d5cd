import { signUpDetailsSchema } from '#shared/schemas/profile';
import { verifyRequestUser } from '#server/auth';
import { handler, json, methodNotAllowed, parseWith } from '#server/http';
import { getOrCreateProfile } from '#server/profile';

/**
 * GET /api/me: the signed-in user's profile. Right after sign-up the client
 * passes `full_name` and `firm_name` as query parameters; they are used only if
 * the profile does not exist yet.
 */
export const meRoute = handler(async (req) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const user = await verifyRequestUser(req);
  const query = new URL(req.url).searchParams;
  const details = query.has('full_name') || query.has('firm_name')
    ? parseWith(signUpDetailsSchema, { full_name: query.get('full_name'), firm_name: query.get('firm_name') })
    : {};
  return json(await getOrCreateProfile(user, details));
});
