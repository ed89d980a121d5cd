import { signUpDetailsSchema } from '#shared/schemas/profile';
import { STAFF_USE_THE_DESK, verifyRequestUser } from '#server/auth';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';
import { createProfile, readProfile } from '#server/profile';

export const PROFILE_MISSING =
  'Your account has no firm profile yet. Finish creating your account, or contact support if this keeps happening.';

/**
 * GET /api/me: the signed-in user's profile, read only; 404 until it exists.
 * POST /api/me {full_name, firm_name}: right after sign-up, creates the firm
 * (tenant) and the profile: 201, or 200 with the profile that already exists.
 */
export const meRoute = handler(async (req) => {
  if (req.method !== 'GET' && req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
  const user = await verifyRequestUser(req);
  if (user.staff) {
    if (req.method === 'POST') throw new HttpError(403, STAFF_USE_THE_DESK);
    // Staff have no firm: their own account, as the desk's session reads it.
    return json({ id: user.uid, tenant_id: null, full_name: user.name ?? user.email, email: user.email, firm_name: null, staff: true });
  }
  if (req.method === 'GET') {
    const profile = await readProfile(user.uid);
    if (!profile) throw new HttpError(404, PROFILE_MISSING);
    return json(profile);
  }
  const { profile, created } = await createProfile(user, await readJson(req, signUpDetailsSchema));
  return json(profile, created ? 201 : 200);
});
