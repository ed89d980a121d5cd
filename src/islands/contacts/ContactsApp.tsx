import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./ContactsScreen').then((module) => module.ContactsScreen), 'Loading contacts');
