import type { Config } from '@netlify/functions';
import { leadIntakeRoute } from '#server/contacts/routes';

export default leadIntakeRoute;

export const config: Config = { path: '/api/leads/webhook/:endpointId' };
