import type { Config } from '@netlify/functions';
import { stripeWebhookRoute } from '#server/backoffice/routes';

export default stripeWebhookRoute;

export const config: Config = { path: '/api/billing/stripe-webhook' };
