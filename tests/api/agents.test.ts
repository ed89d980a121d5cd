import { describe, expect, it } from 'vitest';
import type { Agent, AgentScriptRefusal } from '#shared/schemas/agents';
import { api, createAttorney, readError, readJson } from './support';

const call = (path: string, token: string, method = 'GET', body?: unknown) => api(path, { method, token, body });

describe('/api/agents', () => {
  it('creates, lists newest first, edits and deletes agents', async () => {
    const a = await createAttorney();
    const first = await call('agents', a.idToken, 'POST', {
      name: 'Intake Ivy',
      personality: 'Warm, calm',
      base_prompt: 'Greet the caller.',
    });
    expect(first.status).toBe(201);
    const ivy = await readJson<Agent>(first);
    expect(ivy).toMatchObject({ name: 'Intake Ivy', personality: 'Warm, calm', base_prompt: 'Greet the caller.', created_by: a.uid });
    await new Promise((r) => setTimeout(r, 20));
    const second = await readJson<Agent>(
      await call('agents', a.idToken, 'POST', { name: 'After-hours Alex', base_prompt: 'Take a message.' }),
    );
    expect(second.personality).toBeNull();

    expect((await readJson<Agent[]>(await call('agents', a.idToken))).map((x) => x.name)).toEqual(['After-hours Alex', 'Intake Ivy']);

    const edited = await call(`agents/${ivy.id}`, a.idToken, 'PUT', { name: 'Intake Ivy 2', personality: '', base_prompt: 'New script.' });
    expect(edited.status).toBe(200);
    expect(await readJson(edited)).toMatchObject({ id: ivy.id, name: 'Intake Ivy 2', personality: null, base_prompt: 'New script.' });

    expect((await call(`agents/${ivy.id}`, a.idToken, 'DELETE')).status).toBe(204);
    expect((await readJson<Agent[]>(await call('agents', a.idToken))).map((x) => x.name)).toEqual(['After-hours Alex']);
    expect((await call(`agents/${ivy.id}`, a.idToken, 'DELETE')).status).toBe(404);
  });

  it("keeps another firm's agents out of reach (404) and out of lists", async () => {
    const a = await createAttorney();
    const b = await createAttorney();
    const agent = await readJson<Agent>(await call('agents', a.idToken, 'POST', { name: 'Private', base_prompt: 'x' }));
    const put = await call(`agents/${agent.id}`, b.idToken, 'PUT', { name: 'Hijack', base_prompt: 'y' });
    expect(put.status).toBe(404);
    expect(await readJson(put)).toEqual({ error: 'That agent was not found.' });
    expect((await call(`agents/${agent.id}`, b.idToken, 'DELETE')).status).toBe(404);
    expect(await readJson(await call('agents', b.idToken))).toEqual([]);
    expect((await readJson<Agent[]>(await call('agents', a.idToken)))[0]).toMatchObject({ name: 'Private', base_prompt: 'x' });
  });

  it('writes nothing for invalid bodies, with clear messages', async () => {
    const a = await createAttorney();
    const cases: [unknown, string][] = [
      [{ base_prompt: 'x' }, 'Agent name and base prompt are required.'],
      [{ name: 'A', base_prompt: '  ' }, 'Agent name and base prompt are required.'],
      [{ name: 'x'.repeat(101), base_prompt: 'x' }, 'Agent names must be 100 characters or fewer.'],
      [{ name: 'A', personality: 'p'.repeat(501), base_prompt: 'x' }, 'Personality must be 500 characters or fewer.'],
      [{ name: 'A', base_prompt: 'x'.repeat(8001) }, 'The base prompt must be 8,000 characters or fewer.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('agents', a.idToken, 'POST', body);
      expect(res.status).toBe(400);
      expect(await readError(res)).toBe(message);
    }
    expect(await readJson(await call('agents', a.idToken))).toEqual([]);
    const agent = await readJson<Agent>(await call('agents', a.idToken, 'POST', { name: 'Keep', base_prompt: 'Keep me' }));
    expect((await call(`agents/${agent.id}`, a.idToken, 'PUT', { name: '', base_prompt: 'x' })).status).toBe(400);
    expect((await readJson<Agent[]>(await call('agents', a.idToken)))[0]).toMatchObject({ name: 'Keep', base_prompt: 'Keep me' });
  });

  it('refuses control characters: a prompt that is only a NUL is blank, one inside the text is named; nothing is written', async () => {
    const a = await createAttorney();
    const cases: [unknown, string][] = [
      [{ name: 'a', base_prompt: '\u0000' }, 'Agent name and base prompt are required.'],
      [{ name: '\u0007 ', base_prompt: 'Greet the caller.' }, 'Agent name and base prompt are required.'],
      [
        { name: 'a', base_prompt: 'Greet\u0000 the caller.' },
        'Base prompt contains an invisible control character. Delete it and try again.',
      ],
      [{ name: 'Ivy\tIntake', base_prompt: 'x' }, 'Agent name must be on one line.'],
      [
        { name: 'a', personality: 'Warm\u001b[31m', base_prompt: 'x' },
        'Personality contains an invisible control character. Delete it and try again.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('agents', a.idToken, 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toBe(message);
    }
    expect(await readJson(await call('agents', a.idToken))).toEqual([]);
    // A multi-line prompt keeps its line breaks and tabs.
    const created = await call('agents', a.idToken, 'POST', {
      name: 'a',
      base_prompt: 'Greet the caller.\n\tThen ask their name.\r\nThank them.',
    });
    expect(created.status).toBe(201);
    expect((await readJson<Agent>(created)).base_prompt).toBe('Greet the caller.\n\tThen ask their name.\r\nThank them.');
  });

  it('answers 400 for malformed percent-encoding in the id, and 404 for an id that names nothing', async () => {
    const a = await createAttorney();
    for (const path of ['agents/%E0%A4%A', 'agents/%']) {
      const res = await call(path, a.idToken, 'PUT', { name: 'A', base_prompt: 'x' });
      expect(res.status, path).toBe(400);
      expect(await readError(res)).toBe(
        'The address of that agent is not valid: it contains a broken %-encoding. Check the link and try again.',
      );
    }
    for (const path of ['agents/a%2Fb', 'agents/__x__']) {
      const res = await call(path, a.idToken, 'PUT', { name: 'A', base_prompt: 'x' });
      expect(res.status, path).toBe(404);
      expect(await readJson(res)).toEqual({ error: 'That agent was not found.' });
    }
  });
});

describe('an agent’s script', () => {
  it('is checked by the compliance engine when saved: a blocking finding refuses it with 422, the findings and nothing written', async () => {
    const a = await createAttorney();
    const script = 'Greet the caller. Reassure them we always win and will get them the maximum settlement.';
    const refused = await call('agents', a.idToken, 'POST', { name: 'Intake Ivy', personality: 'Warm', base_prompt: script });
    expect(refused.status).toBe(422);
    const body = await readJson<AgentScriptRefusal>(refused);
    expect(body.error).toMatch(
      /^The agent cannot be saved as it is: its script says “always win”\. .+ Change the marked words and save again\.$/,
    );
    expect(body.findings.personality).toEqual([]);
    const marked = body.findings.base_prompt.filter((f) => f.severity === 'block').map((f) => [f.rule, script.slice(f.start, f.end)]);
    expect(marked).toEqual([
      ['guarantee', 'always win'],
      ['guarantee', 'and will get them the maximum'],
    ]);
    expect(body.findings.base_prompt[0]!.source).toMatch(/Rule 7\.1/);
    expect(await readJson(await call('agents', a.idToken))).toEqual([]);

    // Warnings alone (a specialist claim outside FL, NY and IL; false urgency) do not stop it.
    const fine = await call('agents', a.idToken, 'POST', {
      name: 'Intake Ivy',
      personality: 'Warm',
      base_prompt: 'Greet the caller. Mention our specialists in trucking cases; this offer won’t last.',
    });
    expect(fine.status).toBe(201);
    const ivy = await readJson<Agent>(fine);

    // An edit is checked the same way, the personality too, and the saved agent is unchanged.
    const edit = await call(`agents/${ivy.id}`, a.idToken, 'PUT', {
      name: 'Intake Ivy',
      personality: 'Promises a guaranteed win',
      base_prompt: 'Greet.',
    });
    expect(edit.status).toBe(422);
    const editBody = await readJson<AgentScriptRefusal>(edit);
    expect(editBody.error).toMatch(/its personality says “guaranteed win”/);
    expect(editBody.findings.personality.map((f) => f.rule)).toContain('guarantee');
    expect((await readJson<Agent[]>(await call('agents', a.idToken)))[0]).toMatchObject({ personality: 'Warm' });
  });
});
