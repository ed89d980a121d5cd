import type { Config } from '@netlify/functions';
import { agentConversationsRoute } from '#server/agents/routes';

export default agentConversationsRoute;

export const config: Config = {
  path: [
    '/api/agents/:id/conversations',
    '/api/agents/:id/conversations/:conversationId',
    '/api/agents/:id/conversations/:conversationId/:action',
  ],
};
