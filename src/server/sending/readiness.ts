import {
  SENDING_DOMAIN_SETTINGS_PATH,
  SENDING_SETTINGS_MISSING,
  SENDING_SETTINGS_PATH,
  type SendingReadiness,
} from '#shared/schemas/sendingSettings';
import { Conflict } from '../errors';
import { firestore } from '../firebase';
import * as store from '../store/collections';
import { platformProblem } from './settings';
import { platformRelayUrl } from './transport';

/**
 * The one rule for whether a firm can send now, and if not, what to do (docs/sending-domains.md):
 * - no sending settings: choose how emails are sent;
 * - CaseCourier's relay: a sending domain, verified (its three records found correct), and a
 *   From address at it;
 * - the firm's own SMTP server: a test email through the settings as they are now went out.
 * Enrolling contacts, approving a sequence or a newsletter issue and scheduling an issue are
 * refused (409) with the problem, rather than accepted to fail later.
 */
export async function sendingReadiness(tenantId: string): Promise<SendingReadiness> {
  const db = await firestore();
  const settings = (await store.sendingSettings(db, tenantId).get()).data();
  if (!settings) return { ready: false, method: null, problem: SENDING_SETTINGS_MISSING, settings_path: SENDING_SETTINGS_PATH };
  const { method } = settings;
  if (method === 'platform') {
    const domain = (await store.sendingDomain(db, tenantId).get()).data();
    const problem = platformProblem(settings.from_address, domain);
    // A From address off the verified domain is changed in Sending; anything else about the domain in Sending domain.
    const settingsPath = domain?.verified_at ? SENDING_SETTINGS_PATH : SENDING_DOMAIN_SETTINGS_PATH;
    if (problem) return { ready: false, method, problem, settings_path: settingsPath };
    // Ours to fix, not the firm's (a 503 naming the setting): the relay must be configured wherever firms may choose it.
    platformRelayUrl();
    return { ready: true, method };
  }
  if (!settings.smtp_test) {
    return {
      ready: false,
      method,
      problem:
        'Send a test email from Settings, Sending first: your emails go out through your own SMTP server only once a test email has.',
      settings_path: SENDING_SETTINGS_PATH,
    };
  }
  if (!settings.smtp_test.ok) {
    return {
      ready: false,
      method,
      problem: `The last test email through your SMTP server failed: ${settings.smtp_test.error ?? 'it was not accepted.'} Correct the settings in Settings, Sending and send a test email again.`,
      settings_path: SENDING_SETTINGS_PATH,
    };
  }
  return { ready: true, method };
}

/** Refuses (409, with what to do) when the firm cannot send now. */
export async function requireSendingReady(tenantId: string): Promise<void> {
  const readiness = await sendingReadiness(tenantId);
  if (!readiness.ready) throw new Conflict(readiness.problem);
}
