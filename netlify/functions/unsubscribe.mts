import type { Config } from '@netlify/functions';
import { unsubscribeRoute } from '#server/sending/unsubscribeRoute';

export default unsubscribeRoute;

export const config: Config = { path: '/api/unsubscribe/:token' };
