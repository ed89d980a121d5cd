import type { Config } from '@netlify/functions';
import { auditLogRoute } from '#server/backoffice/routes';

export default auditLogRoute;

export const config: Config = { path: '/api/audit-log' };
