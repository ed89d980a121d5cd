import type { Config } from '@netlify/functions';
import { newsletterSettingsRoute } from '#server/newsletter/routes';

export default newsletterSettingsRoute;

export const config: Config = { path: '/api/newsletter-settings' };
