import { enrolRequestSchema, sendingActionSchema } from '#shared/schemas/enrolments';
import { sendingDomainSchema } from '#shared/schemas/sendingDomain';
import { SENDING_SETTINGS_MISSING, sendingSettingsSchema, type TestEmailSent } from '#shared/schemas/sendingSettings';
import { requireConfirmedUser, requireUser } from '../auth';
import { Conflict, Invalid, UpstreamFailed } from '../errors';
import { created, errorResponse, handler, json, methods, pathParam, readJson } from '../http';
import { takeRateLimitSlots, type RateLimit } from '../rateLimit';
import { serverEnv } from '../env';
import { deliverDue, sendFirmDue } from './deliverDue';
import { startBackgroundJob, tick } from './fanOut';
import { handleJobRequest } from './firmJob';
import { BadJobRequest } from './jobRequest';
import { changeEnrolment, changeSequenceSending, enrolContacts, enrolContactsByFilter, listEnrolments } from './enrolments';
import { firmProgress } from './progress';
import { sendingReadiness } from './readiness';
import { checkSendingDomain, getSendingDomain, saveSendingDomain } from './sendingDomain';
import { getSendingSettings, readSendingConfig, recordSmtpTest, saveSendingSettings } from './settings';
import { SendingSetupError } from './smtpHost';
import { createMailer, describeSmtpError } from './transport';

const SEQUENCE = 'That sequence';

const enrolmentList = (sequenceId: string) =>
  methods('sequences/:id/enrolments', {
    GET: async (req) => listEnrolments(await requireUser(req), sequenceId),
    POST: async (req) => {
      const user = await requireConfirmedUser(req);
      const { contactIds, filter, dry_run: dryRun, leave_out: leaveOut } = await readJson(req, enrolRequestSchema);
      const options = { dryRun, leaveOut };
      const result = contactIds
        ? await enrolContacts(user, sequenceId, contactIds, options)
        : await enrolContactsByFilter(user, sequenceId, filter!, options);
      // A preview creates nothing.
      return dryRun ? result : created(result);
    },
  });

const oneEnrolment = (sequenceId: string, enrolmentId: string) =>
  methods('sequences/:id/enrolments/:enrolmentId', {
    POST: async (req) => {
      const user = await requireConfirmedUser(req);
      const { action } = await readJson(req, sendingActionSchema);
      await changeEnrolment(user, sequenceId, enrolmentId, action);
      return listEnrolments(user, sequenceId);
    },
  });

const sequenceSending = (sequenceId: string) =>
  methods('sequences/:id/sending', {
    POST: async (req) => {
      const user = await requireConfirmedUser(req);
      const { action } = await readJson(req, sendingActionSchema);
      await changeSequenceSending(user, sequenceId, action);
      return listEnrolments(user, sequenceId);
    },
  });

/**
 * GET, POST /api/sequences/:id/enrolments                 list with statuses and counts; enrol {contactIds} or {filter}
 * POST      /api/sequences/:id/enrolments/:enrolmentId    {action: pause|resume|stop} one enrolment
 * POST      /api/sequences/:id/sending                    {action: pause|resume|stop} the whole sequence
 * Every write enrols contacts or changes what is sent to them: a confirmed address first.
 */
export const enrolmentsRoute = handler((req, context) => {
  const sequenceId = pathParam(context, 'id', SEQUENCE)!;
  const enrolmentId = pathParam(context, 'enrolmentId', 'That enrolment');
  if (new URL(req.url).pathname.endsWith('/sending')) return sequenceSending(sequenceId)(req, context);
  if (enrolmentId !== null) return oneEnrolment(sequenceId, enrolmentId)(req, context);
  return enrolmentList(sequenceId)(req, context);
});

