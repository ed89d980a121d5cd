import type { Config } from '@netlify/functions';
import { leadIntakeRoute } from '#server/routes/leadWebhook';

export default leadIntakeRoute;

export const config: Config = { path: '/api/leads/webhook/:endpointId' };
