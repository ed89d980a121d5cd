/**
 * Integration keys: limits, messages and helpers, without zod, so that a page can
 * show them at start and load the schema (`#shared/schemas/apiKeys`) only to validate.
 */
export const API_KEY_MISSING = 'Missing information: Please provide both an API name and a key.';
export const API_NAME_MAX = 40;
export const API_KEY_MAX = 500;
export const duplicateApiKeyMessage = (name: string) => `An API key for '${name}' already exists.`;

/** Names are trimmed and lowercased everywhere ("OpenAI " and "openai" are the same name). */
export const normalizeApiName = (name: string) => name.trim().toLowerCase();

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
