import type { Config } from '@netlify/functions';
import { reportsRoute } from '#server/results/routes';

export default reportsRoute;

export const config: Config = { path: ['/api/reports/summary', '/api/reports/campaigns/:id', '/api/reports/sequences/:id'] };
