import type { Config } from '@netlify/functions';
import { sequenceApprovalRoute } from '#server/routes/sequenceApproval';

export default sequenceApprovalRoute;

export const config: Config = { path: '/api/sequences/:id/approval' };
