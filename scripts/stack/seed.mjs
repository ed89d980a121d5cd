// Seeds the demo firm through the real API, so it is made exactly as sign-up
// makes one. Idempotent: each sample is added only when the firm lacks one of
// that name, so restarts never duplicate anything.
import { readFile } from 'node:fs/promises';
import {
  DEMO_AGENT,
  DEMO_BRAND_IMAGES,
  DEMO_CONTACTS,
  DEMO_CONVERSATION,
  DEMO_ENROLMENT,
  DEMO_FIRM_PROFILE,
  DEMO_LOGIN,
  DEMO_NEWSLETTER_SETTINGS,
  DEMO_NEXT_ISSUE,
  DEMO_PROSPECTS,
  DEMO_RESULTS,
  DEMO_SEGMENT,
  DEMO_SENDING,
  DEMO_SENDING_DOMAIN,
  EARLIER_DEMO_SMTP_HOST,
  DEMO_SEQUENCES,
  demoIssue,
} from './demo-firm.mjs';
import { emulatorConfirmEmail, emulatorSignIn } from './index.mjs';

/**
 * The relay's settings and the firm's sending domain, verified by a check of its records (which the
 * local DNS stand-in answers as added). Once: an attorney's later changes are kept, except the
 * untested SMTP settings earlier demo data had, which could not send now.
 */
async function seedSendingSetup(api, post) {
  const saved = await api('sending-settings', { orMissing: true });
  if (!saved || (saved.method === 'own_smtp' && saved.smtp_host === EARLIER_DEMO_SMTP_HOST && !saved.smtp_test)) {
    await api('sending-settings', { method: 'PUT', body: JSON.stringify(DEMO_SENDING) });
  }
  const domain = await api('sending-domain', { orMissing: true });
  if (!domain) await api('sending-domain', { method: 'PUT', body: JSON.stringify({ domain: DEMO_SENDING_DOMAIN }) });
  if (!domain?.verified) await post('sending-domain/check', {});
}

/**
 * @param {{ mailUrl?: string, prospects?: boolean }} [options] mailUrl: the mail catcher's web
 *   address, where the demo's readers find the tracked links they click. prospects: the local
 *   search-intent stand-in is running, so the demo firm saves its key and segment and imports it
 *   (never against a real provider).
 */
export async function seedDemoFirm(base, authHost, { mailUrl, prospects = false } = {}) {
  const { idToken, uid } = await emulatorSignIn(authHost, {
    email: DEMO_LOGIN.email,
    password: DEMO_LOGIN.password,
    displayName: DEMO_LOGIN.fullName,
  });
  // A confirmed address, so the demo firm can generate on the platform's AI key.
  await emulatorConfirmEmail(authHost, uid);
  const api = async (path, { orMissing = false, ...init } = {}) => {
    const res = await fetch(`${base}/api/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${idToken}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    if (res.status === 404 && orMissing) return null;
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} /api/${path} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const post = (path, body) => api(path, { method: 'POST', body: JSON.stringify(body) });

  // Creates the firm and profile as sign-up does; answers the existing ones on a restart.
  await post('me', { full_name: DEMO_LOGIN.fullName, firm_name: DEMO_LOGIN.firmName });
  // The firm profile first: every email is checked against it when saved.
  if (!(await api('firm-profile', { orMissing: true }))) {
    await api('firm-profile', { method: 'PUT', body: JSON.stringify(DEMO_FIRM_PROFILE) });
  }
  // Sending before anything that starts it (approving, enrolling, scheduling needs a firm that can send).
  await seedSendingSetup(api, post);

  const [sequences, agents] = await Promise.all([api('sequences'), api('agents')]);
  const haveSequence = new Set(sequences.map((s) => s.name));
  // One at a time: the list shows newest first, so the welcome series ends up on top.
  for (const sequence of [...DEMO_SEQUENCES].reverse()) {
    if (haveSequence.has(sequence.name)) continue;
    // Saved as a draft, then approved by the demo attorney: the emails exactly as saved.
    const saved = await post('sequences', sequence);
    await post(`sequences/${encodeURIComponent(saved.id)}/approval`, { content_hash: saved.content_hash });
  }
  const agent = agents.find((a) => a.name === DEMO_AGENT.name) ?? (await post('agents', DEMO_AGENT));

  // Contacts: the store refuses a second contact with the same email or phone (409), which
  // makes adding them idempotent. Oldest first, so the list (newest first) shows them in order.
  for (const contact of [...DEMO_CONTACTS].reverse()) {
    const res = await fetch(`${base}/api/contacts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(contact),
    });
    if (!res.ok && res.status !== 409) throw new Error(`POST /api/contacts answered ${res.status}: ${await res.text()}`);
  }

  // One transcript, held through the real endpoints (the stand-in model offline), while the agent has none.
  const transcripts = await api(`agents/${agent.id}/conversations`);
  if (transcripts.length === 0) {
    try {
      await holdConversation(base, idToken, agent.id, DEMO_CONVERSATION);
    } catch (error) {
      // The rest of the demo stands without it; the next start tries again.
      console.warn(`The demo transcript was not recorded: ${error.message}`);
    }
  }

  const scheduled = await seedNewsletter(base, idToken, api, post);
  const enrolled = await seedSending(api, post);
  // One delivery pass (the one `npm run send-due` runs) sends what is due to the mail catcher,
  // which dev.mjs started before the seed: the welcome emails and this month's issue.
  if (scheduled || enrolled) {
    const pass = await fetch(`${base}/.netlify/functions/send-due`, { method: 'POST', body: JSON.stringify({ next_run: null }) });
    if (!pass.ok) throw new Error(`The delivery pass answered ${pass.status}: ${await pass.text()}`);
    if (mailUrl) await seedResults(base, api, mailUrl, Date.now());
  }
  // Next month's issue, drafted by the AI from the settings, waits for the attorney's approval.
  await seedNextIssue(api, post);
  if (prospects) await seedProspects(api, post);
  return DEMO_LOGIN;
}

