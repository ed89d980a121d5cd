import type { Config } from '@netlify/functions';
import { deskRoute } from '#server/backoffice/routes';

export default deskRoute;

/** Everything under /api/desk/: the function itself answers an unknown address as it answers a non-staff caller. */
export const config: Config = { path: ['/api/desk', '/api/desk/*'] };
