import type { Config } from '@netlify/functions';
import { sesEventsRoute } from '#server/results/sesEvents';

export default sesEventsRoute;

export const config: Config = { path: '/api/email-events/ses' };
