import type { Config } from '@netlify/functions';
import { meRoute } from '#server/routes/me';

export default meRoute;

export const config: Config = { path: '/api/me' };
