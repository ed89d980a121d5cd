import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestore } from '#server/firebase';
import {
  AGENT_TEST_TURNS_PER_ADDRESS_HOURLY,
  agentTestTurnsPerAddress,
  GENERATION_PER_ADDRESS_HOURLY,
  GENERATION_PER_FIRM_HOURLY,
  PLATFORM_AI_ALL_FIRMS,
  PLATFORM_AI_PER_FIRM_DAILY,
  PLATFORM_AI_ALL_FIRMS_DAILY,
  PLATFORM_AI_PER_ADDRESS_DAILY,
  platformAiPerAddress,
  platformAiPerFirm,
} from '#server/rateLimit';
import { VERIFY_EMAIL_FIRST } from '#server/ai/aiConfig';
import { startFakeOpenAI } from '../../scripts/stack/fake-openai.mjs';
import { api, createAttorney, markEmailUnverified, markEmailVerified, readError, readJson, setServerEnv } from './support';

type Fake = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: Fake;
const emails = [{ after_days: 0, subject: 'Welcome', body: 'Hello' }];

const generate = (token: string, ip?: string) =>
  api('generate-email-sequence', { method: 'POST', token, body: { prompt: 'Welcome series' }, ip });

/** Fills a limit's window as if `count` requests had just been served. */
async function fill(path: string, count: number) {
  const now = Date.now();
  await (await firestore()).doc(path).set({ hits: Array.from({ length: count }, (_, i) => now - 1000 - i) });
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  await setServerEnv({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-platform-test', OPENAI_MODEL: 'test-model' });
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(() => {
  fake.respondWith(() => ({ content: JSON.stringify({ emails }) }));
});

describe('AI generation limits that hold across accounts', () => {
  it("uses the platform's key only for confirmed email addresses; a firm's own key, added once confirmed, keeps working", async () => {
    const unconfirmed = await createAttorney('Sam Lee', 'Lee Law', { verified: false });
    const refused = await generate(unconfirmed.idToken);
    expect(refused.status).toBe(403);
    expect(await readError(refused)).toBe(VERIFY_EMAIL_FIRST);
    expect(fake.requests.filter((r) => r.headers.authorization === 'Bearer sk-platform-test')).toHaveLength(0);

    // Confirmed after the token was minted: the account itself is asked.
    await markEmailVerified(unconfirmed.uid);
    expect((await generate(unconfirmed.idToken)).status).toBe(200);

    // A key is added only once the address is confirmed; the firm's own key then works even if the
    // address is no longer confirmed (it was changed).
    const ownKey = await createAttorney('Kim Ray', 'Ray Law', { verified: false });
    const addKey = () =>
      api('api-keys', { method: 'POST', token: ownKey.idToken, body: { api_name: 'openai', api_key: 'sk-firm-own-key-1234' } });
    expect((await addKey()).status).toBe(403);
    await markEmailVerified(ownKey.uid);
    expect((await addKey()).status).toBe(201);
    await markEmailUnverified(ownKey.uid);
    expect((await generate(ownKey.idToken)).status).toBe(200);
    expect(fake.requests.at(-1).headers.authorization).toBe('Bearer sk-firm-own-key-1234');
  });

  it('holds test conversations with an agent to the same rule: the platform key only for confirmed addresses, within its daily cap', async () => {
    const unconfirmed = await createAttorney('Ana Cruz', 'Cruz Law', { verified: false });
    const agent = await readJson<{ id: string }>(
      await api('agents', {
        method: 'POST',
        token: unconfirmed.idToken,
        body: { name: 'Intake', personality: 'Warm', base_prompt: 'Take intake calls.' },
      }),
    );
    const before = fake.requests.length;
    const refused = await api(`agents/${agent.id}/conversations`, { method: 'POST', token: unconfirmed.idToken });
    expect(refused.status).toBe(403);
    expect(await readError(refused)).toBe(VERIFY_EMAIL_FIRST);
    expect(fake.requests.length).toBe(before);

    const confirmed = await createAttorney();
    const own = await readJson<{ id: string }>(
      await api('agents', {
        method: 'POST',
        token: confirmed.idToken,
        body: { name: 'Intake', personality: 'Warm', base_prompt: 'Take intake calls.' },
      }),
    );
    await fill(platformAiPerFirm(confirmed.tenantId).path, PLATFORM_AI_PER_FIRM_DAILY);
    const capped = await api(`agents/${own.id}/conversations`, { method: 'POST', token: confirmed.idToken });
    expect(capped.status).toBe(429);
    expect(capped.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it(`40 generations at once against the limit of ${GENERATION_PER_FIRM_HOURLY}: exactly 30 succeed and 10 answer 429`, async () => {
    const a = await createAttorney();
    const results = await Promise.all(Array.from({ length: 40 }, () => generate(a.idToken, '198.51.100.40')));
    const count = (status: number) => results.filter((r) => r.status === status).length;
    console.log(`40 parallel generations: ${count(200)} x 200, ${count(429)} x 429, others: ${40 - count(200) - count(429)}`);
    expect([count(200), count(429)]).toEqual([30, 10]);
    for (const res of results.filter((r) => r.status === 429)) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await readError(res)).toMatch(/^Your firm has used its 30 AI generations for this hour/);
    }
    const hits = (await (await firestore()).doc(`tenants/${a.tenantId}/rate_limits/ai_generation`).get()).get('hits');
    expect(hits).toHaveLength(30);
  });

  it(`limits one address to ${GENERATION_PER_ADDRESS_HOURLY} an hour, however many accounts it makes`, async () => {
    const ip = '198.51.100.61';
    const firms = await Promise.all([createAttorney(), createAttorney(), createAttorney()]);
    const results = await Promise.all(
      firms.flatMap((f) => Array.from({ length: GENERATION_PER_ADDRESS_HOURLY / 3 }, () => generate(f.idToken, ip))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const another = await createAttorney();
    const refused = await generate(another.idToken, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(refused)).toMatch(/^Too many AI generations from your network this hour/);
    expect((await generate(another.idToken, '198.51.100.62')).status).toBe(200);
  });

  it(`caps the platform key at ${PLATFORM_AI_PER_FIRM_DAILY} a day per firm and ${PLATFORM_AI_ALL_FIRMS_DAILY} a day for all firms`, async () => {
    const a = await createAttorney();
    await fill(platformAiPerFirm(a.tenantId).path, PLATFORM_AI_PER_FIRM_DAILY);
    const firmCapped = await generate(a.idToken);
    expect(firmCapped.status).toBe(429);
    expect(Number(firmCapped.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await readError(firmCapped)).toMatch(/for today\. Try again in 24 hours, or add your own OpenAI key in Settings\.$/);
    // Its own key is not capped by the platform's limits.
    await api('api-keys', { method: 'POST', token: a.idToken, body: { api_name: 'openai', api_key: 'sk-firm-own-key-5678' } });
    expect((await generate(a.idToken)).status).toBe(200);

    const db = await firestore();
    const b = await createAttorney();
    await fill(PLATFORM_AI_ALL_FIRMS.path, PLATFORM_AI_ALL_FIRMS_DAILY);
    try {
      const allCapped = await generate(b.idToken);
      expect(allCapped.status).toBe(429);
      expect(await readError(allCapped)).toMatch(/^AI generation on CaseCourier's key is busy today/);
      // Nothing was counted for the refused request.
      expect((await db.doc(`tenants/${b.tenantId}/rate_limits/ai_generation`).get()).exists).toBe(false);
    } finally {
      await db.doc(PLATFORM_AI_ALL_FIRMS.path).delete();
    }
  });

  it(`holds one address to ${AGENT_TEST_TURNS_PER_ADDRESS_HOURLY} agent test turns an hour, however many firms it makes`, async () => {
    const ip = '198.51.100.71';
    const firm = await createAttorney();
    const agent = await readJson<{ id: string }>(
      await api('agents', { method: 'POST', token: firm.idToken, body: { name: 'Intake', base_prompt: 'Take intake calls.' } }),
    );
    await fill(agentTestTurnsPerAddress(ip).path, AGENT_TEST_TURNS_PER_ADDRESS_HOURLY);
    const before = fake.requests.length;
    const refused = await api(`agents/${agent.id}/conversations`, { method: 'POST', token: firm.idToken, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readError(refused)).toMatch(/^Too many test conversation turns came from your network this hour/);
    expect(fake.requests.length).toBe(before);
    // The greeting is streamed (200): nothing is saved before the caller speaks.
    expect((await api(`agents/${agent.id}/conversations`, { method: 'POST', token: firm.idToken, ip: '198.51.100.72' })).status).toBe(200);
  });

  it(`gives each network a fair share of the platform key: ${PLATFORM_AI_PER_ADDRESS_DAILY} calls a day, whatever firms it makes`, async () => {
    const ip = '198.51.100.81';
    await fill(platformAiPerAddress(ip).path, PLATFORM_AI_PER_ADDRESS_DAILY);
    const throwaway = await createAttorney();
    const refused = await generate(throwaway.idToken, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await readError(refused)).toMatch(/^Your network has used its share of AI on CaseCourier's key for today/);
    expect(PLATFORM_AI_PER_FIRM_DAILY * 20).toBe(PLATFORM_AI_ALL_FIRMS_DAILY);
    expect((await generate(throwaway.idToken, '198.51.100.82')).status).toBe(200);
    // A firm's own key is its own business.
    await api('api-keys', { method: 'POST', token: throwaway.idToken, body: { api_name: 'openai', api_key: 'sk-firm-own-key-9012' } });
    expect((await generate(throwaway.idToken, ip)).status).toBe(200);
  });
});
