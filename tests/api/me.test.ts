import { describe, expect, it } from 'vitest';
import { meRoute } from '#server/routes/me';
import { firestore } from '#server/firebase';
import { createUser, deleteUser, readJson, request } from './support';

describe('GET /api/me', () => {
  it('answers 401 with no token, a malformed token, or a token for a deleted user', async () => {
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJub25lIn0.e30.']) {
      const res = await meRoute(request('me', { token }));
      expect(res.status).toBe(401);
      expect((await readJson(res)).error).toBe('Please sign in again: your session is missing or has expired.');
    }
    const res = await meRoute(request('me', { headers: { authorization: 'Basic abc' } }));
    expect(res.status).toBe(401);

    const gone = await createUser();
    await deleteUser(gone);
    expect((await meRoute(request('me', { token: gone.idToken }))).status).toBe(401);
  });

  it('creates exactly one tenant and profile on the first call, even when called twice at once', async () => {
    const user = await createUser('Casey Brooks');
    const query = '?full_name=Casey%20Brooks&firm_name=Brooks%20Injury%20Law';
    const [a, b] = await Promise.all([
      meRoute(request(`me${query}`, { token: user.idToken })),
      meRoute(request(`me${query}`, { token: user.idToken })),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const [pa, pb] = [await readJson(a), await readJson(b)];
    expect(pa).toEqual(pb);
    expect(pa).toMatchObject({ id: user.uid, full_name: 'Casey Brooks', firm_name: 'Brooks Injury Law', email: user.email });

    const db = await firestore();
    const tenants = await db.collection('tenants').where('created_by', '==', user.uid).get();
    expect(tenants.size).toBe(1);
    expect(tenants.docs[0]!.id).toBe(pa.tenant_id);
    const profiles = await db.collection('profiles').where('email', '==', user.email).get();
    expect(profiles.size).toBe(1);

    // Idempotent: a later call (with other names) changes nothing.
    const again = await readJson(await meRoute(request('me?full_name=Other&firm_name=Other', { token: user.idToken })));
    expect(again).toEqual(pa);
  });

  it('gives each attorney their own tenant', async () => {
    const [one, two] = [await createUser('One'), await createUser('Two')];
    const p1 = await readJson(await meRoute(request('me', { token: one.idToken })));
    const p2 = await readJson(await meRoute(request('me', { token: two.idToken })));
    expect(p1.tenant_id).not.toBe(p2.tenant_id);
    expect(p2.id).toBe(two.uid);
    expect(p2.email).toBe(two.email);
    expect(p2.full_name).toBe('Two');
  });

  it('rejects over-long sign-up names with a clear message and writes nothing', async () => {
    const user = await createUser();
    const res = await meRoute(request(`me?full_name=${'x'.repeat(121)}&firm_name=Firm`, { token: user.idToken }));
    expect(res.status).toBe(400);
    expect((await readJson(res)).error).toBe('Full name must be 120 characters or fewer.');
    const db = await firestore();
    expect((await db.doc(`profiles/${user.uid}`).get()).exists).toBe(false);
  });

  it('answers 405 for other methods', async () => {
    const user = await createUser();
    expect((await meRoute(request('me', { method: 'POST', token: user.idToken, body: {} }))).status).toBe(405);
  });
});
