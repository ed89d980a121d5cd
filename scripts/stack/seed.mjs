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
  DEMO_MONTH,
  DEMO_PROSPECTS,
  DEMO_SEGMENT,
  DEMO_SENDING,
  DEMO_SENDING_DOMAIN,
  EARLIER_DEMO_SMTP_HOST,
  DEMO_SEQUENCES,
  demoIssue,
} from './demo-firm.mjs';
import { TZDate } from '@date-fns/tz';
import { emulatorConfirmEmail, emulatorSignIn } from './index.mjs';
import { signedWebhook } from './signed-webhook.mjs';
import { SEEDING_CLOCK_PATH } from './functions-dev-plugin.mjs';

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
 * Seeds the demo firm.
 * @param {{ mailUrl?: string, prospects?: boolean, seedingKey?: string }} [options] mailUrl: the
 *   mail catcher's web address, where the demo's readers find the tracked links they click.
 *   prospects: the local search-intent stand-in is running, so the demo firm saves its key and
 *   segment and imports it (never against a real provider). seedingKey: the key dev.mjs gave its
 *   dev server; with it a fresh firm gets a month of history, everything made through the real
 *   endpoints, each on its day, with the dev server's seeding clock (functions-dev-plugin.mjs).
 */
export async function seedDemoFirm(base, authHost, { mailUrl, prospects = false, seedingKey } = {}) {
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
  // A firm without an issue is fresh: its month of history is made from its first day on.
  const month = seedingKey && mailUrl && (await api('campaigns')).length === 0 ? monthOfHistory(base, seedingKey) : null;
  if (month) await month.dayAt(0, 8);
  try {
    await seedFirm(base, idToken, api, post);
    if (month) await seedMonth(month, { base, idToken, api, post, mailUrl });
    else {
      // Without the seeding clock (or on a restart): this month's issue and the welcome emails, once.
      const scheduled = await seedNewsletter(base, idToken, api, post);
      const enrolled = await seedSending(api, post);
      if (scheduled || enrolled) await deliveryPass(base);
    }
  } finally {
    if (month) await month.clock(null);
  }
  // Next month's issue, drafted by the AI from the settings, waits for the attorney's approval.
  await seedNextIssue(api, post);
  if (prospects) await seedProspects(api, post);
  return DEMO_LOGIN;
}

/** The firm's profile, sequences, agent, contacts, a transcript and sending settings (each once). */
async function seedFirm(base, idToken, api, post) {
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

  await seedSendingSetup(api, post);
}

/** One delivery pass (the one `npm run send-due` runs): what is due goes to the mail catcher. */
async function deliveryPass(base) {
  const pass = await fetch(`${base}/.netlify/functions/send-due`, { method: 'POST', body: JSON.stringify({ next_run: null }) });
  if (!pass.ok) throw new Error(`The delivery pass answered ${pass.status}: ${await pass.text()}`);
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
 * The month shown: its days in the firm's zone, from DEMO_MONTH.days - 1 days ago to today, and
 * the dev server's seeding clock. `dayAt(day, hour, minutes)` moves the clock there.
 */
function monthOfHistory(base, seedingKey) {
  const zone = DEMO_NEWSLETTER_SETTINGS.time_zone;
  const today = new TZDate(Date.now(), zone);
  const at = (day, hour, minutes = 0, seconds = 0) =>
    new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() - (DEMO_MONTH.days - 1) + day,
      hour,
      minutes,
      seconds,
      zone,
    ).getTime();
  const clock = async (ms) => {
    // Never ahead of the real time: today's events happen at most now.
    const res = await fetch(`${base}${SEEDING_CLOCK_PATH}`, {
      method: 'POST',
      headers: { 'x-seeding-key': seedingKey, 'content-type': 'application/json' },
      body: JSON.stringify({ at: ms === null ? null : Math.min(ms, Date.now()) }),
    });
    if (!res.ok) throw new Error(`The dev server refused the seeding clock (${res.status}).`);
  };
  return { zone, at, clock, dayAt: (day, hour, minutes, seconds) => clock(at(day, hour, minutes, seconds)) };
}

/** A number from 0 to 99 for a text: the same every start, so the demo is the same every time. */
function hundredth(text) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) % 100;
}

/**
 * The month of history, day by day through the real endpoints (DEMO_MONTH): on the first day the
 * newsletter's subscribers are enrolled in its welcome sequence; each day at the pass hour
 * subscribers who joined that morning are saved and enrolled, the issue is scheduled on its day,
 * and the pass delivers; scanners check some emails as they arrive; readers click some emails
 * hours later; leads arrive through the signed webhook; contacts move through the pipeline; and a
 * few readers unsubscribe with one click. Today's events stop at the real time.
 */
