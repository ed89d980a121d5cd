import type { Config } from '@netlify/functions';
import { sendingSettingsRoute } from '#server/sending/routes';

export default sendingSettingsRoute;

export const config: Config = { path: ['/api/sending-settings', '/api/sending-settings/test', '/api/sending-progress'] };
