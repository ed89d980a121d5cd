import type { Config } from '@netlify/functions';
import { sendingReadinessRoute } from '#server/sending/routes';

export default sendingReadinessRoute;

export const config: Config = { path: '/api/sending-readiness' };
