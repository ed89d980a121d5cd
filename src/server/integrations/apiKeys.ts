import type { Timestamp } from 'firebase-admin/firestore';
import { duplicateApiKeyMessage, lastFourOf, type ApiKeySummary } from '#shared/apiKeys';
import type { SignedInAttorney } from '../auth';
import { Conflict, NotFound } from '../errors';
import { firestore, isAlreadyExists, isNotFound, writeTime } from '../firebase';
import { openSecret, sealSecret } from '../secrets';
import type { ApiKeyDoc } from '../store/documents';
import * as store from '../store/collections';

/**
 * A firm's integration keys (the OpenAI key, a CRM's), one document each, named by the key's
 * name; the key itself only encrypted, and only its last four characters ever shown.
 */

const API_KEY = 'That API key';

/** Binds a stored key to its firm and name, so it cannot be moved to another record. */
const keyBinding = (tenantId: string, apiName: string) => `${tenantId}/${apiName}`;

const iso = (t: Timestamp) => t.toDate().toISOString();

function toSummary(d: ApiKeyDoc): ApiKeySummary {
  return { api_name: d.api_name, key_last4: d.key_last4, created_at: iso(d.created_at), updated_at: iso(d.updated_at) };
}

function sealed(tenantId: string, apiName: string, apiKey: string) {
  return { key_ciphertext: sealSecret(apiKey, keyBinding(tenantId, apiName)), key_last4: lastFourOf(apiKey) };
}

export async function listApiKeys(user: SignedInAttorney): Promise<ApiKeySummary[]> {
  const db = await firestore();
  const snap = await store.apiKeys(db, user.tenantId).orderBy('api_name').get();
  return snap.docs.map((doc) => toSummary(doc.data()));
}

/**
 * The name is the document id and the write is a create(), so a second key
 * with the same name fails in the store itself, even when two requests race.
 */
export async function addApiKey(user: SignedInAttorney, apiName: string, apiKey: string): Promise<ApiKeySummary> {
  const db = await firestore();
  const now = await writeTime();
  const data: ApiKeyDoc = {
    api_name: apiName,
    ...sealed(user.tenantId, apiName, apiKey),
    created_by: user.uid,
    created_at: now,
    updated_at: now,
  };
  try {
    await store.apiKeys(db, user.tenantId).doc(apiName).create(data);
  } catch (error) {
    if (isAlreadyExists(error)) throw new Conflict(duplicateApiKeyMessage(apiName));
    throw error;
  }
  return toSummary(data);
}

export async function replaceApiKey(user: SignedInAttorney, apiName: string, apiKey: string): Promise<ApiKeySummary> {
  const db = await firestore();
  const now = await writeTime();
  const ref = store.apiKeys(db, user.tenantId).doc(apiName);
  try {
    // update() fails when the document is missing: no key is created by a replace.
    await ref.update({ ...sealed(user.tenantId, apiName, apiKey), updated_at: now });
  } catch (error) {
    if (isNotFound(error)) throw NotFound.of(API_KEY);
    throw error;
  }
  return toSummary((await ref.get()).data()!);
}

export async function deleteApiKey(user: SignedInAttorney, apiName: string): Promise<void> {
  const db = await firestore();
  const ref = store.apiKeys(db, user.tenantId).doc(apiName);
  if (!(await ref.get()).exists) throw NotFound.of(API_KEY);
  await ref.delete();
}

/** A firm's decrypted integration key by name, or null when it has none. */
export async function tenantApiKey(tenantId: string, apiName: string): Promise<string | null> {
  const stored = (
    await store
      .apiKeys(await firestore(), tenantId)
      .doc(apiName)
      .get()
  ).data();
  return stored ? openSecret(stored.key_ciphertext, keyBinding(tenantId, apiName)) : null;
}
