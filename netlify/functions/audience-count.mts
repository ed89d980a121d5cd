import type { Config } from '@netlify/functions';
import { audienceCountRoute } from '#server/newsletter/routes';

export default audienceCountRoute;

export const config: Config = { path: '/api/audience-count' };
