import { z } from 'zod';
import { isValidDocumentId } from './safeText';

export const API_KEY_MISSING = 'Missing information: Please provide both an API name and a key.';
export const API_NAME_MAX = 40;
export const API_KEY_MAX = 500;
export const duplicateApiKeyMessage = (name: string) => `An API key for '${name}' already exists.`;

/** Names are trimmed and lowercased everywhere ("OpenAI " and "openai" are the same name). */
export const normalizeApiName = (name: string) => name.trim().toLowerCase();

export const apiNameSchema = z
  .string({ error: API_KEY_MISSING })
  .transform(normalizeApiName)
  .pipe(
    z
      .string()
      .min(1, API_KEY_MISSING)
      .max(API_NAME_MAX, `API names must be ${API_NAME_MAX} characters or fewer.`)
      .regex(/^[a-z0-9_-]+$/, 'API names may only use letters, digits, - and _.')
      // The name is the document id: Firestore reserves names such as __x__.
      .refine(isValidDocumentId, 'API names cannot both start and end with two underscores.'),
  );

const apiKeyValue = z
  .string({ error: API_KEY_MISSING })
  .trim()
  .min(1, API_KEY_MISSING)
  .max(API_KEY_MAX, `API keys must be ${API_KEY_MAX} characters or fewer.`)
  .regex(/^\S+$/, 'API keys cannot contain spaces.');

export const createApiKeySchema = z.object({ api_name: apiNameSchema, api_key: apiKeyValue });
export const updateApiKeySchema = z.object({ api_key: apiKeyValue });

/** What leaves the server: never the key, only its last four characters (none for a short key). */
export interface ApiKeySummary {
  api_name: string;
  key_last4: string;
  created_at: string;
  updated_at: string;
}

export const maskKey = (last4: string) => `••••${last4}`;

/** Keys shorter than this show no characters at all: four of them would give away too much. */
export const LAST4_MIN_KEY_LENGTH = 12;

/** The characters a key's summary may show: its last four, or none for a short key. */
export const lastFourOf = (apiKey: string) => (apiKey.length >= LAST4_MIN_KEY_LENGTH ? apiKey.slice(-4) : '');
