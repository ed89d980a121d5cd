import { approvalSchema } from '#shared/newsletter/campaigns';
import { createSequenceSchema, generateSequenceRequestSchema, updateSequenceSchema } from '#shared/schemas/sequences';
import { aiConfigFor } from '../ai/aiConfig';
import { requireConfirmedUser, requireUser } from '../auth';
import { firmForCheck } from '../firm/firmProfile';
import { created, handler, methods, pathParam, readJson } from '../http';
import { generationPerAddress, generationPerFirm } from '../rateLimit';
import { generateCompliantSequence } from './compliantSequence';
import { approveSequence, createSequence, deleteSequence, getSequence, listSequences, updateSequence } from './sequences';

const sequenceList = methods('sequences', {
  GET: async (req) => listSequences(await requireUser(req)),
  POST: async (req) => {
    const user = await requireUser(req);
    const input = await readJson(req, createSequenceSchema);
    return created(await createSequence(user, input, await firmForCheck(user.tenantId)));
  },
});

const oneSequence = (id: string) =>
  methods('sequences/:id', {
    GET: async (req) => getSequence(await requireUser(req), id),
    PUT: async (req) => {
      const user = await requireUser(req);
      const input = await readJson(req, updateSequenceSchema);
      return updateSequence(user, id, input, await firmForCheck(user.tenantId));
    },
    DELETE: async (req) => deleteSequence(await requireUser(req), id),
  });

/**
 * GET, POST /api/sequences; GET, PUT, DELETE /api/sequences/:id
 * POST and PUT check every email first: 422 {error, findings} when one has a `block` finding.
 */
export const sequencesRoute = handler((req, context) => {
  const id = pathParam(context, 'id', 'That sequence');
  return id === null ? sequenceList(req, context) : oneSequence(id)(req, context);
});

/**
 * POST /api/generate-email-sequence {prompt, audience?} → {emails:[{day, subject, body}], findings}
 * `findings[i]` are the compliance findings of `emails[i]`; a `block` among them means the
 * model could not write that email within the rules even when asked twice.
 */
export const generateEmailSequenceRoute = handler(
  methods('generate-email-sequence', {
    POST: async (req, context) => {
      const user = await requireUser(req);
      const { prompt, audience } = await readJson(req, generateSequenceRequestSchema);
      // The firm's own key from Settings comes first; the platform key is the fallback (see aiConfigFor).
      const ai = await aiConfigFor(user, [generationPerFirm(user.tenantId), generationPerAddress(context.ip)], context.ip);
      return generateCompliantSequence({ brief: prompt, firm: await firmForCheck(user.tenantId), audience, ...ai });
    },
  }),
);

/**
 * POST /api/sequences/:id/approval {content_hash}: someone signed in at the firm approves the
 * emails exactly as they reviewed them; the sequence becomes active and contacts can be enrolled.
 * 409 when the emails changed since (the hash differs), 422 when one no longer passes the check.
 */
export const sequenceApprovalRoute = handler((req, context) => {
  const id = pathParam(context, 'id', 'That sequence')!;
  return methods('sequences/:id/approval', {
    POST: async (approval) => {
      const user = await requireConfirmedUser(approval);
      const { content_hash } = await readJson(approval, approvalSchema);
      return approveSequence(user, id, content_hash, await firmForCheck(user.tenantId));
    },
  })(req, context);
});
