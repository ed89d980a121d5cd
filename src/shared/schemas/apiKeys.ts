import { z } from 'zod';
import { API_KEY_MAX, API_KEY_MISSING, API_NAME_MAX, normalizeApiName } from '../apiKeys';

export const apiNameSchema = z
  .string({ error: API_KEY_MISSING })
  .transform(normalizeApiName)
  .pipe(
    z
      .string()
      .min(1, API_KEY_MISSING)
      .max(API_NAME_MAX, `API names must be ${API_NAME_MAX} characters or fewer.`)
      .regex(/^[a-z0-9_-]+$/, 'API names may only use letters, digits, - and _.'),
  );

const apiKeyValue = z
  .string({ error: API_KEY_MISSING })
  .trim()
  .min(1, API_KEY_MISSING)
  .max(API_KEY_MAX, `API keys must be ${API_KEY_MAX} characters or fewer.`)
  .regex(/^\S+$/, 'API keys cannot contain spaces.');

export const createApiKeySchema = z.object({ api_name: apiNameSchema, api_key: apiKeyValue });
export const updateApiKeySchema = z.object({ api_key: apiKeyValue });