/** The demo firm's search-intent audience: the stand-in's key and segment, imported once. */
async function seedProspects(api, post) {
  const keys = await api('api-keys');
  if (!keys.some((k) => k.api_name === DEMO_PROSPECTS.keyName)) {
    await post('api-keys', { api_name: DEMO_PROSPECTS.keyName, api_key: DEMO_PROSPECTS.key });
  }
  const segments = await api('audiences/segments');
  if (!segments.some((s) => s.segment_id === DEMO_PROSPECTS.segment.segment_id)) {
    await post('audiences/segments', DEMO_PROSPECTS.segment);
    await post('audiences/import', { segment_id: DEMO_PROSPECTS.segment.segment_id });
  }
}

/**
 * Clicks and stages (DEMO_RESULTS) through the real endpoints, once: only while the firm's
 * reports show no click. Scanners come first, as they do at delivery; readers' clicks wait until
 * ten seconds after the pass, since any click sooner is a machine's.
 */
async function seedResults(base, api, mailUrl, deliveredAt) {
  const summary = await api('reports/summary');
  if (summary.totals.unique_clicks + summary.totals.machine_clicks > 0) return;
  const caught = await (await fetch(`${mailUrl}messages`)).json();
  const links = (email) =>
    caught
      .filter((m) => m.envelopeTo.includes(email) && m.html)
      .flatMap((m) => [...m.html.matchAll(/href="https?:\/\/[^"/]+(\/api\/r\/[A-Za-z0-9_-]+)"/g)].map((match) => match[1]));
  const click = (path, ua, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual', headers: { 'user-agent': ua } });
  for (const scanner of DEMO_RESULTS.scanners) for (const path of links(scanner.email)) await click(path, scanner.ua, scanner.method);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, deliveredAt + 11_000 - Date.now())));
  // One link per email (the first, the button or the website): a reader, not a sweep of every link.
  for (const reader of DEMO_RESULTS.readers) {
    const first = links(reader.email)[0];
    if (first) await click(first, reader.ua);
  }
  for (const { contact, changes } of DEMO_RESULTS.stages) {
    const { contacts } = await api(`contacts?query=${encodeURIComponent(contact)}`);
    if (!contacts[0]) continue;
    for (const change of changes)
      await api(`contacts/${encodeURIComponent(contacts[0].id)}/stage`, { method: 'PUT', body: JSON.stringify(change) });
  }
}

/** "November" and "November 2026" for a month from now (0: this month), in the firm's time zone. */
function monthNames(ahead, timeZone) {
  const now = new Date();
  const local = new Date(new Intl.DateTimeFormat('en-CA', { timeZone }).format(now));
  const date = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + ahead, 15));
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(date);
  return { month, monthYear: `${month} ${date.getUTCFullYear()}`, iso: date.toISOString().slice(0, 7) };
}

