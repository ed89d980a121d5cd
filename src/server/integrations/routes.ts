import { apiNameSchema, createApiKeySchema, updateApiKeySchema } from '#shared/schemas/apiKeys';
import { requireConfirmedUser, requireUser } from '../auth';
import { NotFound } from '../errors';
import { created, handler, methods, pathParam, readJson } from '../http';
import { addApiKey, deleteApiKey, listApiKeys, replaceApiKey } from './apiKeys';

const API_KEY = 'That API key';

const keyList = methods('api-keys', {
  GET: async (req) => listApiKeys(await requireUser(req)),
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    const { api_name, api_key } = await readJson(req, createApiKeySchema);
    return created(await addApiKey(user, api_name, api_key));
  },
});

/** The key's name as stored; a name that could not be a key's names nothing. */
function keyName(raw: string): string {
  const name = apiNameSchema.safeParse(raw);
  if (!name.success) throw NotFound.of(API_KEY);
  return name.data;
}

const oneKey = (rawName: string) =>
  methods('api-keys/:name', {
    PUT: async (req) => {
      const user = await requireConfirmedUser(req);
      const name = keyName(rawName);
      const { api_key } = await readJson(req, updateApiKeySchema);
      return replaceApiKey(user, name, api_key);
    },
    DELETE: async (req) => {
      const user = await requireConfirmedUser(req);
      return deleteApiKey(user, keyName(rawName));
    },
  });

/** GET, POST /api/api-keys; PUT, DELETE /api/api-keys/:name */
export const apiKeysRoute = handler((req, context) => {
  const name = pathParam(context, 'name', API_KEY);
  return name === null ? keyList(req, context) : oneKey(name)(req, context);
});
