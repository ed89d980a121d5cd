import type { Config } from '@netlify/functions';
import { sequenceApprovalRoute } from '#server/sequences/routes';

export default sequenceApprovalRoute;

export const config: Config = { path: '/api/sequences/:id/approval' };
