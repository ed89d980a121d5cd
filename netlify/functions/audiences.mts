import type { Config } from '@netlify/functions';
import { audiencesRoute } from '#server/prospects/routes';

export default audiencesRoute;

export const config: Config = {
  path: [
    '/api/audiences/segments',
    '/api/audiences/segments/:id',
    '/api/audiences/import',
    '/api/audiences/settings',
    '/api/audiences/summary',
  ],
};
