import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./ReportsScreen').then((module) => module.ReportsScreen), 'Loading reports');
