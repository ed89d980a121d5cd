import type { Config } from '@netlify/functions';
import { leadEndpointRoute } from '#server/contacts/routes';

export default leadEndpointRoute;

export const config: Config = {
  path: ['/api/leads/webhook-endpoint', '/api/leads/webhook-endpoint/mapping', '/api/leads/webhook-endpoint/previous-secret'],
};
