import { updateLeadMappingSchema } from '#shared/schemas/leadWebhook';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, pathParam, readJson, readNoBody } from '#server/http';
import { createOrRotateLeadEndpoint, getLeadEndpoint, getLeadMapping, receiveLead, updateLeadMapping } from '#server/leadWebhook';

const origin = (req: Request) => new URL(req.url).origin;

/**
 * GET, POST /api/leads/webhook-endpoint: the firm's endpoint (signed in). GET answers the address
 * only; POST creates it or rotates its secret. GET, PUT /api/leads/webhook-endpoint/mapping: where
 * each contact field is read from in a lead's payload.
 */
export const leadEndpointRoute = handler(async (req) => {
  const user = await requireUser(req);
  if (new URL(req.url).pathname.endsWith('/mapping')) {
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
  const answer = await receiveLead(endpointId, req);
  return json(answer.body, answer.status);
});
