import type { Config } from '@netlify/functions';
import { apiKeysRoute } from '#server/integrations/routes';

export default apiKeysRoute;

export const config: Config = { path: ['/api/api-keys', '/api/api-keys/:name'] };
