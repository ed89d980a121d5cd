import * as z from 'zod/mini';
import { API_KEY_MAX, API_KEY_MISSING, API_NAME_MAX, normalizeApiName } from '../apiKeys';
import { isValidDocumentId } from './safeText';
import { typedText } from './typedText';

export const apiNameSchema = z.pipe(
  z.pipe(z.string({ error: API_KEY_MISSING }), z.transform(normalizeApiName)),
  z.string().check(
    ...typedText('API name'),
    z.minLength(1, API_KEY_MISSING),
    z.maxLength(API_NAME_MAX, `API names must be ${API_NAME_MAX} characters or fewer.`),
    z.regex(/^[a-z0-9_-]+$/, 'API names may only use letters, digits, - and _.'),
    // The name is the document id: Firestore reserves names such as __x__.
    z.refine(isValidDocumentId, 'API names cannot both start and end with two underscores.'),
  ),
);

const apiKeyValue = z
  .string({ error: API_KEY_MISSING })
  .check(
    ...typedText('API key'),
    z.minLength(1, API_KEY_MISSING),
    z.maxLength(API_KEY_MAX, `API keys must be ${API_KEY_MAX} characters or fewer.`),
    z.regex(/^\S+$/, 'API keys cannot contain spaces.'),
  );

export const createApiKeySchema = z.object({ api_name: apiNameSchema, api_key: apiKeyValue });
export const updateApiKeySchema = z.object({ api_key: apiKeyValue });
