import type { Config } from '@netlify/functions';
import { campaignsRoute } from '#server/newsletter/routes';

export default campaignsRoute;

export const config: Config = { path: ['/api/campaigns', '/api/campaigns/:id'] };
