import type { Config } from '@netlify/functions';
import { sequenceReportRoute } from '#server/results/routes';

export default sequenceReportRoute;

export const config: Config = { path: '/api/reports/sequences/:id' };
