import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./AgentsScreen').then((module) => module.AgentsScreen), 'Loading agents');
