import type { Config } from '@netlify/functions';
import { generateEmailSequenceRoute } from '#server/sequences/routes';

export default generateEmailSequenceRoute;

export const config: Config = { path: '/api/generate-email-sequence' };
