import type { Config } from '@netlify/functions';
import { complianceCheckRoute } from '#server/compliance/routes';

export default complianceCheckRoute;

export const config: Config = { path: '/api/compliance/check' };
