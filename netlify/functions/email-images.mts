import type { Config } from '@netlify/functions';
import { emailImagesRoute } from '#server/newsletter/routes';

export default emailImagesRoute;

export const config: Config = { path: '/api/email-images/:file' };
