import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { PROFILE_MISSING } from '#server/firm/routes';
import type { Profile } from '#shared/profile';
import { api, createUser, deleteUser, readError, readJson } from './support';

const signUpDetails = { full_name: 'Casey Brooks', firm_name: 'Brooks Injury Law' };
const createProfile = (token: string, body: unknown = signUpDetails) => api('me', { method: 'POST', token, body });

async function recordsOf(user: { uid: string; email: string }) {
  const db = await firestore();
  const tenants = await db.collection('tenants').where('created_by', '==', user.uid).get();
  const profile = await db.doc(`profiles/${user.uid}`).get();
  return { tenants: tenants.docs.map((d) => d.id), profileExists: profile.exists };
}

describe('/api/me', () => {
  it('answers 401 with no token, a malformed token, or a token for a deleted user', async () => {
    for (const method of ['GET', 'POST']) {
      for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJub25lIn0.e30.']) {
        const res = await api('me', { method, token, body: method === 'POST' ? signUpDetails : undefined });
        expect(res.status).toBe(401);
        expect(await readError(res)).toBe('Please sign in again: your session is missing or has expired.');
      }
    }
    expect((await api('me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);

    const gone = await createUser();
    await deleteUser(gone);
    expect((await api('me', { token: gone.idToken })).status).toBe(401);
    expect((await createProfile(gone.idToken)).status).toBe(401);
  });

  it('GET only reads: 404 with a clear message before sign-up completes, and it creates nothing', async () => {
    const user = await createUser('Casey Brooks');
    for (let i = 0; i < 2; i++) {
      const res = await api('me', { token: user.idToken });
      expect(res.status).toBe(404);
      expect(await readJson(res)).toEqual({ error: PROFILE_MISSING });
    }
    expect(await recordsOf(user)).toEqual({ tenants: [], profileExists: false });
  });

  it('POST creates exactly one tenant and profile from the JSON body, even when called twice at once', async () => {
    const user = await createUser('Casey Brooks');
    const [a, b] = await Promise.all([createProfile(user.idToken), createProfile(user.idToken)]);
    // One call created the records; the other answers what it created.
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [pa, pb] = [await readJson<Profile>(a), await readJson<Profile>(b)];
    expect(pa).toEqual(pb);
    expect(pa).toMatchObject({ id: user.uid, full_name: 'Casey Brooks', firm_name: 'Brooks Injury Law', email: user.email });

    const records = await recordsOf(user);
    expect(records).toEqual({ tenants: [pa.tenant_id], profileExists: true });
    const db = await firestore();
    expect((await db.collection('profiles').where('email', '==', user.email).get()).size).toBe(1);

    // GET now reads the same profile; a later POST with other names changes nothing.
    expect(await readJson(await api('me', { token: user.idToken }))).toEqual(pa);
    const again = await createProfile(user.idToken, { full_name: 'Other', firm_name: 'Other' });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual(pa);
  });

  it('gives each attorney their own tenant', async () => {
    const [one, two] = [await createUser('One'), await createUser('Two')];
    const p1 = await readJson<Profile>(await createProfile(one.idToken, { full_name: 'One', firm_name: 'One Law' }));
    const p2 = await readJson<Profile>(await createProfile(two.idToken, { full_name: 'Two', firm_name: 'Two Law' }));
    expect(p1.tenant_id).not.toBe(p2.tenant_id);
    expect(p2).toMatchObject({ id: two.uid, email: two.email, full_name: 'Two', firm_name: 'Two Law' });
  });

  it('rejects missing, over-long or non-JSON sign-up details with a clear message and writes nothing', async () => {
    const user = await createUser();
    const cases: [unknown, string][] = [
      [{ full_name: 'x'.repeat(121), firm_name: 'Firm' }, 'Full name must be 120 characters or fewer.'],
      [{ full_name: 'Casey' }, 'Please enter your firm name.'],
      [{ full_name: '  ', firm_name: 'Firm' }, 'Please enter your full name.'],
    ];
    for (const [body, message] of cases) {
      const res = await createProfile(user.idToken, body);
      expect(res.status).toBe(400);
      expect(await readError(res)).toBe(message);
    }
    const notJson = await api('me', {
      method: 'POST',
      token: user.idToken,
      body: 'full_name=Casey',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(400);
    expect(await recordsOf(user)).toEqual({ tenants: [], profileExists: false });
  });

  it('ignores names in the query string: they never create anything', async () => {
    const user = await createUser();
    expect((await api('me?full_name=Casey&firm_name=Firm', { token: user.idToken })).status).toBe(404);
    expect(await recordsOf(user)).toEqual({ tenants: [], profileExists: false });
  });

  it('answers 405 for other methods', async () => {
    const user = await createUser();
    const res = await api('me', { method: 'PUT', token: user.idToken, body: signUpDetails });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});
