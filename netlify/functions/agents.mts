import type { Config } from '@netlify/functions';
import { agentsRoute } from '../../functions/routes/agents';

export default agentsRoute;

export const config: Config = { path: ['/api/agents', '/api/agents/:id'] };
