import { describe, expect, it } from 'vitest';
import { MALFORMED_TEXT } from '#shared/schemas/safeText';
import { firestore } from '#server/firebase';
import { api, createAttorney, readError } from './support';

const rawJson = (token: string, method: string, text: string) => ({
  method,
  token,
  body: text,
  headers: { 'content-type': 'application/json' },
});

describe('bad input is a 4xx that says what is wrong, never a 500', () => {
  it('answers a broken %-encoding in an id with 400, before checking who is asking', async () => {
    for (const path of ['agents/%E0%A4%A', 'sequences/%', 'api-keys/%ZZ', 'sequences/abc%']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await api(path, { method });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(await readError(res)).toMatch(/is not valid: it contains a broken %-encoding/);
      }
    }
  });

  it('refuses lone surrogates anywhere in a JSON body and writes nothing', async () => {
    const a = await createAttorney();
    const db = await firestore();
    const cases: [string, string][] = [
      ['agents', '{"name":"Intake \\ud800","base_prompt":"Answer calls."}'],
      ['agents', '{"name":"Intake","base_prompt":"Answer calls.","\\udc00":1}'],
      ['sequences', '{"name":"Drip","emails":[{"day":1,"subject":"Hi \\ud83d","body":"x"}]}'],
      ['api-keys', '{"api_name":"openai","api_key":"sk-\\ud800abcdefgh"}'],
      ['generate-email-sequence', '{"prompt":"Welcome \\udfff series"}'],
    ];
    for (const [path, text] of cases) {
      const res = await api(path, rawJson(a.idToken, 'POST', text));
      expect(res.status, text).toBe(400);
      expect(await readError(res)).toBe(MALFORMED_TEXT);
    }
    const me = await api('me', rawJson(a.idToken, 'POST', '{"full_name":"\\ud800","firm_name":"x"}'));
    expect(me.status).toBe(400);
    for (const collection of ['ai_agents', 'email_sequences', 'api_configs']) {
      expect((await db.collection(`tenants/${a.tenantId}/${collection}`).get()).size, collection).toBe(0);
    }
  });

  it('treats ids Firestore reserves as missing, and refuses them as key names', async () => {
    const a = await createAttorney();
    for (const path of ['agents/__x__', 'agents/__name__', 'api-keys/__x__']) {
      for (const method of ['PUT', 'DELETE']) {
        const res = await api(path, {
          method,
          token: a.idToken,
          body: method === 'PUT' ? { name: 'n', base_prompt: 'p', api_key: 'k' } : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    const reservedName = await api('api-keys', {
      method: 'POST',
      token: a.idToken,
      body: { api_name: '__x__', api_key: 'sk-abcdefghijkl' },
    });
    expect(reservedName.status).toBe(400);
    expect(await readError(reservedName)).toBe('API names cannot both start and end with two underscores.');
  });
});
