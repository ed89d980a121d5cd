import type { Config } from '@netlify/functions';
import { newsletterPreviewRoute } from '#server/newsletter/routes';

export default newsletterPreviewRoute;

export const config: Config = { path: '/api/newsletter-preview' };
