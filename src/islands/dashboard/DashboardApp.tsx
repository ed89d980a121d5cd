import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./DashboardScreen').then((module) => module.DashboardScreen), 'Loading your dashboard');
