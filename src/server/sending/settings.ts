import { SENDING_PACE, SENDING_SETTINGS_MISSING, type SendingSettings, type sendingSettingsSchema } from '#shared/schemas/sendingSettings';
import type { z } from 'zod';
import type { SignedInAttorney } from '../auth';
import { Invalid, NotFound, Unavailable } from '../errors';
import { firestore, writeTime } from '../firebase';
import { openSecret, sealSecret } from '../secrets';
import type { SendingSettingsDoc } from '../store/documents';
import * as store from '../store/collections';
import { checkSmtpServerForSaving, SmtpHostError } from './smtpHost';
import type { SmtpConnection } from './transport';

/** The firm's sending settings: one document per firm, beside the firm profile. */

/** Binds the stored password to its firm, like the integration keys. */
const passwordBinding = (tenantId: string) => `${tenantId}/sending/smtp_password`;

function toSettings(d: SendingSettingsDoc): SendingSettings {
  return {
    from_name: d.from_name,
    from_address: d.from_address,
    smtp_host: d.smtp_host,
    smtp_port: d.smtp_port,
    smtp_user: d.smtp_user,
    max_per_second: d.max_per_second ?? SENDING_PACE.perSecondDefault,
    max_per_day: d.max_per_day ?? null,
    password_set: Boolean(d.smtp_password_ciphertext),
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

/** Saves the settings; a password left out keeps the saved one, a new one replaces it. */
export async function saveSendingSettings(user: SignedInAttorney, input: z.output<typeof sendingSettingsSchema>): Promise<SendingSettings> {
  await checkSmtpServer(input.smtp_host, input.smtp_port);
  const ref = store.sendingSettings(await firestore(), user.tenantId);
  const { smtp_password, ...fields } = input;
  await ref.set(
    {
      ...fields,
      updated_by: user.uid,
      updated_at: await writeTime(),
      ...(smtp_password ? { smtp_password_ciphertext: sealSecret(smtp_password, passwordBinding(user.tenantId)) } : {}),
    },
    { merge: true },
  );
  return toSettings((await ref.get()).data()!);
}

/** What the sender needs: From and the SMTP connection with the password decrypted; null before setup. */
export interface SendingConfig {
  fromName: string;
  fromAddress: string;
  smtp: SmtpConnection;
  /** The provider's pace, shared by every parallel job of the firm. */
  maxPerSecond: number;
  /** Messages a UTC day at most; null when the provider has no daily limit. */
  maxPerDay: number | null;
}

export async function readSendingConfig(tenantId: string): Promise<SendingConfig | null> {
  const settings = (await store.sendingSettings(await firestore(), tenantId).get()).data();
  if (!settings) return null;
  const password = settings.smtp_password_ciphertext ? openSecret(settings.smtp_password_ciphertext, passwordBinding(tenantId)) : undefined;
  return {
    fromName: settings.from_name,
    fromAddress: settings.from_address,
    smtp: { host: settings.smtp_host, port: settings.smtp_port, user: settings.smtp_user || undefined, password },
    maxPerSecond: settings.max_per_second ?? SENDING_PACE.perSecondDefault,
    maxPerDay: settings.max_per_day ?? null,
  };
}
