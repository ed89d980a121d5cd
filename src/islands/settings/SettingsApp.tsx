import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./SettingsScreen').then((module) => module.SettingsScreen), 'Loading settings');
