import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import type { ContactTimeline, Pipeline } from '#shared/schemas/pipeline';
import type { ResultsSummary, SourceReport } from '#shared/results';
import { firestore } from '#server/firebase';
import { recordClick } from '#server/results/clicks';
import { COUNTED_PER_LINK_PER_MINUTE } from '#server/results/redirectRoute';
import { readTrackedLink, trackedLinkToken } from '#server/results/trackingToken';
import { deliverDue } from '#server/sending/deliverDue';
import type { LeadEndpointWithSecret } from '#shared/schemas/leadWebhook';
import { signedWebhook } from '../../scripts/stack/signed-webhook.mjs';
import { caughtFor } from './mailCatcher';
import { addReader, approve, type Call, createCampaign, newsletterFirm } from './newsletterSupport';
import { readError, readJson, send } from './support';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SCANNER = 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))';

/** The tracked links in a delivered email, one per link number (each address once), in order. */
function trackedLinks(html: string): string[] {
  const byNumber = new Map<number, string>();
  for (const [, href, token] of html.matchAll(/href="(https?:\/\/[^"]+\/api\/r\/([A-Za-z0-9_-]+))"/g)) {
    const link = readTrackedLink(token!)!.link;
    if (!byNumber.has(link)) byNumber.set(link, href!);
  }
  return [...byNumber].sort(([a], [b]) => a - b).map(([, href]) => href);
}

const BUTTON = 'https://rivera.example/contact';
const WEBSITE = 'https://rivera.example';
/** An email's tracked links as [button, website], whichever order they appear in. */
const buttonAndWebsite = (links: string[]) =>
  [BUTTON, WEBSITE].map((url) => links.find((href) => readTrackedLink(href.split('/api/r/')[1]!)!.url === url)!);

/** Follows a tracked link, and waits for the count the redirect goes on with after its answer. */
async function open(link: string, { method = 'GET', ua = CHROME, ip }: { method?: string; ua?: string | null; ip?: string } = {}) {
  const background: Promise<unknown>[] = [];
  const res = await send(new Request(`http://localhost${new URL(link).pathname}`, { method, headers: ua ? { 'user-agent': ua } : {} }), {
    ip,
    background,
  });
  await Promise.all(background);
  return res;
}

/** The email as delivered `ago` milliseconds before now (the pass ran now; readers click later). */
async function deliveredAgo(tenantId: string, campaignId: string, ago: number) {
  const db = await firestore();
  const { Timestamp } = await import('firebase-admin/firestore');
  const messages = await db.collection(`tenants/${tenantId}/messages`).where('campaign_id', '==', campaignId).get();
  await Promise.all(messages.docs.map((m) => m.ref.update({ sent_at: Timestamp.fromMillis(Date.now() - ago) })));
}

/** A firm that sent an issue (button and website: two links) to `readers` new contacts, delivered ten minutes ago. */
async function firmThatSent(readers = 1, source = `test ${randomUUID().slice(0, 8)}`, { opens = false } = {}) {
  const firm = await newsletterFirm();
  if (opens) expect((await firm.call('results-settings', 'PUT', { open_pixel: true })).status).toBe(200);
  const people = [];
  for (let i = 0; i < readers; i++) people.push(await addReader(firm.call, { name: `Reader ${i} Example`, source }));
  const campaign = await createCampaign(firm.call, { name: `Results ${randomUUID().slice(0, 6)}` });
  await approve(firm.call, campaign.id);
  await firm.call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });
  await deliverDue({ firms: [firm.attorney.tenantId], concurrency: 8 });
  await deliveredAgo(firm.attorney.tenantId, campaign.id, 10 * 60_000);
  const emails = await Promise.all(people.map(async (p) => (await caughtFor(p.email))[0]!));
  return { ...firm, people, campaign, source, emails, links: emails.map((e) => buttonAndWebsite(trackedLinks(e.html!))) };
}

