import type { Config } from '@netlify/functions';
import { audiencesRefreshRoute } from '#server/prospects/routes';

export default audiencesRefreshRoute;

/** A scheduled function: no path. Every hour; each saved segment is imported again once a day (src/server/prospects/refresh.ts). */
export const config: Config = { schedule: '0 * * * *' };
