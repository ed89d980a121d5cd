import { FIRM_PROFILE_MISSING, firmProfileSchema, NO_WELCOME_FORM } from '#shared/schemas/firmProfile';
import { signUpDetailsSchema } from '#shared/schemas/profile';
import { requireConfirmedUser, requireUser, STAFF_USE_THE_DESK, verifyRequestUser } from '../auth';
import { sendSubmissionEmails } from '../backoffice/submissionEmails';
import { Forbidden, NotFound } from '../errors';
import { handler, methods, readJson, Reply } from '../http';
import { createProfile, readProfile } from './accounts';
import { readFirmProfile, saveFirmProfile, welcomeFormSuggestion } from './firmProfile';
import { parseSubmission, storeSubmission } from './onboarding';

export const PROFILE_MISSING =
  'Your account has no firm profile yet. Finish creating your account, or contact support if this keeps happening.';

/**
 * GET /api/me: the signed-in user's profile, read only; 404 until it exists.
 * POST /api/me {full_name, firm_name}: right after sign-up, creates the firm
 * (tenant) and the profile: 201, or 200 with the profile that already exists.
 */
export const meRoute = handler(
  methods('me', {
    GET: async (req) => {
      const user = await verifyRequestUser(req);
      // Staff have no firm: their own account, as the desk's session reads it.
      if (user.staff)
        return {
          id: user.uid,
          tenant_id: null,
          full_name: user.name ?? user.email,
          email: user.email,
          firm_name: null,
          staff: true as const,
        };
      const profile = await readProfile(user.uid);
      if (!profile) throw new NotFound(PROFILE_MISSING);
      return profile;
    },
    POST: async (req) => {
      const user = await verifyRequestUser(req);
      if (user.staff) throw new Forbidden(STAFF_USE_THE_DESK);
      const { profile, created } = await createProfile(user, await readJson(req, signUpDetailsSchema));
      return new Reply(profile, created ? 201 : 200);
    },
  }),
);

/** GET /api/firm-profile: the firm's profile, 404 until saved. PUT: replaces it (every field, validated). */
export const firmProfileRoute = handler(
  methods('firm-profile', {
    GET: async (req) => {
      const profile = await readFirmProfile((await requireUser(req)).tenantId);
      if (!profile) throw new NotFound(FIRM_PROFILE_MISSING);
      return profile;
    },
    PUT: async (req) => {
      const user = await requireUser(req);
      return saveFirmProfile(user, await readJson(req, firmProfileSchema));
    },
  }),
);

/** GET /api/firm-profile/suggestion: the welcome form sent from the signed-in address, as a profile to review; 404 when none. */
export const firmProfileSuggestionRoute = handler(
  methods('firm-profile/suggestion', {
    GET: async (req) => {
      // The form names the firm, its address and phone: only for whoever proved they own the address it came from.
      const suggestion = await welcomeFormSuggestion(await requireConfirmedUser(req));
      if (!suggestion) throw new NotFound(NO_WELCOME_FORM);
      return suggestion;
    },
  }),
);

/** POST /api/onboarding: the welcome wizard's submission (public: new subscribers have no account yet). */
export const onboardingRoute = handler(
  methods('onboarding', {
    POST: async (req, context) => {
      const submission = await parseSubmission(req);
      const { id, created } = await storeSubmission(submission, context.ip);
      // Stored first: the firm's form is safe whatever the mail server does; a retry sends what did not go out.
      await sendSubmissionEmails(id, submission.fields);
      return new Reply({ id }, created ? 201 : 200);
    },
  }),
);
