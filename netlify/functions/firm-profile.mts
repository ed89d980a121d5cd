import type { Config } from '@netlify/functions';
import { firmProfileRoute } from '#server/routes/firmProfile';

export default firmProfileRoute;

export const config: Config = { path: '/api/firm-profile' };
