import type { Config } from '@netlify/functions';
import { onboardingRoute } from '../../functions/routes/onboarding';

export default onboardingRoute;

export const config: Config = { path: '/api/onboarding' };
