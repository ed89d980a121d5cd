import type { DocumentData } from 'firebase-admin/firestore';
import { SENDING_SETTINGS_MISSING, type SendingSettings, type sendingSettingsSchema } from '#shared/schemas/sendingSettings';
import type { z } from 'zod';
import { apiKeysEncryptionKey } from './apiKeyLookup';
import type { SignedInAttorney } from './auth';
import { decryptSecret, encryptSecret } from './crypto';
import { firestore, writeTime } from './firebase';
import { HttpError } from './http';
import { checkSmtpServerForSaving, SmtpHostError } from './mail/smtpHost';
import type { SmtpConnection } from './mail/transport';

/** One document per tenant, beside the firm profile. */
const settingsPath = (tenantId: string) => `tenants/${tenantId}/settings/sending`;
/** Binds the stored password to its tenant, like the integration keys. */
const passwordBinding = (tenantId: string) => `${tenantId}/sending/smtp_password`;

function toSettings(d: DocumentData): SendingSettings {
  return {
    from_name: d.from_name,
    from_address: d.from_address,
    smtp_host: d.smtp_host,
    smtp_port: d.smtp_port,
    smtp_user: d.smtp_user ?? '',
    password_set: Boolean(d.smtp_password_ciphertext),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

export async function getSendingSettings(user: SignedInAttorney): Promise<SendingSettings> {
  const snap = await (await firestore()).doc(settingsPath(user.tenantId)).get();
  if (!snap.exists) throw new HttpError(404, SENDING_SETTINGS_MISSING);
  return toSettings(snap.data()!);
}

/** The SMTP server must be one we may connect to: 400 in our words, or 503 when the name could not be looked up just now. */
async function checkSmtpServer(host: string, port: number) {
  try {
    await checkSmtpServerForSaving(host, port);
  } catch (error) {
    if (error instanceof SmtpHostError)
      throw new HttpError(error.temporary ? 503 : 400, error.message, error.temporary ? { 'retry-after': '60' } : {});
    throw error;
  }
}

/** Saves the settings; a password left out keeps the saved one, a new one replaces it. */
export async function saveSendingSettings(user: SignedInAttorney, input: z.output<typeof sendingSettingsSchema>): Promise<SendingSettings> {
  await checkSmtpServer(input.smtp_host, input.smtp_port);
  const db = await firestore();
  const ref = db.doc(settingsPath(user.tenantId));
  const { smtp_password, ...fields } = input;
  const data: DocumentData = { ...fields, updated_by: user.uid, updated_at: await writeTime() };
  if (smtp_password) data.smtp_password_ciphertext = encryptSecret(smtp_password, apiKeysEncryptionKey(), passwordBinding(user.tenantId));
  await ref.set(data, { merge: true });
  return toSettings((await ref.get()).data()!);
}

/** What the sender needs: From and the SMTP connection with the password decrypted; null before setup. */
export interface SendingConfig {
  fromName: string;
  fromAddress: string;
  smtp: SmtpConnection;
}

export async function readSendingConfig(tenantId: string): Promise<SendingConfig | null> {
  const snap = await (await firestore()).doc(settingsPath(tenantId)).get();
  if (!snap.exists) return null;
  const d = snap.data()!;
  const password = d.smtp_password_ciphertext
    ? decryptSecret(d.smtp_password_ciphertext, apiKeysEncryptionKey(), passwordBinding(tenantId))
    : undefined;
  return {
    fromName: d.from_name,
    fromAddress: d.from_address,
    smtp: { host: d.smtp_host, port: d.smtp_port, user: d.smtp_user || undefined, password },
  };
}