const TEST_EMAILS_PER_HOUR = 20;
const testEmailLimit = (tenantId: string): RateLimit => ({
  path: `tenants/${tenantId}/rate_limits/test_email`,
  max: TEST_EMAILS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  refusal: (minutes) =>
    `Your firm has sent its ${TEST_EMAILS_PER_HOUR} test emails for this hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/**
 * Sends a short email to the signed-in attorney the way the firm's mail goes (or to SMTP_URL).
 * Through the firm's own SMTP server, the outcome is kept: readiness asks for a test that went out.
 */
async function sendTestEmail(tenantId: string, to: string): Promise<TestEmailSent> {
  const config = await readSendingConfig(tenantId);
  if (!config) throw new Conflict(SENDING_SETTINGS_MISSING);
  if (!to) throw new Invalid('Your account has no email address to send the test to.');
  const { route } = config;
  if (route.method === 'platform' && route.problem) throw new Conflict(`The test email was not sent. ${route.problem}`);
  const recordOutcome = (problem: string | null) => (route.method === 'own_smtp' ? recordSmtpTest(tenantId, problem) : undefined);
  // Counted only once there is something to send: a refused request changes nothing.
  await takeRateLimitSlots([testEmailLimit(tenantId)]);
  let mailer: Awaited<ReturnType<typeof createMailer>>;
  try {
    mailer = await createMailer(config);
  } catch (error) {
    if (!(error instanceof SendingSetupError)) throw error;
    await recordOutcome(error.message);
    throw new Conflict(`The test email was not sent. ${error.message}`);
  }
  try {
    await mailer.sendMail({
      from: { name: config.fromName, address: config.fromAddress },
      to,
      subject: 'Test email from CaseCourier',
      text: `This is a test email. Your firm's emails will come from ${config.fromName} <${config.fromAddress}>.`,
    });
  } catch (error) {
    await recordOutcome(describeSmtpError(error));
    throw new UpstreamFailed(`The test email was not sent. ${describeSmtpError(error)}`);
  } finally {
    mailer.close();
  }
  await recordOutcome(null);
  return { sent_to: to };
}

const sendingSettings = methods('sending-settings', {
  GET: async (req) => getSendingSettings(await requireUser(req)),
  PUT: async (req) => {
    const user = await requireConfirmedUser(req);
    return saveSendingSettings(user, await readJson(req, sendingSettingsSchema));
  },
});

const testEmail = methods('sending-settings/test', {
  POST: async (req) => {
    const user = await requireConfirmedUser(req);
    return sendTestEmail(user.tenantId, user.email);
  },
});

const sendingProgress = methods('sending-progress', {
  GET: async (req) => firmProgress(await requireUser(req)),
});

/** GET, PUT /api/sending-settings; POST /api/sending-settings/test; GET /api/sending-progress */
export const sendingSettingsRoute = handler((req, context) => {
  const { pathname } = new URL(req.url);
  if (pathname.endsWith('/sending-progress')) return sendingProgress(req, context);
  return pathname.endsWith('/test') ? testEmail(req, context) : sendingSettings(req, context);
});

const sendingDomain = methods('sending-domain', {
  GET: async (req) => getSendingDomain(await requireUser(req)),
  PUT: async (req) => {
    const user = await requireConfirmedUser(req);
    return saveSendingDomain(user, await readJson(req, sendingDomainSchema));
  },
});

const domainCheck = methods('sending-domain/check', {
  POST: async (req) => checkSendingDomain(await requireConfirmedUser(req)),
});

/** GET, PUT /api/sending-domain; POST /api/sending-domain/check (looks the records up in DNS) */
export const sendingDomainRoute = handler((req, context) =>
  new URL(req.url).pathname.endsWith('/check') ? domainCheck(req, context) : sendingDomain(req, context),
);

/** GET /api/sending-readiness: whether the firm can send now, and if not, what to do. */
export const sendingReadinessRoute = handler(
  methods('sending-readiness', {
    GET: async (req) => sendingReadiness((await requireUser(req)).tenantId),
  }),
);

/**
 * The scheduled tick (every 5 minutes on Netlify; `npm run send-due` by hand locally). In
 * production it starts a background job per firm with due work and answers at once; in
 * development the jobs run in this process and it answers when they are done, with their counts.
 */
export async function sendDueRoute(): Promise<Response> {
  try {
    if (!serverEnv().development) return json(await tick());
    const report = await deliverDue();
    console.log(`send-due: ${JSON.stringify(report)}`);
    return json(report);
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * One firm's sending job (the background function send-firm-background). The request must carry
 * our signature, checked before anything is read; anything else is refused with 401.
 */
export async function sendFirmJobRoute(req: Request): Promise<Response> {
  try {
    return json(await handleJobRequest(req, { send: sendFirmDue, handOn: startBackgroundJob }));
  } catch (error) {
    if (error instanceof BadJobRequest) return json({ error: error.message }, 401);
    return errorResponse(error);
  }
}
