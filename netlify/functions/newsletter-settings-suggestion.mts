import type { Config } from '@netlify/functions';
import { newsletterSuggestionRoute } from '#server/newsletter/routes';

export default newsletterSuggestionRoute;

export const config: Config = { path: ['/api/newsletter-settings/suggestion', '/api/newsletter-settings/suggestion/images'] };
