import { signedInPage } from '../ui/SignedInPage';

export default signedInPage(() => import('./CampaignsScreen').then((module) => module.CampaignsScreen), 'Loading campaigns');
