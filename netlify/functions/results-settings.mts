import type { Config } from '@netlify/functions';
import { resultsSettingsRoute } from '#server/results/routes';

export default resultsSettingsRoute;

export const config: Config = { path: '/api/results-settings' };
