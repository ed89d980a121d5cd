import type { Config } from '@netlify/functions';
import { generateEmailSequenceRoute } from '#server/routes/generateEmailSequence';

export default generateEmailSequenceRoute;

export const config: Config = { path: '/api/generate-email-sequence' };
