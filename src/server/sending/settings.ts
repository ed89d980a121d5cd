import { SENDING_PACE, SENDING_SETTINGS_MISSING, type SendingSettings, type sendingSettingsSchema } from '#shared/schemas/sendingSettings';
import type { z } from 'zod';
import type { SignedInAttorney } from '../auth';
import { Invalid, NotFound, Unavailable } from '../errors';
import { firestore, writeTime } from '../firebase';
import { openSecret, sealSecret } from '../secrets';
import type { SendingDomainDoc, SendingSettingsDoc } from '../store/documents';
import * as store from '../store/collections';
import { dkimKeyBinding } from './sendingDomain';
import { checkSmtpServerForSaving, SmtpHostError } from './smtpHost';
import type { SmtpConnection } from './transport';

/** The firm's sending settings: one document per firm, beside the firm profile. */

/** Binds the stored password to its firm, like the integration keys. */
const passwordBinding = (tenantId: string) => `${tenantId}/sending/smtp_password`;

function toSettings(d: SendingSettingsDoc): SendingSettings {
  return {
    method: d.method,
    from_name: d.from_name,
    from_address: d.from_address,
    smtp_host: d.smtp_host,
    smtp_port: d.smtp_port,
    smtp_user: d.smtp_user,
    max_per_second: d.max_per_second ?? SENDING_PACE.perSecondDefault,
    max_per_day: d.max_per_day ?? null,
    password_set: Boolean(d.smtp_password_ciphertext),
    smtp_test: d.smtp_test ? { ok: d.smtp_test.ok, at: d.smtp_test.at.toDate().toISOString(), error: d.smtp_test.error } : null,
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

export async function getSendingSettings(user: SignedInAttorney): Promise<SendingSettings> {
  const settings = (await store.sendingSettings(await firestore(), user.tenantId).get()).data();
  if (!settings) throw new NotFound(SENDING_SETTINGS_MISSING);
  return toSettings(settings);
}

/** The SMTP server must be one we may connect to: refused in our words, or unavailable when the name could not be looked up just now. */
async function checkSmtpServer(host: string, port: number) {
  try {
    await checkSmtpServerForSaving(host, port);
  } catch (error) {
    if (error instanceof SmtpHostError)
      throw error.temporary ? new Unavailable(error.message, 60) : new Invalid(error.message, 'smtp_host');
    throw error;
  }
}

/**
 * Saves the settings; a password left out keeps the saved one, a new one replaces it. With the
 * platform's relay the SMTP fields are kept as they were (switching back finds them); a change of
 * SMTP server, port, user or password drops the last test email's result, which was about the old
 * ones.
 */
export async function saveSendingSettings(user: SignedInAttorney, input: z.output<typeof sendingSettingsSchema>): Promise<SendingSettings> {
  const ref = store.sendingSettings(await firestore(), user.tenantId);
  const { smtp_password, method, from_name, from_address, smtp_host, smtp_port, smtp_user, max_per_second, max_per_day } = input;
  const common = { method, from_name, from_address, max_per_second, max_per_day, updated_by: user.uid, updated_at: await writeTime() };
  if (method === 'platform') {
    await ref.set(common, { merge: true });
  } else {
    await checkSmtpServer(smtp_host, smtp_port);
    const before = (await ref.get()).data();
    const smtpChanged =
      !before ||
      before.smtp_host !== smtp_host ||
      before.smtp_port !== smtp_port ||
      before.smtp_user !== smtp_user ||
      Boolean(smtp_password);
    await ref.set(
      {
        ...common,
        smtp_host,
        smtp_port,
        smtp_user,
        ...(smtp_password ? { smtp_password_ciphertext: sealSecret(smtp_password, passwordBinding(user.tenantId)) } : {}),
        ...(smtpChanged ? { smtp_test: null } : {}),
      },
      { merge: true },
    );
  }
  return toSettings((await ref.get()).data()!);
}

/** Records how the last test email through the firm's own SMTP server went. */
export async function recordSmtpTest(tenantId: string, error: string | null) {
  // update() replaces the field whole (a merge would set its subfields one by one).
  await store.sendingSettings(await firestore(), tenantId).update({ smtp_test: { ok: error === null, at: await writeTime(), error } });
}

/** The key the relay signs a firm's mail with (nodemailer's dkim option). */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** How a firm's mail leaves: its own SMTP server, or the platform's relay signed with its key (`problem` says why the relay may not send for it yet). */
export type MailRoute = { method: 'own_smtp'; smtp: SmtpConnection } | { method: 'platform'; dkim: DkimKey | null; problem: string | null };

/** What the sender needs: From and the route with its secrets opened; null before setup. */
export interface SendingConfig {
  fromName: string;
  fromAddress: string;
  route: MailRoute;
  /** The provider's pace, shared by every parallel job of the firm. */
  maxPerSecond: number;
  /** Messages a UTC day at most; null when the provider has no daily limit. */
  maxPerDay: number | null;
}

/** Whether an address is at the domain or one of its subdomains (DMARC's relaxed alignment, RFC 7489 section 3.1). */
export function isAtDomain(address: string, domain: string): boolean {
  const at = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return at === domain || at.endsWith(`.${domain}`);
}

/** Why CaseCourier's relay may not send from this firm's domain yet, in words the firm can act on; null when it may. */
export function platformProblem(fromAddress: string, domain: SendingDomainDoc | undefined): string | null {
  if (!domain)
    return 'Add your firm’s sending domain in Settings, Sending domain: CaseCourier sends your emails from it once its DNS records are in place.';
  if (!domain.verified_at)
    return `Your sending domain ${domain.domain} is not verified yet: add its DNS records shown in Settings, Sending domain, then press Check records.`;
  if (!isAtDomain(fromAddress, domain.domain))
    return `Your From address ${fromAddress} is not at your sending domain ${domain.domain}: use an address ending @${domain.domain} in Settings, Sending.`;
  return null;
}

export async function readSendingConfig(tenantId: string): Promise<SendingConfig | null> {
  const db = await firestore();
  const settings = (await store.sendingSettings(db, tenantId).get()).data();
  if (!settings) return null;
  const from = {
    fromName: settings.from_name,
    fromAddress: settings.from_address,
    maxPerSecond: settings.max_per_second ?? SENDING_PACE.perSecondDefault,
    maxPerDay: settings.max_per_day ?? null,
  };
  if (settings.method === 'platform') {
    const domain = (await store.sendingDomain(db, tenantId).get()).data();
    const problem = platformProblem(settings.from_address, domain);
    const dkim =
      domain && !problem
        ? {
            domainName: domain.domain,
            keySelector: domain.dkim_selector,
            privateKey: openSecret(domain.dkim_private_key_ciphertext, dkimKeyBinding(tenantId)),
          }
        : null;
    return { ...from, route: { method: 'platform', dkim, problem } };
  }
  const password = settings.smtp_password_ciphertext ? openSecret(settings.smtp_password_ciphertext, passwordBinding(tenantId)) : undefined;
  return {
    ...from,
    route: {
      method: 'own_smtp',
      smtp: { host: settings.smtp_host, port: settings.smtp_port, user: settings.smtp_user || undefined, password },
    },
  };
}
