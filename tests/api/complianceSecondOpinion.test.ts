// POST /api/compliance/check with secondOpinion: the AI's review suggestions, against the local stand-in LLM.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComplianceCheckResponse } from '#shared/schemas/complianceCheck';
import { SECOND_OPINION_NOT_BOOLEAN } from '#shared/schemas/complianceCheck';
import {
  SECOND_OPINION_FAILED,
  SECOND_OPINION_FORMAT_NAME,
  SECOND_OPINION_NO_KEY,
  SECOND_OPINION_OFF,
  SECOND_OPINION_SLOW,
} from '#server/compliance/secondOpinion';
import { defaultReply } from '../../scripts/stack/fake-openai.mjs';
import { platformFakeOpenAI } from './fakeOpenAI';
import { api, createFirmWithProfile, readError, readJson, setServerEnv, type TestUser } from './support';

const fake = platformFakeOpenAI(defaultReply);

beforeAll(() => setServerEnv({ COMPLIANCE_SECOND_OPINION: 'on' }));
afterAll(() => setServerEnv({ COMPLIANCE_SECOND_OPINION: 'off', SECOND_OPINION_TIMEOUT_MS: undefined }));

const EMAIL = {
  subject: 'Winter news',
  body: 'Insurers fold the moment they see our letterhead. We guarantee you will win your case.\n\nCall us.',
  audience: 'subscriber',
};
const check = (user: TestUser, body: Record<string, unknown> = { ...EMAIL, secondOpinion: true }) =>
  api('compliance/check', { method: 'POST', token: user.idToken, body });
const suggesting =
  (...suggestions: { rule: string; quote: string; reason: string }[]) =>
  () => ({
    content: JSON.stringify({ suggestions }),
  });

describe('POST /api/compliance/check with a second opinion', () => {
  it('adds the model’s suggestion on the sentence it quoted, as a warning of kind review-suggested that blocks nothing', async () => {
    const a = await createFirmWithProfile();
    fake.respondWith(
      suggesting({ rule: 'comparison', quote: 'Insurers fold the moment they see our letterhead.', reason: 'Implies superiority.' }),
    );
    const res = await check(a);
    expect(res.status).toBe(200);
    const { findings, secondOpinion } = await readJson<ComplianceCheckResponse>(res);
    expect(secondOpinion).toEqual({ status: 'reviewed' });
    expect(findings.map((f) => [f.kind ?? 'rule', f.rule, f.severity])).toEqual([
      ['review-suggested', 'comparison', 'warn'],
      ['rule', 'guarantee', 'block'],
    ]);
    const [suggestion] = findings;
    expect(EMAIL.body.slice(suggestion!.start, suggestion!.end)).toBe('Insurers fold the moment they see our letterhead.');
    expect(suggestion!.message).toMatch(/^Review suggested: .*Implies superiority/);

    // The model saw the email fenced, what the rules found, and was asked for this answer's format.
    const [request] = fake.requests;
    expect(request!.body.response_format.json_schema.name).toBe(SECOND_OPINION_FORMAT_NAME);
    const user = request!.body.messages.find((m: { role: string }) => m.role === 'user').content as string;
    expect(user).toContain('<email>\nSubject: Winter news');
    expect(user).toMatch(/- guarantee: “[^”]*will win[^”]*” in the body/);
  });

  it('never repeats or replaces a rule check’s finding, and drops quotes that are not in the email', async () => {
    const a = await createFirmWithProfile();
    fake.respondWith(
      suggesting(
        { rule: 'guarantee', quote: 'We guarantee you will win your case.', reason: 'Already found.' },
        { rule: 'guarantee', quote: 'You will surely win.', reason: 'Not in the email.' },
      ),
    );
    const { findings, secondOpinion } = await readJson<ComplianceCheckResponse>(await check(a));
    expect(secondOpinion).toEqual({ status: 'reviewed' });
    expect(findings.map((f) => [f.kind ?? 'rule', f.rule])).toEqual([['rule', 'guarantee']]);
  });

  it('answers with the rule checks alone when the model has nothing to add (the stand-in’s default)', async () => {
    const a = await createFirmWithProfile();
    fake.respondWith(defaultReply);
    const body = await readJson<ComplianceCheckResponse>(await check(a));
    expect(body).toMatchObject({ secondOpinion: { status: 'reviewed' } });
    expect(body.findings.map((f) => f.rule)).toEqual(['guarantee']);
  });

  it('gives up quietly when the model is slow: the rule checks come back before the model answers', async () => {
    const a = await createFirmWithProfile();
    await setServerEnv({ SECOND_OPINION_TIMEOUT_MS: '300' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      fake.respondWith(() => ({ delayMs: 20_000, content: JSON.stringify({ suggestions: [] }) }));
      // The model answers after 20 s; the check must not wait for it.
      const modelAnswers = new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000).unref());
      const res = await Promise.race([check(a), modelAnswers]);
      expect(res, 'the check answered before the model').not.toBeNull();
      const body = await readJson<ComplianceCheckResponse>(res!);
      expect(res!.status).toBe(200);
      expect(body.secondOpinion).toEqual({ status: 'unavailable', note: SECOND_OPINION_SLOW });
      expect(body.findings.map((f) => f.rule)).toEqual(['guarantee']);
    } finally {
      warn.mockRestore();
      await setServerEnv({ SECOND_OPINION_TIMEOUT_MS: undefined });
    }
  });

  it('gives up quietly when the model fails or answers something unreadable', async () => {
    const a = await createFirmWithProfile();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const reply of [() => ({ status: 500, error: 'The server had an error' }), () => ({ content: 'not JSON at all' })]) {
        fake.respondWith(reply);
        const res = await check(a);
        expect(res.status).toBe(200);
        const body = await readJson<ComplianceCheckResponse>(res);
        expect(body.secondOpinion).toEqual({ status: 'unavailable', note: SECOND_OPINION_FAILED });
        expect(body.findings.map((f) => f.rule)).toEqual(['guarantee']);
      }
    } finally {
      warn.mockRestore();
    }
  });

  it('asks nothing unless the caller asks for it, or when it is switched off, or without a key', async () => {
    const a = await createFirmWithProfile();
    fake.respondWith(suggesting({ rule: 'comparison', quote: 'Insurers fold the moment they see our letterhead.', reason: 'x' }));
    const plain = await readJson<ComplianceCheckResponse>(await check(a, EMAIL));
    expect(plain.secondOpinion).toBeUndefined();
    expect(plain.findings.map((f) => f.rule)).toEqual(['guarantee']);

    await setServerEnv({ COMPLIANCE_SECOND_OPINION: 'off' });
    try {
      expect((await readJson<ComplianceCheckResponse>(await check(a))).secondOpinion).toEqual({
        status: 'unavailable',
        note: SECOND_OPINION_OFF,
      });
    } finally {
      await setServerEnv({ COMPLIANCE_SECOND_OPINION: 'on' });
    }

    await setServerEnv({ OPENAI_API_KEY: undefined });
    try {
      expect((await readJson<ComplianceCheckResponse>(await check(a))).secondOpinion).toEqual({
        status: 'unavailable',
        note: SECOND_OPINION_NO_KEY,
      });
    } finally {
      await setServerEnv({ OPENAI_API_KEY: 'sk-platform-test' });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 400 when secondOpinion is not true or false', async () => {
    const a = await createFirmWithProfile();
    const res = await check(a, { ...EMAIL, secondOpinion: 'yes' });
    expect(res.status).toBe(400);
    expect(await readError(res)).toBe(SECOND_OPINION_NOT_BOOLEAN);
  });
});
