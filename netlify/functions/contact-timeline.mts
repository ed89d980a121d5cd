import type { Config } from '@netlify/functions';
import { contactTimelineRoute } from '#server/results/routes';

export default contactTimelineRoute;

export const config: Config = { path: '/api/contacts/:id/timeline' };
