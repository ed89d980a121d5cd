import type { Config } from '@netlify/functions';
import { newsletterImagesRoute } from '#server/newsletter/routes';

export default newsletterImagesRoute;

export const config: Config = { path: '/api/newsletter-images' };
