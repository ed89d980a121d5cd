// Stands in for Firebase's mailer locally. The Auth emulator sends no email: it lists the
// links it would send (email confirmation, password reset) at
// GET /emulator/v1/projects/<project>/oobCodes. This bridge reads that list every second and
// mails each new link to the local mail catcher, printing it too, so a new account's
// confirmation link and a reset link arrive where every other local email does.
import nodemailer from 'nodemailer';
import { PROJECT_ID } from './index.mjs';

const SUBJECTS = {
  VERIFY_EMAIL: 'Confirm your email address for CaseCourier',
  PASSWORD_RESET: 'Reset your CaseCourier password',
};
const WHAT = { VERIFY_EMAIL: 'Confirmation link', PASSWORD_RESET: 'Password reset link' };
const FROM = 'CaseCourier <noreply@casecourier.test>';

/**
 * Invitation links (made by firebase-admin for a new workspace, sent by our platform mailer)
 * continue to the sign-in page with `invited=1` (INVITED_CONTINUE_PATH in src/server/backoffice/workspace.ts).
 */
export const isInvitation = (oobLink) => {
  try {
    return new URL(new URL(oobLink).searchParams.get('continueUrl') ?? '', 'http://x').searchParams.get('invited') === '1';
  } catch {
    return false;
  }
};

/** The links the emulator holds now. @param {string} authHost */
export async function oobCodes(authHost, projectId = PROJECT_ID) {
  const res = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!res.ok) throw new Error(`The Auth emulator answered ${res.status} for its links`);
  /** @type {{ oobCodes: { email: string, oobCode: string, oobLink: string, requestType: string }[] }} */
  const body = await res.json();
  return body.oobCodes ?? [];
}

/**
 * Starts the bridge. Links already listed when it starts (kept from an earlier run) are not sent again.
 * @param {{ authHost: string, smtpUrl: string, projectId?: string, log?: (line: string) => void, intervalMs?: number }} options
 */
export async function startAuthMailBridge({ authHost, smtpUrl, projectId = PROJECT_ID, log = console.log, intervalMs = 1000 }) {
  const transport = nodemailer.createTransport(smtpUrl);
  const seen = new Set((await oobCodes(authHost, projectId).catch(() => [])).map((code) => code.oobCode));
  let stopped = false;
  let timer;

  async function deliverNew() {
    for (const code of await oobCodes(authHost, projectId)) {
      if (seen.has(code.oobCode) || !SUBJECTS[code.requestType]) continue;
      seen.add(code.oobCode);
      // A link our own mail delivered already (a workspace invitation): Firebase would not send it either.
      if (isInvitation(code.oobLink)) continue;
      log(`${WHAT[code.requestType]} for ${code.email}: ${code.oobLink}`);
      await transport.sendMail({
        from: FROM,
        to: code.email,
        subject: SUBJECTS[code.requestType],
        text:
          code.requestType === 'VERIFY_EMAIL'
            ? `Confirm your email address by opening this link:\n\n${code.oobLink}\n\nIf you did not create a CaseCourier account, ignore this email.`
            : `Choose a new password by opening this link:\n\n${code.oobLink}\n\nIf you did not ask to reset your password, ignore this email.`,
      });
    }
  }

  async function tick() {
    try {
      await deliverNew();
    } catch (error) {
      // The emulator or the catcher is restarting: the next tick tries again.
      if (!stopped) log(`auth mail: ${error.message}`);
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  }
  timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      transport.close();
    },
  };
}
