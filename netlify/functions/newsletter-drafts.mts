import type { Config } from '@netlify/functions';
import { newsletterDraftsRoute } from '#server/newsletter/routes';

export default newsletterDraftsRoute;

export const config: Config = { path: ['/api/newsletter-drafts', '/api/newsletter-drafts/block'] };
