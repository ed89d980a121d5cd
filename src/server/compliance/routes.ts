import { checkEmail, learnedSuggestions } from '#shared/compliance/index';
import type { Finding } from '#shared/compliance/types';
import { complianceCheckRequestSchema } from '#shared/schemas/complianceCheck';
import { requireUser } from '../auth';
import { firmForCheck } from '../firm/firmProfile';
import { handler, methods, readJson } from '../http';
import { secondOpinion } from './secondOpinion';

const FIELD_ORDER = { subject: 0, body: 1 } as const;
const readingOrder = (a: Finding, b: Finding) => FIELD_ORDER[a.field] - FIELD_ORDER[b.field] || a.start - b.start;

/**
 * POST /api/compliance/check {subject, body, audience, recipientState?, incidentDate?, sendDate?,
 * secondOpinion?} → {findings, secondOpinion?} for the caller's firm. With secondOpinion, an AI
 * model may add findings of kind "review-suggested"; they never block, and when the model is
 * slow or unavailable the answer is the rule checks' alone, with a note.
 */
export const complianceCheckRoute = handler(
  methods('compliance/check', {
    POST: async (req, context) => {
      const user = await requireUser(req);
      const { subject, body, secondOpinion: wantsSecondOpinion, ...check } = await readJson(req, complianceCheckRequestSchema);
      const firm = await firmForCheck(user.tenantId);
      const findings = checkEmail({ subject, body }, check, firm);
      if (!wantsSecondOpinion) return { findings };
      // The editor shows the claim model's suggestions beside the findings; the AI repeats neither.
      const shown = [...findings, ...learnedSuggestions({ subject, body }, check, firm, findings)];
      const opinion = await secondOpinion(user, { subject, body }, check, firm, shown, context.ip);
      return {
        findings: [...findings, ...opinion.suggestions].sort(readingOrder),
        secondOpinion: { status: opinion.status, ...(opinion.note ? { note: opinion.note } : {}) },
      };
    },
  }),
);
