import type { Config } from '@netlify/functions';
import { contactsRoute } from '#server/contacts/routes';

export default contactsRoute;

export const config: Config = { path: ['/api/contacts', '/api/contacts/:id'] };
