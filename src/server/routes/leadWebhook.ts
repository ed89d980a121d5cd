import { updateLeadEndpointSchema } from '#shared/schemas/leadWebhook';
import { requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, pathParam, readJson } from '#server/http';
import { createOrRotateLeadEndpoint, getLeadEndpoint, receiveLead, updateLeadMapping } from '#server/leadWebhook';

const origin = (req: Request) => new URL(req.url).origin;

/** GET, POST, PUT /api/leads/webhook-endpoint: the firm's endpoint (signed in). POST creates it or rotates its secret. */
export const leadEndpointRoute = handler(async (req) => {
  const user = await requireUser(req);
  if (req.method === 'GET') return json(await getLeadEndpoint(user.tenantId, origin(req)));
  if (req.method === 'POST') return json(await createOrRotateLeadEndpoint(user.tenantId, origin(req)), 201);
  if (req.method === 'PUT') {
    const { mapping } = await readJson(req, updateLeadEndpointSchema);
    return json(await updateLeadMapping(user.tenantId, origin(req), mapping));
  }
  throw methodNotAllowed(['GET', 'POST', 'PUT']);
});

/** POST /api/leads/webhook/:endpointId: public, signed lead intake. */
export const leadIntakeRoute = handler(async (req, context) => {
  const endpointId = pathParam(context, 'endpointId', 'That webhook address');
  if (endpointId === null) throw notFound('That webhook address');
  if (req.method !== 'POST') throw methodNotAllowed(['POST']);
  const answer = await receiveLead(endpointId, req);
  return json(answer.body, answer.status);
});
