import type { Config } from '@netlify/functions';
import { contactStageRoute } from '#server/results/routes';

export default contactStageRoute;

export const config: Config = { path: '/api/contacts/:id/stage' };
