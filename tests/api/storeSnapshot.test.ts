import { describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import { storeSnapshot } from './support';

// The tests that prove a request wrote nothing compare two of these: it must see every kind of write.
describe('a store snapshot', () => {
  it('changes when a document is created, changed or deleted, at any depth, and only then', async () => {
    const db = await firestore();
    const nested = db.doc(`snapshot-checks/${crypto.randomUUID()}/below/${crypto.randomUUID()}`);
    const name = (path: string) => `projects/${process.env.FIREBASE_PROJECT_ID}/databases/(default)/documents/${path}`;
    const before = await storeSnapshot();
    expect([...(await storeSnapshot())]).toEqual([...before]);

    await nested.set({ note: 'created', count: 1 });
    const created = await storeSnapshot();
    expect(created.size).toBe(before.size + 1);
    expect(created.get(name(nested.path))).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z \S+$/);
    // Its parent document was never written, so it is not there: only documents that exist are.
    expect(created.has(name(nested.parent.parent!.path))).toBe(false);

    await nested.update({ count: 2 });
    const changed = await storeSnapshot();
    expect(changed.get(name(nested.path))).not.toBe(created.get(name(nested.path)));
    expect([...changed].filter(([path]) => path !== name(nested.path))).toEqual([...before]);

    await nested.delete();
    expect([...(await storeSnapshot())]).toEqual([...before]);
  });
});
