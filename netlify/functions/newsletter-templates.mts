import type { Config } from '@netlify/functions';
import { newsletterTemplatesRoute } from '#server/newsletter/routes';

export default newsletterTemplatesRoute;

export const config: Config = { path: '/api/newsletter-templates' };
