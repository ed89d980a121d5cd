import type { Config } from '@netlify/functions';
import { enrolmentsRoute } from '#server/sending/routes';

export default enrolmentsRoute;

export const config: Config = {
  path: ['/api/sequences/:id/enrolments', '/api/sequences/:id/enrolments/:enrolmentId', '/api/sequences/:id/sending'],
};
