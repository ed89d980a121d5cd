import type { Config } from '@netlify/functions';
import { unsubscribeRoute } from '#server/routes/unsubscribe';

export default unsubscribeRoute;

export const config: Config = { path: '/api/unsubscribe/:token' };
