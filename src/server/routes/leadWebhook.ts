import { updateLeadMappingSchema } from '#shared/schemas/leadWebhook';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, pathParam, readJson, readNoBody } from '#server/http';
import {
  createOrRotateLeadEndpoint,
  getLeadEndpoint,
  getLeadMapping,
  receiveLead,
  revokePreviousSecret,
  updateLeadMapping,
} from '#server/leadWebhook';

const origin = (req: Request) => new URL(req.url).origin;

/**
 * GET, POST /api/leads/webhook-endpoint: the firm's endpoint (signed in). GET answers the address
 * and when the previous secret stops; POST creates it or rotates its secret. DELETE
 * /api/leads/webhook-endpoint/previous-secret stops the previous secret now. GET, PUT
 * /api/leads/webhook-endpoint/mapping: where each contact field is read from in a lead's payload.
 */
export const leadEndpointRoute = handler(async (req) => {
  const user = await requireUser(req);
  if (req.method !== 'GET') await requireConfirmedEmail(user);
  const { pathname } = new URL(req.url);
  if (pathname.endsWith('/previous-secret')) {
    if (req.method !== 'DELETE') throw methodNotAllowed(['DELETE']);
    await revokePreviousSecret(user.tenantId);
    return new Response(null, { status: 204 });
  }
  if (pathname.endsWith('/mapping')) {
    if (req.method === 'GET') return json(await getLeadMapping(user.tenantId));
    if (req.method === 'PUT') {
      const { mapping } = await readJson(req, updateLeadMappingSchema);
      return json(await updateLeadMapping(user.tenantId, mapping));
    }
    throw methodNotAllowed(['GET', 'PUT']);
  }
  if (req.method === 'GET') return json(await getLeadEndpoint(user.tenantId, origin(req)));
  if (req.method === 'POST') {
    await readNoBody(req);
    return json(await createOrRotateLeadEndpoint(user.tenantId, origin(req)), 201);
  }
  throw methodNotAllowed(['GET', 'POST']);
});

/** POST /api/leads/webhook/:endpointId: public, signed lead intake. */
export const leadIntakeRoute = handler(async (req, context) => {
  const endpointId = pathParam(context, 'endpointId', 'That webhook address');
  if (endpointId === null) throw notFound('That webhook address');
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const answer = await receiveLead(endpointId, req, context.ip);
  return json(answer.body, answer.status);
});
