import type { Config } from '@netlify/functions';
import { agentsRoute } from '#server/routes/agents';

export default agentsRoute;

export const config: Config = { path: ['/api/agents', '/api/agents/:id'] };
