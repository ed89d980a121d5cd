import { SENDING_SETTINGS_MISSING, sendingSettingsSchema } from '#shared/schemas/sendingSettings';
import { requireConfirmedEmail, requireUser } from '#server/auth';
import { handler, HttpError, json, methodNotAllowed, readJson } from '#server/http';
import { SmtpHostError } from '#server/mail/smtpHost';
import { createMailer, describeSmtpError } from '#server/mail/transport';
import { takeRateLimitSlots, type RateLimit } from '#server/rateLimit';
import { getSendingSettings, readSendingConfig, saveSendingSettings } from '#server/sendingSettings';

const TEST_EMAILS_PER_HOUR = 20;
const testEmailLimit = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/test_email`,
  max: TEST_EMAILS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Your firm has sent its ${TEST_EMAILS_PER_HOUR} test emails for this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/** Sends a short email to the signed-in attorney through the firm's settings (or SMTP_URL). */
async function sendTestEmail(tenantId: string, to: string) {
  const config = await readSendingConfig(tenantId);
  if (!config) throw new HttpError(409, SENDING_SETTINGS_MISSING);
  if (!to) throw new HttpError(400, 'Your account has no email address to send the test to.');
  // Counted only once there is something to send: a refused request changes nothing.
  await takeRateLimitSlots([testEmailLimit(tenantId)]);
  let mailer: Awaited<ReturnType<typeof createMailer>>;
  try {
    mailer = await createMailer(config.smtp);
  } catch (error) {
    if (error instanceof SmtpHostError) throw new HttpError(409, `The test email was not sent. ${error.message}`);
    throw error;
  }
  try {
    await mailer.sendMail({
      from: { name: config.fromName, address: config.fromAddress },
      to,
      subject: 'Test email from CaseCourier',
      text: `This is a test email. Your firm's emails will come from ${config.fromName} <${config.fromAddress}>.`,
    });
  } catch (error) {
    throw new HttpError(502, `The test email was not sent. ${describeSmtpError(error)}`);
  } finally {
    mailer.close();
  }
  return { sent_to: to };
}

/** GET, PUT /api/sending-settings; POST /api/sending-settings/test */
export const sendingSettingsRoute = handler(async (req) => {
  const isTest = new URL(req.url).pathname.endsWith('/test');
  const user = await requireUser(req);
  if (isTest) {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    await requireConfirmedEmail(user);
    return json(await sendTestEmail(user.tenantId, user.email));
  }
  if (req.method === 'GET') return json(await getSendingSettings(user));
  if (req.method === 'PUT') {
    await requireConfirmedEmail(user);
    return json(await saveSendingSettings(user, await readJson(req, sendingSettingsSchema)));
  }
  throw methodNotAllowed(['GET', 'PUT']);
});
