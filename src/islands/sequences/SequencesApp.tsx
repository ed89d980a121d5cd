import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./SequencesScreen').then((module) => module.SequencesScreen), 'Loading sequences');
