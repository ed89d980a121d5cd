import type { Config } from '@netlify/functions';
import { contactConsentsRoute } from '#server/contacts/routes';

export default contactConsentsRoute;

export const config: Config = { path: '/api/contacts/:id/consents' };
