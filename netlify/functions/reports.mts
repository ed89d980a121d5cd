import type { Config } from '@netlify/functions';
import { reportsSummaryRoute } from '#server/results/routes';

export default reportsSummaryRoute;

export const config: Config = { path: '/api/reports/summary' };
