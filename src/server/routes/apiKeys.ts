import { apiNameSchema, createApiKeySchema, updateApiKeySchema } from '#shared/schemas/apiKeys';
import { addApiKey, deleteApiKey, listApiKeys, replaceApiKey } from '#server/apiKeys';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { handler, json, methodNotAllowed, notFound, pathParam, readJson } from '#server/http';

/** GET, POST /api/api-keys; PUT, DELETE /api/api-keys/:name */
export const apiKeysRoute = handler(async (req, context) => {
  const rawName = pathParam(context, 'name', 'That API key');
  const user = await requireUser(req);
  if (rawName === null) {
    if (req.method === 'GET') return json(await listApiKeys(user));
    if (req.method === 'POST') {
      await requireConfirmedEmail(user);
      const { api_name, api_key } = await readJson(req, createApiKeySchema);
      return json(await addApiKey(user, api_name, api_key), 201);
    }
    throw methodNotAllowed(['GET', 'POST']);
  }
  const parsedName = apiNameSchema.safeParse(rawName);
  if (!parsedName.success) throw notFound('That API key');
  const name = parsedName.data;
  if (req.method === 'PUT' || req.method === 'DELETE') await requireConfirmedEmail(user);
  if (req.method === 'PUT') {
    const { api_key } = await readJson(req, updateApiKeySchema);
    return json(await replaceApiKey(user, name, api_key));
  }
  if (req.method === 'DELETE') {
    await deleteApiKey(user, name);
    return new Response(null, { status: 204 });
  }
  throw methodNotAllowed(['PUT', 'DELETE']);
});
