import type { Config } from '@netlify/functions';
import { sendingDomainRoute } from '#server/sending/routes';

export default sendingDomainRoute;

export const config: Config = { path: ['/api/sending-domain', '/api/sending-domain/check'] };
