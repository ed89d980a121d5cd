import { FIRM_PROFILE_MISSING, firmProfileSchema, NO_WELCOME_FORM } from '#shared/schemas/firmProfile';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { readFirmProfile, saveFirmProfile, welcomeFormSuggestion } from '#server/firmProfile';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';

/** GET /api/firm-profile: the firm's profile, 404 until saved. PUT: replaces it (every field, validated). */
export const firmProfileRoute = handler(async (req) => {
  if (req.method !== 'GET' && req.method !== 'PUT') throw methodNotAllowed(['GET', 'PUT']);
  const user = await requireUser(req);
  if (req.method === 'GET') {
    const profile = await readFirmProfile(user.tenantId);
    if (!profile) throw new HttpError(404, FIRM_PROFILE_MISSING);
    return json(profile);
  }
  return json(await saveFirmProfile(user, await readJson(req, firmProfileSchema)));
});

/** GET /api/firm-profile/suggestion: the welcome form sent from the signed-in address, as a profile to review; 404 when none. */
export const firmProfileSuggestionRoute = handler(async (req) => {
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  const user = await requireUser(req);
  // The form names the firm, its address and phone: only for whoever proved they own the address it came from.
  await requireConfirmedEmail(user);
  const suggestion = await welcomeFormSuggestion(user);
  if (!suggestion) throw new HttpError(404, NO_WELCOME_FORM);
  return json(suggestion);
});
