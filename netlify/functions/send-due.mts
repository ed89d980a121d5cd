import type { Config } from '@netlify/functions';
import { sendDueRoute } from '#server/sending/routes';

export default sendDueRoute;

/** A scheduled function: no path; Netlify runs it every 5 minutes. */
export const config: Config = { schedule: '*/5 * * * *' };
