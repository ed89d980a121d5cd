// From a test conversation to a contact: POST /api/agents/:id/conversations/:cid/contact.
import { describe, expect, it } from 'vitest';
import { defaultReply } from '../../scripts/stack/fake-openai.mjs';
import { platformFakeOpenAI } from './fakeOpenAI';
import type { Conversation, ConversationContactResult } from '#shared/schemas/agentConversations';
import type { Agent } from '#shared/schemas/agents';
import type { ContactPage } from '#shared/schemas/contacts';
import { api, createAttorney, readJson } from './support';

platformFakeOpenAI(defaultReply);

const error = async (res: Response) => (await readJson<{ error: string }>(res)).error;

/** The caller's side of a whole intake, in the order the stand-in agent asks. */
const FULL_INTAKE = [
  'My name is Dana Whitfield.',
  '(404) 555-0199',
  'dana.whitfield@example.com',
  'Georgia',
  'I was rear-ended at a red light.',
  'March 3, 2026',
  'Whiplash and a sprained wrist.',
  'No, I have not.',
];

async function setUp() {
  const a = await createAttorney('Riley Chen', 'Chen Accident Law');
  const res = await api('agents', {
    method: 'POST',
    token: a.idToken,
    body: { name: 'Evening intake', personality: 'Calm', base_prompt: 'Answer calls after hours.' },
  });
  return { a, agent: await readJson<Agent>(res) };
}

/** Holds a test conversation through the API: the greeting, then each caller turn, streamed to its end. */
async function converse(token: string, agentId: string, callerTurns: string[]): Promise<string> {
  const started = await (await api(`agents/${agentId}/conversations`, { method: 'POST', token })).text();
  const conversationId = (JSON.parse(started.match(/event: conversation\ndata: (.+)/)![1]!) as { id: string }).id;
  // The caller's first turn brings back the greeting, sealed: it is saved with it.
  let sealed: { greeting?: string; greeting_seal?: string } = JSON.parse(started.match(/event: done\ndata: (.+)/)![1]!);
  for (const text of callerTurns) {
    const body = { text, greeting: sealed.greeting, greeting_seal: sealed.greeting_seal };
    const res = await api(`agents/${agentId}/conversations/${conversationId}/messages`, { method: 'POST', token, body });
    expect(await res.text()).toContain('event: done');
    sealed = {};
  }
  return conversationId;
}

const makeContact = (
  token: string,
  agentId: string,
  conversationId: string,
  init: { body?: unknown; headers?: Record<string, string> } = {},
) => api(`agents/${agentId}/conversations/${conversationId}/contact`, { method: 'POST', token, ...init });

const contactsOf = async (token: string) => (await readJson<ContactPage>(await api('contacts', { token }))).contacts;

