import type { Config } from '@netlify/functions';
import { audiencesRoute } from '#server/prospects/routes';

export default audiencesRoute;

export const config: Config = { path: ['/api/audiences/:section', '/api/audiences/segments/:id'] };
