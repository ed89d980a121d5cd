import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { tenantApiKey } from '#server/integrations/apiKeys';
import type { ApiKeySummary } from '#shared/apiKeys';
import { api, createAttorney, readError, readJson } from './support';

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

describe('/api/api-keys', () => {
  it('adds, lists masked, replaces and deletes keys; only ciphertext is stored', async () => {
    const a = await createAttorney();
    const added = await call('api-keys', a.idToken, 'POST', { api_name: ' AudienceLab ', api_key: 'al-secret-value-1234' });
    expect(added.status).toBe(201);
    const summary = await readJson<ApiKeySummary>(added);
    expect(summary).toMatchObject({ api_name: 'audiencelab', key_last4: '1234' });
    expect(Object.keys(summary).sort()).toEqual(['api_name', 'created_at', 'key_last4', 'updated_at']);

    const listText = await (await call('api-keys', a.idToken)).text();
    expect(listText).not.toContain('al-secret-value');
    expect(JSON.parse(listText)).toEqual([summary]);

    const db = await firestore();
    const stored = (await db.doc(`tenants/${a.tenantId}/api_configs/audiencelab`).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain('al-secret-value');
    expect(stored.key_ciphertext).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(await tenantApiKey(a.tenantId, 'audiencelab')).toBe('al-secret-value-1234');

    const replaced = await call('api-keys/audiencelab', a.idToken, 'PUT', { api_key: 'al-new-value-9876' });
    expect(replaced.status).toBe(200);
    expect(await readJson(replaced)).toMatchObject({ api_name: 'audiencelab', key_last4: '9876' });
    const restored = (await db.doc(`tenants/${a.tenantId}/api_configs/audiencelab`).get()).data()!;
    expect(restored.key_ciphertext).not.toBe(stored.key_ciphertext);
    expect(await tenantApiKey(a.tenantId, 'audiencelab')).toBe('al-new-value-9876');

    expect((await call('api-keys/AudienceLab', a.idToken, 'DELETE')).status).toBe(204);
    expect(await readJson(await call('api-keys', a.idToken))).toEqual([]);
    expect((await call('api-keys/audiencelab', a.idToken, 'PUT', { api_key: 'x-1234' })).status).toBe(404);
  });

  it("treats 'OpenAI ' and 'openai' as the same name, and two concurrent adds give one 201 and one 409", async () => {
    const a = await createAttorney();
    const results = await Promise.all([
      call('api-keys', a.idToken, 'POST', { api_name: 'OpenAI ', api_key: 'sk-one-1111' }),
      call('api-keys', a.idToken, 'POST', { api_name: 'openai', api_key: 'sk-two-2222' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expect(await readJson(conflict)).toEqual({ error: "An API key for 'openai' already exists." });
    const list = await readJson<ApiKeySummary[]>(await call('api-keys', a.idToken));
    expect(list).toHaveLength(1);
    expect(list[0].api_name).toBe('openai');
  });

  it("keeps another firm's keys out of reach (404) and out of lists", async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    await call('api-keys', a.idToken, 'POST', { api_name: 'crm', api_key: 'crm-key-5555' });
    expect((await call('api-keys/crm', b.idToken, 'PUT', { api_key: 'stolen-0000' })).status).toBe(404);
    expect((await call('api-keys/crm', b.idToken, 'DELETE')).status).toBe(404);
    expect(await readJson(await call('api-keys', b.idToken))).toEqual([]);
    // B may use the same name in its own firm.
    expect((await call('api-keys', b.idToken, 'POST', { api_name: 'crm', api_key: 'b-key-6666' })).status).toBe(201);
    expect(await tenantApiKey(a.tenantId, 'crm')).toBe('crm-key-5555');
  });

  it('writes nothing for invalid bodies', async () => {
    const a = await createAttorney();
    const missing = 'Missing information: Please provide both an API name and a key.';
    const cases: [unknown, string][] = [
      [{ api_name: 'openai' }, missing],
      [{ api_key: 'abc' }, missing],
      [{ api_name: '   ', api_key: 'abc' }, missing],
      [{ api_name: 'open ai', api_key: 'abc' }, 'API names may only use letters, digits, - and _.'],
      [{ api_name: 'x'.repeat(41), api_key: 'abc' }, 'API names must be 40 characters or fewer.'],
      [{ api_name: 'ok', api_key: 'has space' }, 'API keys cannot contain spaces.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('api-keys', a.idToken, 'POST', body);
      expect(res.status).toBe(400);
      expect(await readError(res)).toBe(message);
    }
    expect(await readJson(await call('api-keys', a.idToken))).toEqual([]);
  });

  it('reads the name from the path, percent-decoded, and answers 400 for malformed encoding', async () => {
    const a = await createAttorney();
    await call('api-keys', a.idToken, 'POST', { api_name: 'my-crm', api_key: 'crm-key-7777' });
    // %2D is "-": the same name however the client encodes it.
    const replaced = await call('api-keys/my%2Dcrm', a.idToken, 'PUT', { api_key: 'crm-key-8888' });
    expect(replaced.status).toBe(200);
    expect(await readJson(replaced)).toMatchObject({ api_name: 'my-crm', key_last4: '8888' });
    for (const path of ['api-keys/%E0%A4%A', 'api-keys/%']) {
      const res = await call(path, a.idToken, 'DELETE');
      expect(res.status, path).toBe(400);
      expect(await readError(res)).toMatch(/^The address of that API key is not valid/);
    }
    for (const path of ['api-keys/my%2Fcrm', 'api-keys/__x__']) {
      const res = await call(path, a.idToken, 'DELETE');
      expect(res.status, path).toBe(404);
      expect(await readJson(res)).toEqual({ error: 'That API key was not found.' });
    }
    expect(await tenantApiKey(a.tenantId, 'my-crm')).toBe('crm-key-8888');
  });

  it('never shows a short key whole, nor most of it, as its last four', async () => {
    const a = await createAttorney();
    for (const [name, key] of [
      ['tiny', 'abcd'],
      ['short', 'sk-12345678'],
    ]) {
      const added = await call('api-keys', a.idToken, 'POST', { api_name: name, api_key: key });
      expect((await readJson<ApiKeySummary>(added)).key_last4, key).toBe('');
    }
    const listed = await readJson<ApiKeySummary[]>(await call('api-keys', a.idToken));
    expect(listed.map((k) => k.key_last4)).toEqual(['', '']);
    const long = await call('api-keys', a.idToken, 'POST', { api_name: 'long', api_key: 'sk-123456789' });
    expect((await readJson<ApiKeySummary>(long)).key_last4).toBe('6789');
  });
});
