import type { Config } from '@netlify/functions';
import { agentExportRoute } from '#server/agents/routes';

export default agentExportRoute;

export const config: Config = { path: '/api/agents/:id/export' };
