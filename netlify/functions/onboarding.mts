import type { Config } from '@netlify/functions';
import { onboardingRoute } from '#server/firm/routes';

export default onboardingRoute;

export const config: Config = { path: '/api/onboarding' };