/** Uploads one of the demo brand's images (scripts/stack/demo-brand/) to the firm's library. */
async function uploadBrandImage(base, idToken, file) {
  const bytes = await readFile(new URL(`./demo-brand/${file}`, import.meta.url));
  const form = new FormData();
  form.set('image', new File([bytes], file, { type: 'image/png' }));
  const res = await fetch(`${base}/api/newsletter-images`, { method: 'POST', headers: { authorization: `Bearer ${idToken}` }, body: form });
  if (!res.ok) throw new Error(`POST /api/newsletter-images answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/**
 * The newsletter: settings and brand (once: an attorney's changes are kept), the subscribers'
 * segment, and this month's issue, approved by the demo attorney and scheduled to send now, only
 * while the firm has no issue at all. Answers whether it scheduled one.
 */
async function seedNewsletter(base, idToken, api, post) {
  const settings = await api('newsletter-settings');
  if (!settings.saved) {
    const [logo, headshot] = await Promise.all([
      uploadBrandImage(base, idToken, DEMO_BRAND_IMAGES.logo),
      uploadBrandImage(base, idToken, DEMO_BRAND_IMAGES.headshot),
    ]);
    await api('newsletter-settings', {
      method: 'PUT',
      body: JSON.stringify({ ...DEMO_NEWSLETTER_SETTINGS, logo_id: logo.id, headshot_id: headshot.id }),
    });
  }
  const segments = await api('segments');
  const segment = segments.find((s) => s.name === DEMO_SEGMENT.name) ?? (await post('segments', DEMO_SEGMENT));
  if ((await api('campaigns')).length > 0) return false;
  const { month, monthYear } = monthNames(0, DEMO_NEWSLETTER_SETTINGS.time_zone);
  const issue = await post('campaigns', { ...demoIssue(month, monthYear), segment_id: segment.id });
  await post(`campaigns/${encodeURIComponent(issue.id)}/approval`, { content_hash: issue.content_hash });
  await post(`campaigns/${encodeURIComponent(issue.id)}/schedule`, { when: 'now' });
  return true;
}

/** Next month's issue, drafted through the AI path, sent for approval; once, while the firm has a single issue. */
async function seedNextIssue(api, post) {
  const campaigns = await api('campaigns');
  if (campaigns.length !== 1) return;
  const segment = (await api('segments')).find((s) => s.name === DEMO_SEGMENT.name);
  const { monthYear, iso } = monthNames(1, DEMO_NEWSLETTER_SETTINGS.time_zone);
  try {
    const { issue } = await post('newsletter-drafts', { month: iso, prompt: DEMO_NEXT_ISSUE.prompt });
    const draft = await post('campaigns', { ...issue, name: DEMO_NEXT_ISSUE.name(monthYear), segment_id: segment?.id ?? null });
    await post(`campaigns/${encodeURIComponent(draft.id)}/approval-request`, {});
  } catch (error) {
    // The rest of the demo stands without it (a real provider may refuse); the next start tries again.
    console.warn(`Next month's draft was not written: ${error.message}`);
  }
}

/**
 * Sent, scheduled and skipped mail for the newsletter's welcome sequence, made as an attorney
 * makes it: enrol by the contacts filter, then one subscriber opts out before the pass. Only
 * when the sequence has nobody enrolled: later passes and an attorney's changes are kept.
 * Answers whether it enrolled anyone.
 */
async function seedSending(api, post) {
  const sequence = (await api('sequences')).find((s) => s.name === DEMO_ENROLMENT.sequence);
  if (!sequence || sequence.status !== 'active') return false;
  const path = `sequences/${encodeURIComponent(sequence.id)}/enrolments`;
  if ((await api(path)).enrolments.length > 0) return false;
  await post(path, { filter: DEMO_ENROLMENT.filter });
  const { contacts } = await api(`contacts?query=${encodeURIComponent(DEMO_ENROLMENT.optOut.contact)}`);
  if (contacts[0]) await post(`contacts/${encodeURIComponent(contacts[0].id)}/consents`, DEMO_ENROLMENT.optOut.consent);
  return true;
}

/**
 * A test conversation through the API: the greeting, then each caller turn, each streamed to its
 * end. Throws on an `error` event; a conversation whose greeting failed is not saved at all.
 */
async function holdConversation(base, idToken, agentId, callerTurns) {
  const turn = async (path, body) => {
    const res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST /api/${path} answered ${res.status}: ${text}`);
    const error = text.match(/^event: error\ndata: (.+)$/m);
    if (error) throw new Error(JSON.parse(error[1]).error);
    const done = text.match(/^event: done\ndata: (.+)$/m);
    if (!done) throw new Error(`POST /api/${path}: the reply ended before it was saved.`);
    return { id: JSON.parse(text.match(/^event: conversation\ndata: (.+)$/m)[1]).id, done: JSON.parse(done[1]) };
  };
  const conversations = `agents/${encodeURIComponent(agentId)}/conversations`;
  // The greeting is saved with the caller's first turn, which brings it back sealed.
  const { id, done } = await turn(conversations);
  let sealed = { greeting: done.greeting, greeting_seal: done.greeting_seal };
  for (const text of callerTurns) {
    await turn(`${conversations}/${encodeURIComponent(id)}/messages`, { text, ...sealed });
    sealed = {};
  }
}
