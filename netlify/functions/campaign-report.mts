import type { Config } from '@netlify/functions';
import { campaignReportRoute } from '#server/results/routes';

export default campaignReportRoute;

export const config: Config = { path: '/api/reports/campaigns/:id' };
