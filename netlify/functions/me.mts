import type { Config } from '@netlify/functions';
import { meRoute } from '#server/firm/routes';

export default meRoute;

export const config: Config = { path: '/api/me' };
