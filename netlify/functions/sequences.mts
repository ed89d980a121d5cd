import type { Config } from '@netlify/functions';
import { sequencesRoute } from '#server/sequences/routes';

export default sequencesRoute;

export const config: Config = { path: ['/api/sequences', '/api/sequences/:id'] };
