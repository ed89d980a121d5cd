import type { Config } from '@netlify/functions';
import { agentsRoute } from '#server/agents/routes';

export default agentsRoute;

export const config: Config = { path: ['/api/agents', '/api/agents/:id'] };
