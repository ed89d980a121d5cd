import type { Config } from '@netlify/functions';
import { onboardingRoute } from '#server/routes/onboarding';

export default onboardingRoute;

export const config: Config = { path: '/api/onboarding' };
