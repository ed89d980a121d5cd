import type { Config } from '@netlify/functions';
import { firmProfileRoute } from '#server/firm/routes';

export default firmProfileRoute;

export const config: Config = { path: '/api/firm-profile' };
