import { sendFirmJobRoute } from '#server/sending/routes';

/**
 * One firm's sending job: a background function (its name ends in -background), so Netlify
 * answers its caller 202 at once and runs it for up to 15 minutes. Only the scheduled tick and a
 * job handing on start one, with a signed request (decision record 0025). No config.path: it
 * answers at /.netlify/functions/send-firm-background.
 */
export default sendFirmJobRoute;