async function seedMonth(month, { base, idToken, api, post, mailUrl }) {
  const started = Date.now();
  const { zone, at, dayAt } = month;
  const hour = DEMO_MONTH.passHour;
  // The issue goes out on the month's first Tuesday (the latest one shown before today), else on
  // the latest Tuesday before today.
  const local = (day) => new TZDate(at(day, hour), zone);
  const tuesdays = Array.from({ length: DEMO_MONTH.days - 2 }, (_, i) => i + 1).filter((day) => local(day).getDay() === 2);
  const issueDay = tuesdays.filter((day) => local(day).getDate() <= 7).at(-1) ?? tuesdays.at(-1) ?? Math.floor(DEMO_MONTH.days / 2);
  const endpoint = await post('leads/webhook-endpoint', {});
  const leadIds = new Map();
  const contactId = async (who) => {
    if (leadIds.has(who)) return leadIds.get(who);
    const { contacts } = await api(`contacts?query=${encodeURIComponent(who)}`);
    return contacts[0]?.id ?? null;
  };
  const click = (path, ua, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual', headers: { 'user-agent': ua } });
  const trackedLinks = (m) => [...(m.html ?? '').matchAll(/href="https?:\/\/[^"/]+(\/api\/r\/[A-Za-z0-9_-]+)"/g)].map((x) => x[1]);
  const seen = new Set();
  const delivered = { emails: 0 };

  for (let day = 0; day < DEMO_MONTH.days; day++) {
    if (at(day, hour) > Date.now()) break;
    await dayAt(day, hour);
    if (day === 0) await seedSending(api, post);
    for (const joiner of DEMO_MONTH.joiners.filter((j) => j.day === day)) {
      const consents = [
        { channel: 'email', status: 'granted', at: new Date(at(day, hour - 1, 20)).toISOString(), source: 'Newsletter signup' },
      ];
      const saved = await post('contacts', { ...joiner.contact, consents });
      const welcome = (await api('sequences')).find((s) => s.name === 'Newsletter welcome');
      if (welcome) await post(`sequences/${encodeURIComponent(welcome.id)}/enrolments`, { contactIds: [saved.id] });
    }
    if (day === issueDay) await seedNewsletter(base, idToken, api, post, at(day, hour));
    await deliveryPass(base);

    // What this pass delivered: scanners within seconds, then readers hours later, in time order.
    const caught = await (await fetch(`${mailUrl}messages`)).json();
    const fresh = caught.filter((m) => !seen.has(m.id) && m.html);
    for (const m of fresh) seen.add(m.id);
    delivered.emails += fresh.length;
    await dayAt(day, hour, 0, 3);
    for (const m of fresh) {
      const who = m.envelopeTo[0];
      if (hundredth(`scan ${who} ${m.id}`) < DEMO_MONTH.scannersPer100) {
        const scanner = DEMO_MONTH.scanners[hundredth(who) % DEMO_MONTH.scanners.length];
        for (const path of trackedLinks(m)) await click(path, scanner.ua, scanner.method);
      }
    }
    const events = [];
    for (const m of fresh) {
      const who = m.envelopeTo[0];
      const links = trackedLinks(m);
      if (links.length && (DEMO_MONTH.alwaysClick.includes(who) || hundredth(`read ${who} ${m.id}`) < DEMO_MONTH.readersPer100)) {
        const minutes = 60 + hundredth(`when ${who} ${m.id}`) * 3;
        const ua = DEMO_MONTH.browsers[hundredth(who) % DEMO_MONTH.browsers.length];
        events.push({ minutes, run: () => click(links[0], ua) });
      }
    }
    for (const { day: on, lead } of DEMO_MONTH.leads.filter((l) => l.day === day))
      events.push({
        minutes: 4 * 60,
        run: async () => {
          const res = await fetch(signedWebhook(endpoint.url, endpoint.secret, lead));
          if (!res.ok) throw new Error(`The lead webhook answered ${res.status} on day ${on}: ${await res.text()}`);
          leadIds.set(lead.email, (await res.json()).contact_id);
        },
      });
    for (const { email } of DEMO_MONTH.unsubscribes.filter((u) => u.day === day))
      events.push({
        minutes: 5 * 60,
        run: async () => {
          const email_ = caught.findLast((m) => m.envelopeTo.includes(email) && m.listUnsubscribe);
          const link = email_?.listUnsubscribe.split(',')[0].trim().replace(/^<|>$/g, '');
          if (!link) return;
          const url = new URL(link);
          await fetch(`${base}${url.pathname}${url.search}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'List-Unsubscribe=One-Click',
          });
        },
      });
    for (const { contact, change } of DEMO_MONTH.stages.filter((s) => s.day === day))
      events.push({
        minutes: 7 * 60,
        run: async () => {
          const id = await contactId(contact);
          if (id) await api(`contacts/${encodeURIComponent(id)}/stage`, { method: 'PUT', body: JSON.stringify(change) });
        },
      });
    for (const event of events.sort((a, b) => a.minutes - b.minutes)) {
      if (at(day, hour, event.minutes) > Date.now()) break;
      await dayAt(day, hour, event.minutes);
      await event.run();
    }
  }
  console.log(`  Seeded a month of results (${delivered.emails} emails delivered) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** "November" and "November 2026" for a month from `at` (0: its month), in the firm's time zone. */
function monthNames(ahead, timeZone, at = Date.now()) {
  const now = new Date(at);
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
async function seedNewsletter(base, idToken, api, post, sendAt = Date.now()) {
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
  const { month, monthYear } = monthNames(0, DEMO_NEWSLETTER_SETTINGS.time_zone, sendAt);
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