/** The firm's time zone, and the day (YYYY-MM-DD) of an instant there: what reports count in. */
const firmZone = async (call: Call) => (await readJson<{ time_zone: string }>(await call('newsletter-settings'))).time_zone;
const dayIn = (zone: string, at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(at);

const report = async (call: Call, id: string) => readJson<SourceReport>(await call(`reports/campaigns/${id}`));

/** The report once it shows these figures (a count through another route may still be on its way). */
async function reportShows(call: Call, id: string, figures: Partial<SourceReport>) {
  await expect
    .poll(async () => {
      const r = await report(call, id);
      return Object.fromEntries(Object.keys(figures).map((k) => [k, r[k as keyof SourceReport]]));
    })
    .toEqual(figures);
  return report(call, id);
}

describe('tracked links', () => {
  it('send a reader to the exact address, count one unique click per reader and link, and leave the unsubscribe link alone', async () => {
    const { attorney, call, campaign, emails, links } = await firmThatSent();
    const html = emails[0]!.html!;
    expect(trackedLinks(html)).toHaveLength(2);
    expect(html).not.toContain('href="https://rivera.example/contact"');
    expect(html).toMatch(/href="http:\/\/[^"]+\/api\/unsubscribe\/[A-Za-z0-9_-]+\?m=[A-Za-z0-9_-]+"/);
    expect(emails[0]!.text).toContain('/api/r/');

    const first = await open(links[0]![0]!);
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://rivera.example/contact');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect((await open(links[0]![0]!)).status).toBe(302);
    expect((await open(links[0]![1]!)).headers.get('location')).toBe('https://rivera.example');

    const figures = await reportShows(call, campaign.id, {
      delivered: 1,
      unique_clicks: 2,
      click_rate: 2,
      machine_clicks: 0,
      opens: null,
      unsubscribes: 0,
    });
    expect(figures.links).toEqual([
      { link: 0, url: WEBSITE, unique_clicks: 1, machine_clicks: 0 },
      { link: 1, url: BUTTON, unique_clicks: 1, machine_clicks: 0 },
    ]);
    // The campaign's name is kept beside the counters with its deliveries: the summary reads no campaign.
    const db = await firestore();
    expect((await db.doc(`tenants/${attorney.tenantId}/counters/names`).get()).data()).toEqual({
      [`campaign_${campaign.id}`]: campaign.name,
    });
    expect(figures.days).toEqual([
      expect.objectContaining({ date: dayIn(await firmZone(call), Date.now()), delivered: 1, unique_clicks: 2 }),
    ]);
  });

  it('answer before the click is counted, and count a click recorded twice once', async () => {
    const { attorney, call, campaign, links, people } = await firmThatSent();
    const background: Promise<unknown>[] = [];
    let counted = false;
    const request = () => new Request(`http://localhost${new URL(links[0]![0]!).pathname}`, { headers: { 'user-agent': CHROME } });
    const res = await send(request(), { background });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(BUTTON);
    // The answer is out while the count is still on its way (it needs the store; the answer did not).
    expect(background).toHaveLength(1);
    void background[0]!.then(() => (counted = true));
    expect(counted).toBe(false);
    await Promise.all(background);
    expect(counted).toBe(true);

    // The same count delivered again, and twice at once (a retried or duplicated invocation): no change.
    const again: Promise<unknown>[] = [];
    await Promise.all([send(request(), { background: again }), send(request(), { background: again })]);
    await Promise.all(again);
    const figures = await report(call, campaign.id);
    expect(figures).toMatchObject({ unique_clicks: 1, machine_clicks: 0 });
    const db = await firestore();
    const clicks = await db.collection(`tenants/${attorney.tenantId}/events`).where('contact_id', '==', people[0]!.id).get();
    expect(clicks.docs.filter((e) => e.get('type') === 'click')).toHaveLength(1);
  });

  it('count on the firm’s own calendar: a click at 11:30 p.m. on the last day of a month counts on that day and in that month', async () => {
    const { attorney, call, campaign, links } = await firmThatSent();
    const zone = await firmZone(call);
    expect(zone).toMatch(/^America\//);
    // 11:30 p.m. on the last day of last month in the firm's zone: already the next day, and month, in UTC.
    const local = new TZDate(Date.now(), zone);
    const at = new TZDate(local.getFullYear(), local.getMonth(), 0, 23, 30, 0, zone).getTime();
    const day = dayIn(zone, at);
    expect(day.slice(8)).toMatch(/^(28|29|30|31)$/);
    expect(new Date(at).toISOString().slice(0, 10)).not.toBe(day);
    await deliveredAgo(attorney.tenantId, campaign.id, Date.now() - (at - 60 * 60_000));

    const link = readTrackedLink(links[0]![0]!.split('/api/r/')[1]!)!;
    expect(await recordClick(link, { method: 'GET', userAgent: CHROME, at })).toBe('reader');
    const figures = await report(call, campaign.id);
    expect(figures.days.find((d) => d.date === day)).toMatchObject({ unique_clicks: 1 });
    const summary = await readJson<ResultsSummary>(await call('reports/summary'));
    expect(summary.months.find((m) => m.month === day.slice(0, 7))).toMatchObject({ unique_clicks: 1 });
  });

  it('answer 404 and never redirect for a forged, altered, truncated or empty token', async () => {
    const { links } = await firmThatSent();
    const token = new URL(links[0]![0]!).pathname.split('/').pop()!;
    const bytes = Buffer.from(token, 'base64url');
    bytes[30] = bytes[30]! ^ 4;
    for (const bad of [
      bytes.toString('base64url'),
      token.slice(0, -2),
      `${token}AA`,
      'aHR0cHM6Ly9ldmlsLmV4YW1wbGU',
      'https%3A%2F%2Fevil.example',
      '%E0%A4%A',
    ]) {
      const res = await send(new Request(`http://localhost/api/r/${bad}`, { headers: { 'user-agent': CHROME } }));
      expect([400, 404]).toContain(res.status);
      expect(res.headers.get('location')).toBeNull();
    }
    const res = await send(new Request(`http://localhost/api/r/${bytes.toString('base64url')}`));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('This link is not valid');
    expect((await send(new Request(`http://localhost${new URL(links[0]![0]!).pathname}`, { method: 'POST' }))).status).toBe(405);
  });

  it('count nothing for a token naming another firm’s message, and show another firm’s report as missing', async () => {
    const a = await firmThatSent();
    const b = await newsletterFirm();
    const db = await firestore();
    const message = (await db.collection(`tenants/${a.attorney.tenantId}/messages`).where('campaign_id', '==', a.campaign.id).get())
      .docs[0]!;
    // Our own token (nobody else can make one), naming firm B with firm A's message.
    const crossed = trackedLinkToken({
      tenantId: b.attorney.tenantId,
      messageId: message.id,
      source: 'campaign',
      sourceId: a.campaign.id,
      contactId: message.get('contact_id'),
      link: 0,
      url: 'https://rivera.example/contact',
    });
    expect((await send(new Request(`http://localhost/api/r/${crossed}`, { headers: { 'user-agent': CHROME } }))).status).toBe(302);
    expect((await report(a.call, a.campaign.id)).unique_clicks).toBe(0);
    expect((await db.collection(`tenants/${b.attorney.tenantId}/events`).get()).size).toBe(0);
    const other = await b.call(`reports/campaigns/${a.campaign.id}`);
    expect(other.status).toBe(404);
    expect(await readError(other)).toBe('That campaign was not found.');
  });

  it('keep HEAD requests, scanners and clicks within seconds of delivery apart as machine clicks', async () => {
    const { attorney, call, campaign, links } = await firmThatSent(3);
    expect((await open(links[0]![0]!, { method: 'HEAD' })).status).toBe(302);
    expect((await open(links[1]![0]!, { ua: SCANNER })).headers.get('location')).toBe('https://rivera.example/contact');
    expect((await open(links[1]![1]!, { ua: null })).status).toBe(302);
    await reportShows(call, campaign.id, { delivered: 3, unique_clicks: 0, machine_clicks: 3 });
    // The reader behind the scanned email still counts when they click themselves.
    await open(links[1]![0]!);
    await reportShows(call, campaign.id, { unique_clicks: 1, machine_clicks: 3 });

    await deliveredAgo(attorney.tenantId, campaign.id, 2000);
    await open(links[2]![1]!);
    await reportShows(call, campaign.id, { unique_clicks: 1, machine_clicks: 4 });
  });

  it('turn a sweep of every link right after delivery into machine clicks, the first one included', async () => {
    const { attorney, call, campaign, links, people } = await firmThatSent(1);
    await deliveredAgo(attorney.tenantId, campaign.id, 20_000);
    await open(links[0]![0]!);
    await reportShows(call, campaign.id, { unique_clicks: 1, machine_clicks: 0 });
    await open(links[0]![1]!);
    const figures = await reportShows(call, campaign.id, { unique_clicks: 0, machine_clicks: 2 });
    expect(figures.links.map((l) => [l.unique_clicks, l.machine_clicks])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(figures.days[0]).toMatchObject({ unique_clicks: 0, machine_clicks: 2 });
    const timeline = await readJson<ContactTimeline>(await call(`contacts/${people[0]!.id}/timeline`));
    expect(timeline.entries.filter((e) => e.kind === 'click').map((e) => e.machine)).toEqual([true, true]);
    expect(timeline.pipeline.attributed_to).toBeNull();
  });

  it('count exactly under concurrency, and answer a flood on one link at once while counting only its first few', async () => {
    const { attorney, call, campaign, links, people } = await firmThatSent(12);
    expect((await report(call, campaign.id)).delivered).toBe(12);
    await Promise.all(links.map((l) => open(l[0]!)));
    await reportShows(call, campaign.id, { unique_clicks: 12, machine_clicks: 0 });

    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => open(links[0]![1]!, { ua: i % 2 ? CHROME : SCANNER })));
    expect(flood.every((r) => r.status === 302 && r.headers.get('location') === 'https://rivera.example')).toBe(true);
    const figures = await reportShows(call, campaign.id, { unique_clicks: 13 });
    expect(figures.machine_clicks).toBeLessThanOrEqual(1);
    // Only the first few of the flood were even looked at: one reader click and one machine click at most are events.
    const db = await firestore();
    const clicks = await db.collection(`tenants/${attorney.tenantId}/events`).where('contact_id', '==', people[0]!.id).get();
    expect(clicks.docs.filter((e) => e.get('type') === 'click').length).toBeLessThanOrEqual(1 + COUNTED_PER_LINK_PER_MINUTE);
  });

  it('count an unsubscribe for the campaign whose email it came from', async () => {
    const { call, campaign, emails } = await firmThatSent();
    const link = emails[0]!.listUnsubscribe!.split(',')[0]!.trim().replace(/^<|>$/g, '');
    expect(link).toContain('?m=');
    const res = await send(
      new Request(`http://localhost${new URL(link).pathname}${new URL(link).search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(res.status).toBe(200);
    await reportShows(call, campaign.id, { unsubscribes: 1 });
    const summary = await readJson<ResultsSummary>(await call('reports/summary'));
    expect(summary.totals.unsubscribes).toBe(1);
  });
});

describe('opens', () => {
  it('are off by default: no pixel, and no open figure', async () => {
    const { call, campaign, emails } = await firmThatSent();
    expect(emails[0]!.html).not.toContain('/api/o/');
    expect(await readJson(await call('results-settings'))).toEqual({ open_pixel: false });
    expect((await report(call, campaign.id)).opens).toBeNull();
  });

  it('are counted once per email with the pixel the firm turned on, and the setting refuses anything but true or false', async () => {
    const { call, campaign, emails } = await firmThatSent(1, undefined, { opens: true });
    const pixel = /src="(http[^"]+\/api\/o\/[A-Za-z0-9_-]+\.gif)"/.exec(emails[0]!.html!)![1]!;
    const path = new URL(pixel).pathname;
    const image = await send(new Request(`http://localhost${path}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/gif');
    await send(new Request(`http://localhost${path}`));
    await reportShows(call, campaign.id, { opens: 1, opens_tracked: true });
    // A made-up pixel is still an image, and counts nothing.
    expect((await send(new Request('http://localhost/api/o/forged.gif'))).headers.get('content-type')).toBe('image/gif');
    const bad = await call('results-settings', 'PUT', { open_pixel: 'yes' });
    expect(bad.status).toBe(400);
    expect(await readError(bad)).toBe('open_pixel must be true or false.');
    expect(await readJson(await call('results-settings'))).toEqual({ open_pixel: true });
  });
});

describe('from contact to case', () => {
  it('moves a contact through the pipeline, attributes the consultation to the last campaign clicked, and counts the funnel and cost per case', async () => {
    const { call, campaign, people, links, source } = await firmThatSent(1);
    const contact = people[0]!;
    await open(links[0]![0]!);
    await reportShows(call, campaign.id, { unique_clicks: 1 });
    const booked = await call(`contacts/${contact.id}/stage`, 'PUT', { stage: 'consultation_booked' });
    expect(booked.status).toBe(200);
    const pipeline = await readJson<Pipeline>(booked);
    expect(pipeline).toMatchObject({
      stage: 'consultation_booked',
      first_source: source,
      attributed_to: { source: 'campaign', id: campaign.id },
    });
    const signed = await readJson<Pipeline>(
      await call(`contacts/${contact.id}/stage`, 'PUT', { stage: 'signed', case_type: 'Car accident', fee: 12000.5, fee_kind: 'expected' }),
    );
    expect(signed).toMatchObject({ stage: 'signed', case_type: 'Car accident', fee: 12000.5, fee_kind: 'expected' });
    expect(signed.history.map((h) => h.stage)).toEqual(['consultation_booked', 'signed']);

    const summary = await readJson<ResultsSummary>(await call('reports/summary'));
    const month = dayIn(await firmZone(call), Date.now()).slice(0, 7);
    // A subscriber who books a consultation has become a lead.
    expect(summary.funnel_by_source).toEqual([{ source, leads: 1, consultations: 1, signed: 1, fees: 12000.5 }]);
    expect(summary.sources).toEqual([
      expect.objectContaining({ kind: 'campaign', id: campaign.id, delivered: 1, unique_clicks: 1, consultations: 1, signed: 1 }),
    ]);
    expect(summary.months.at(-1)).toMatchObject({ month, signed: 1, subscription: 1999, cost_per_signed_case: 1999 });
    expect((await report(call, campaign.id)).funnel).toEqual({ leads: 1, consultations: 1, signed: 1, fees: 12000.5 });

    // A correction: not signed after all takes the case and its fee out again.
    await call(`contacts/${contact.id}/stage`, 'PUT', { stage: 'not_signed' });
    const after = await readJson<ResultsSummary>(await call('reports/summary'));
    expect(after.months.at(-1)).toMatchObject({ signed: 0, fees: 0, cost_per_signed_case: null });

    const timeline = await readJson<ContactTimeline>(await call(`contacts/${contact.id}/timeline`));
    const kinds = timeline.entries.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['delivered', 'click', 'stage', 'consent', 'created']));
    expect(timeline.entries[0]).toMatchObject({ kind: 'stage', text: 'Stage: Not signed' });
    expect(timeline.entries.find((e) => e.kind === 'click')).toMatchObject({
      text: expect.stringContaining('Clicked https://rivera.example/contact in “'),
      machine: false,
    });
    expect(timeline.opens_tracked).toBe(false);
  });

  it('counts each lead once, however the contact became one, by its source and by the campaign it last clicked', async () => {
    const { call, campaign, people, links, source } = await firmThatSent(3);
    const email = () => `${randomUUID()}@example.com`;
    // Saved as a lead by hand; an import whose repeated row merges into one lead, beside a subscriber.
    expect(
      (await call('contacts', 'POST', { name: 'Lee Prospect', email: email(), relationship: 'lead', source: 'Google Ads' })).status,
    ).toBe(201);
    const imported = email();
    const rows = [
      { name: 'Ima Port', email: imported, relationship: 'lead', source: 'Referral' },
      { name: 'Ima Port', email: imported, relationship: 'lead', source: 'Referral' },
      { name: 'Sub Scriber', email: email(), relationship: 'subscriber', source: 'Referral' },
    ];
    expect((await call('contacts/import', 'POST', { first_row: 2, rows })).status).toBe(201);
    // From the lead webhook, twice with the same delivery id (a retry): one lead.
    const endpoint = await readJson<LeadEndpointWithSecret>(await call('leads/webhook-endpoint', 'POST'));
    const delivery = signedWebhook(
      endpoint.url!,
      endpoint.secret,
      { name: 'Dana Whitfield', email: email(), state: 'FL' },
      { id: 'msg_lead' },
    );
    expect((await send(delivery.clone())).status).toBe(202);
    expect((await send(delivery.clone())).status).toBe(202);

    // A subscriber who clicked the issue and is then contacted is a lead for the issue; later steps add none.
    await open(links[0]![0]!);
    await reportShows(call, campaign.id, { unique_clicks: 1 });
    for (const stage of ['contacted', 'consultation_booked', 'contacted'])
      expect((await call(`contacts/${people[0]!.id}/stage`, 'PUT', { stage })).status).toBe(200);
    // A subscriber whose relationship is changed to Lead, then moved on: one lead. Closed makes nobody a lead.
    const second = people[1]!;
    const changed = await call(`contacts/${second.id}`, 'PUT', { name: second.name, email: second.email, relationship: 'lead', source });
    expect(changed.status).toBe(200);
    expect((await call(`contacts/${second.id}/stage`, 'PUT', { stage: 'contacted' })).status).toBe(200);
    expect((await call(`contacts/${people[2]!.id}/stage`, 'PUT', { stage: 'closed' })).status).toBe(200);

    const summary = await readJson<ResultsSummary>(await call('reports/summary'));
    const bySource = Object.fromEntries(summary.funnel_by_source.map((f) => [f.source, f]));
    expect(bySource).toEqual({
      [source]: { source, leads: 2, consultations: 1, signed: 0, fees: 0 },
      'Google Ads': { source: 'Google Ads', leads: 1, consultations: 0, signed: 0, fees: 0 },
      Referral: { source: 'Referral', leads: 1, consultations: 0, signed: 0, fees: 0 },
      'Lead webhook': { source: 'Lead webhook', leads: 1, consultations: 0, signed: 0, fees: 0 },
    });
    expect(summary.totals.leads).toBe(5);
    expect(summary.months.at(-1)!.leads).toBe(5);
    expect(summary.sources).toEqual([expect.objectContaining({ id: campaign.id, leads: 1, consultations: 1 })]);
    expect((await report(call, campaign.id)).funnel).toEqual({ leads: 1, consultations: 1, signed: 0, fees: 0 });
  });

  it('refuses bad stage changes naming the field and writes nothing', async () => {
    const { call, people, attorney } = await firmThatSent(1);
    const id = people[0]!.id;
    const cases: [unknown, string][] = [
      [{ stage: 'won' }, 'Stage must be one of'],
      [{}, 'Stage must be one of'],
      [{ stage: 'signed', fee: -5 }, 'Fee must be an amount in dollars'],
      [{ stage: 'signed', fee: 10.123 }, 'Fee must be an amount in dollars'],
      [{ stage: 'signed', fee: '100' }, 'Fee must be an amount in dollars'],
      [{ stage: 'signed', case_type: 'x'.repeat(81) }, 'Case type must be 80 characters or fewer.'],
      [{ stage: 'contacted', fee: 100 }, 'A case type and fee are recorded only when the stage is Signed.'],
      [{ stage: 'signed', case_type: 'Car\naccident' }, 'Case type must be on one line.'],
      [{ stage: 'signed', case_type: 'Car\u0000accident' }, 'Case type contains an invisible control character.'],
      [{ stage: 'signed', fee_kind: 'maybe' }, 'Fee kind must be'],
      [{ stage: 'contacted', extra: 1 }, 'extra'],
    ];
    for (const [body, message] of cases) {
      const res = await call(`contacts/${id}/stage`, 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await readError(res)).toContain(message);
    }
    const db = await firestore();
    expect((await db.doc(`tenants/${attorney.tenantId}/pipeline/${id}`).get()).exists).toBe(false);
    const other = await newsletterFirm();
    expect((await other.call(`contacts/${id}/stage`, 'PUT', { stage: 'contacted' })).status).toBe(404);
    expect((await other.call(`contacts/${id}/timeline`)).status).toBe(404);
    expect((await db.doc(`tenants/${attorney.tenantId}/pipeline/${id}`).get()).exists).toBe(false);
  });

  it('deletes what tracking recorded with the contact, and keeps the sums', async () => {
    const { call, campaign, people, links, attorney } = await firmThatSent(1);
    await open(links[0]![0]!);
    await reportShows(call, campaign.id, { unique_clicks: 1 });
    await call(`contacts/${people[0]!.id}/stage`, 'PUT', { stage: 'contacted' });
    const db = await firestore();
    const events = () => db.collection(`tenants/${attorney.tenantId}/events`).where('contact_id', '==', people[0]!.id).get();
    expect((await events()).size).toBe(3);
    expect((await call(`contacts/${people[0]!.id}`, 'DELETE')).status).toBe(204);
    expect((await events()).size).toBe(0);
    expect((await db.doc(`tenants/${attorney.tenantId}/pipeline/${people[0]!.id}`).get()).exists).toBe(false);
    await reportShows(call, campaign.id, { delivered: 1, unique_clicks: 1 });
    // A click after the contact is gone is still redirected, and counted for nobody.
    expect((await open(links[0]![1]!)).status).toBe(302);
    expect((await events()).size).toBe(0);
  });
});
