import type { Config } from '@netlify/functions';
import { campaignActionsRoute } from '#server/newsletter/routes';

export default campaignActionsRoute;

export const config: Config = {
  path: [
    '/api/campaigns/:id/duplicate',
    '/api/campaigns/:id/approval-request',
    '/api/campaigns/:id/approval',
    '/api/campaigns/:id/schedule',
    '/api/campaigns/:id/sending',
    '/api/campaigns/:id/proof',
  ],
};
