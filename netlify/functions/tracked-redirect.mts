import type { Config } from '@netlify/functions';
import { trackedRedirectRoute } from '#server/results/redirectRoute';

export default trackedRedirectRoute;

export const config: Config = { path: '/api/r/:token' };
