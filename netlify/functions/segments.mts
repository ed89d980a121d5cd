import type { Config } from '@netlify/functions';
import { segmentsRoute } from '#server/newsletter/routes';

export default segmentsRoute;

export const config: Config = { path: ['/api/segments', '/api/segments/:id'] };