describe('a contact from a test conversation', () => {
  it('makes a lead with the intake fields, no consent, and answers the same contact on a second click', async () => {
    const { a, agent } = await setUp();
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE);

    const res = await makeContact(a.idToken, agent.id, cid);
    expect(res.status).toBe(201);
    const made = await readJson<ConversationContactResult>(res);
    expect(made.outcome).toBe('created');
    expect(made.contact).toMatchObject({
      name: 'Dana Whitfield',
      email: 'dana.whitfield@example.com',
      phone: '+14045550199',
      relationship: 'lead',
      state: 'GA',
      incident_type: 'I was rear-ended at a red light',
      incident_date: '2026-03-03',
      source: `Test conversation with Evening intake (${cid})`,
      tags: ['agent-test'],
      do_not_contact: false,
      consent: { email: null, sms: null, call: null },
      consents: [],
    });
    expect(made.contact.notes).toContain('a test conversation is not consent');
    expect(made.contact.notes).toContain('Injuries: Whiplash and a sprained wrist');
    expect(made.contact.notes).toContain('Lawyer already retained: no');

    // The transcript points at its contact, and the contacts list has exactly that one.
    const conversation = await readJson<Conversation>(await api(`agents/${agent.id}/conversations/${cid}`, { token: a.idToken }));
    expect(conversation.contact_id).toBe(made.contact.id);
    expect((await contactsOf(a.idToken)).map((c) => c.id)).toEqual([made.contact.id]);

    // A second click (with the {} a client may send) answers the same contact and writes nothing.
    const again = await makeContact(a.idToken, agent.id, cid, { body: {} });
    expect(again.status).toBe(200);
    expect(await readJson<ConversationContactResult>(again)).toMatchObject({ outcome: 'already-linked', contact: { id: made.contact.id } });
    expect(await contactsOf(a.idToken)).toHaveLength(1);
  });

  it('makes one contact when two clicks arrive together', async () => {
    const { a, agent } = await setUp();
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE.slice(0, 2));
    const answers = await Promise.all([1, 2, 3].map(() => makeContact(a.idToken, agent.id, cid)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const ids = await Promise.all(answers.map(async (r) => (await readJson<ConversationContactResult>(r)).contact.id));
    expect(new Set(ids).size).toBe(1);
    const contacts = await contactsOf(a.idToken);
    expect(contacts).toHaveLength(1);
    // Name and phone are enough; what was not said stays empty.
    expect(contacts[0]).toMatchObject({ name: 'Dana Whitfield', phone: '+14045550199', state: null, incident_date: null });
  });

  it('refuses, in words, a conversation without the name and phone yet, and writes nothing', async () => {
    const { a, agent } = await setUp();
    // A greeting alone was never saved: there is no conversation to make a contact from.
    const greetingOnly = await converse(a.idToken, agent.id, []);
    expect((await makeContact(a.idToken, agent.id, greetingOnly)).status).toBe(404);
    const nothingYet = await converse(a.idToken, agent.id, ['How much do you charge?']);
    const res = await makeContact(a.idToken, agent.id, nothingYet);
    expect(res.status).toBe(400);
    expect(await error(res)).toBe(
      'This conversation has not collected the caller’s name or phone number yet. A contact needs the name and the phone number: continue the conversation until the intake fields show both.',
    );
    const nameOnly = await converse(a.idToken, agent.id, FULL_INTAKE.slice(0, 1));
    const res2 = await makeContact(a.idToken, agent.id, nameOnly);
    expect(res2.status).toBe(400);
    expect(await error(res2)).toMatch(/^This conversation has not collected the caller’s phone number yet\./);

    // A number that is not a phone number (no such area code) is said so.
    const badPhone = await converse(a.idToken, agent.id, ['My name is Dana Whitfield.', '123-456-7890']);
    const res3 = await makeContact(a.idToken, agent.id, badPhone);
    expect(res3.status).toBe(400);
    expect(await error(res3)).toBe(
      'The phone number in this conversation (1234567890) is not a valid number, so no contact was made. Ask the caller for it again.',
    );

    expect(await contactsOf(a.idToken)).toEqual([]);
    const conversation = await readJson<Conversation>(await api(`agents/${agent.id}/conversations/${nameOnly}`, { token: a.idToken }));
    expect(conversation.contact_id).toBeNull();
  });

  it('links to the contact that already has the phone number, and leaves that contact as it was', async () => {
    const { a, agent } = await setUp();
    const existing = await readJson<{ id: string; updated_at: string }>(
      await api('contacts', {
        method: 'POST',
        token: a.idToken,
        body: { name: 'Dana W. Whitfield', phone: '404.555.0199', relationship: 'client', notes: 'Signed on 2026-03-10.' },
      }),
    );
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE);
    const res = await makeContact(a.idToken, agent.id, cid);
    expect(res.status).toBe(200);
    const linked = await readJson<ConversationContactResult>(res);
    expect(linked.outcome).toBe('linked-existing');
    expect(linked.contact).toMatchObject({
      id: existing.id,
      name: 'Dana W. Whitfield',
      relationship: 'client',
      state: null,
      incident_date: null,
      notes: 'Signed on 2026-03-10.',
      updated_at: existing.updated_at,
    });
    expect(await contactsOf(a.idToken)).toHaveLength(1);
    const conversation = await readJson<Conversation>(await api(`agents/${agent.id}/conversations/${cid}`, { token: a.idToken }));
    expect(conversation.contact_id).toBe(existing.id);
  });

  it("answers another firm's agent or conversation exactly as a missing one", async () => {
    const { a, agent } = await setUp();
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE.slice(0, 2));
    const b = await createAttorney('Sam Ortiz', 'Ortiz Law');
    const own = await readJson<Agent>(
      await api('agents', { method: 'POST', token: b.idToken, body: { name: 'Mine', personality: 'Brief', base_prompt: 'Take calls.' } }),
    );

    const theirs = await makeContact(b.idToken, agent.id, cid);
    const missingAgent = await makeContact(b.idToken, 'abcdefghij0123456789', cid);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toBe(await missingAgent.text());
    // Their conversation id under one's own agent is a missing conversation.
    const underOwn = await makeContact(b.idToken, own.id, cid);
    const missingConversation = await makeContact(b.idToken, own.id, 'abcdefghij0123456789');
    expect(underOwn.status).toBe(404);
    const said = await underOwn.text();
    expect(JSON.parse(said)).toEqual({ error: 'That test conversation was not found.' });
    expect(said).toBe(await missingConversation.text());
    expect(await contactsOf(b.idToken)).toEqual([]);
    expect(await contactsOf(a.idToken)).toEqual([]);
  });

  it('makes the contact from the intake fields as the attorney corrected them, and keeps the corrections in the transcript', async () => {
    const { a, agent } = await setUp();
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE);
    // A correction that is not an email address is refused in words, and nothing is written.
    const bad = await makeContact(a.idToken, agent.id, cid, { body: { intake: { email: 'dana at example' } } });
    expect(bad.status).toBe(400);
    expect(await error(bad)).toMatch(/email/i);
    expect(await contactsOf(a.idToken)).toEqual([]);

    const res = await makeContact(a.idToken, agent.id, cid, {
      body: { intake: { name: 'Dana Whitfield-Ross', email: 'dana@example.com', injuries: '', lawyer_retained: null } },
    });
    expect(res.status).toBe(201);
    const made = await readJson<ConversationContactResult>(res);
    expect(made.contact).toMatchObject({ name: 'Dana Whitfield-Ross', email: 'dana@example.com', phone: '+14045550199', state: 'GA' });
    expect(made.contact.notes).not.toContain('Injuries');
    expect(made.contact.notes).not.toContain('Lawyer already retained');
    const conversation = await readJson<Conversation>(await api(`agents/${agent.id}/conversations/${cid}`, { token: a.idToken }));
    expect(conversation.intake).toMatchObject({ name: 'Dana Whitfield-Ross', email: 'dana@example.com', injuries: null, state: 'GA' });
  });

  it('takes only intake corrections: any other body is refused before anything is written; other methods are 405', async () => {
    const { a, agent } = await setUp();
    const cid = await converse(a.idToken, agent.id, FULL_INTAKE.slice(0, 2));
    for (const text of [
      '{"name":"Someone else"}',
      '{"intake":{"nickname":"D"}}',
      '{"intake":{"lawyer_retained":"no"}}',
      '[]',
      '{"broken": ',
      'null',
      '"x"',
    ]) {
      const res = await makeContact(a.idToken, agent.id, cid, { body: text, headers: { 'content-type': 'application/json' } });
      expect(res.status, text).toBe(400);
      expect(await error(res)).toBeTruthy();
    }
    expect(await contactsOf(a.idToken)).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await api(`agents/${agent.id}/conversations/${cid}/contact`, { method, token: a.idToken });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});
