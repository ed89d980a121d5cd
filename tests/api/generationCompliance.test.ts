import { describe, expect, it } from 'vitest';
import { defaultReply } from '../../scripts/stack/fake-openai.mjs';
import { platformFakeOpenAI } from './fakeOpenAI';
import type { GeneratedSequence } from '#shared/schemas/sequences';
import { api, createFirmWithProfile, GEORGIA_FIRM, readJson } from './support';

const generate = (token: string, prompt: string, audience?: string) =>
  api('generate-email-sequence', { method: 'POST', token, body: { prompt, audience } });
const rules = (findings: { rule: string }[][]) => findings.map((list) => list.map((f) => f.rule));

const promising = JSON.stringify({
  emails: [
    { after_days: 0, subject: 'Welcome', body: 'Hi {{contact.first_name or "there"}},\n\nWe guarantee you will win your case.' },
    { after_days: 3, subject: 'Checking in', body: 'Hi {{contact.first_name or "there"}},\n\nReply with any questions.' },
  ],
});

const fake = platformFakeOpenAI(defaultReply);

describe('generation follows the compliance rules', () => {
  it.each(['client', 'subscriber', 'lead'])(
    'writes %s emails that pass every rule for a firm licensed in New York, Florida and California',
    async (audience) => {
      const a = await createFirmWithProfile({ ...GEORGIA_FIRM, licensedStates: ['NY', 'FL', 'CA'] });
      const res = await generate(a.idToken, 'Follow-up after a car accident', audience);
      expect(res.status).toBe(200);
      const { emails, findings } = await readJson<GeneratedSequence>(res);
      expect(emails.length).toBeGreaterThan(0);
      expect(rules(findings).flat()).toEqual([]);
      const system = fake.requests.at(-1)!.body.messages[0].content;
      expect(system).toContain(`Audience of this sequence: ${audience}`);
      expect(system).toMatch(/New York/);
      // Asked once: nothing to correct.
      expect(fake.requests.at(-1)!.body.messages).toHaveLength(2);
      const saved = await api('sequences', { method: 'POST', token: a.idToken, body: { name: 'Follow-up', audience, emails } });
      expect(saved.status).toBe(201);
    },
  );

  it('asks the model once more with the findings when an email breaks a blocking rule, and answers the corrected emails', async () => {
    const a = await createFirmWithProfile();
    fake.respondNextWith(() => ({ content: promising }));
    const before = fake.requests.length;
    const res = await generate(a.idToken, 'Welcome series');
    expect(res.status).toBe(200);
    const { emails, findings } = await readJson<GeneratedSequence>(res);
    expect(fake.requests.length - before).toBe(2);
    const retry = fake.requests.at(-1)!.body.messages;
    expect(retry.map((m: { role: string }) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(retry[2].content).toBe(promising);
    expect(retry[3].content).toMatch(/Email 1 \(immediately\), body, “you will win” \[must fix\]: .*ABA Model Rule 7\.1/);
    expect(JSON.stringify(emails)).not.toContain('guarantee');
    expect(rules(findings).flat()).toEqual([]);
  });

  it('returns the findings to the editor when the second answer still breaks a rule, instead of failing', async () => {
    const a = await createFirmWithProfile();
    fake.respondNextWith(
      () => ({ content: promising }),
      () => ({ content: promising }),
    );
    const before = fake.requests.length;
    const res = await generate(a.idToken, 'Welcome series');
    expect(res.status).toBe(200);
    const { emails, findings } = await readJson<GeneratedSequence>(res);
    expect(fake.requests.length - before).toBe(2);
    expect(emails[0]!.body).toContain('We guarantee you will win');
    expect(rules(findings)).toEqual([['guarantee'], []]);
    expect(findings[0]![0]!.severity).toBe('block');
  });
});
