import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { duplicateApiKeyMessage, lastFourOf, type ApiKeySummary } from '#shared/apiKeys';
import { apiKeysEncryptionKey, keyBinding } from './apiKeyLookup';
import type { SignedInAttorney } from './auth';
import { encryptSecret } from './crypto';
import { firestore, isAlreadyExists, isNotFound, writeTime } from './firebase';
import { HttpError, notFound } from './http';

const configsOf = (db: Firestore, tenantId: string) => db.collection(`tenants/${tenantId}/api_configs`);

function toSummary(d: DocumentData): ApiKeySummary {
  return {
    api_name: d.api_name,
    key_last4: d.key_last4,
    created_at: d.created_at.toDate().toISOString(),
    updated_at: d.updated_at.toDate().toISOString(),
  };
}

function sealed(tenantId: string, apiName: string, apiKey: string) {
  return { key_ciphertext: encryptSecret(apiKey, apiKeysEncryptionKey(), keyBinding(tenantId, apiName)), key_last4: lastFourOf(apiKey) };
}

export async function listApiKeys(user: SignedInAttorney): Promise<ApiKeySummary[]> {
  const db = await firestore();
  const snap = await configsOf(db, user.tenantId).orderBy('api_name').get();
  return snap.docs.map((doc) => toSummary(doc.data()));
}

/**
 * The name is the document id and the write is a create(), so a second key
 * with the same name fails in the store itself, even when two requests race.
 */
export async function addApiKey(user: SignedInAttorney, apiName: string, apiKey: string): Promise<ApiKeySummary> {
  const db = await firestore();
  const now = await writeTime();
  const ref = configsOf(db, user.tenantId).doc(apiName);
  const data = { api_name: apiName, ...sealed(user.tenantId, apiName, apiKey), created_by: user.uid, created_at: now, updated_at: now };
  try {
    await ref.create(data);
  } catch (error) {
    if (isAlreadyExists(error)) throw new HttpError(409, duplicateApiKeyMessage(apiName));
    throw error;
  }
  return toSummary(data);
}

export async function replaceApiKey(user: SignedInAttorney, apiName: string, apiKey: string): Promise<ApiKeySummary> {
  const db = await firestore();
  const now = await writeTime();
  const ref = configsOf(db, user.tenantId).doc(apiName);
  try {
    // update() fails when the document is missing: no key is created by a replace.
    await ref.update({ ...sealed(user.tenantId, apiName, apiKey), updated_at: now });
  } catch (error) {
    if (isNotFound(error)) throw notFound('That API key');
    throw error;
  }
  return toSummary((await ref.get()).data()!);
}

export async function deleteApiKey(user: SignedInAttorney, apiName: string): Promise<void> {
  const db = await firestore();
  const ref = configsOf(db, user.tenantId).doc(apiName);
  if (!(await ref.get()).exists) throw notFound('That API key');
  await ref.delete();
}
