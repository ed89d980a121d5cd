import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Campaign, type CampaignRefusal, type CampaignSummary, SCHEDULE_IN_PAST } from '#shared/newsletter/campaigns';
import { type AudienceCount, NO_FILTER, type Segment } from '#shared/newsletter/segments';
import { firestore } from '#server/firebase';
import { resolveAudience } from '#server/newsletter/audience';
import { CHANGED_SINCE_REVIEW } from '#server/newsletter/campaigns';
import { startDueCampaigns } from '#server/newsletter/delivery';
import { NOT_A_FIRM_ADDRESS } from '#server/newsletter/preview';
import { deliverDue } from '#server/sending/deliverDue';
import { caughtFor } from './mailCatcher';
import { addReader, approve, createCampaign, ISSUE, ISSUE_BLOCKS, newsletterFirm, settingsWith } from './newsletterSupport';
import { readError, readJson, storeSnapshot } from './support';

describe('campaigns: create, list, edit, duplicate, delete', () => {
  it('creates a draft with its content hash and who made it, lists it, edits, duplicates and deletes drafts only', async () => {
    const { attorney, call } = await newsletterFirm();
    const created = await createCampaign(call, { name: 'December issue' });
    expect(created).toMatchObject({
      name: 'December issue',
      status: 'draft',
      subject: ISSUE.subject,
      approval: null,
      audience: 'Everyone whose email may be used',
      updated_by: { uid: attorney.uid, name: 'Ana Rivera', email: attorney.email },
    });
    expect(created.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.activity.map((a) => a.action)).toEqual(['Created']);

    const list = await readJson<CampaignSummary[]>(await call('campaigns'));
    expect(list.map((c) => [c.id, c.status])).toEqual([[created.id, 'draft']]);

    const edited = await readJson<Campaign>(
      await call(`campaigns/${created.id}`, 'PUT', { ...ISSUE, name: 'December issue', subject: 'December news' }),
    );
    expect(edited.subject).toBe('December news');
    expect(edited.content_hash).not.toBe(created.content_hash);

    const copy = await readJson<Campaign>(await call(`campaigns/${created.id}/duplicate`, 'POST'));
    expect(copy).toMatchObject({ name: 'Copy of December issue', subject: 'December news', status: 'draft' });
    expect(copy.blocks).toEqual(edited.blocks);

    await approve(call, copy.id);
    const refused = await call(`campaigns/${copy.id}`, 'DELETE');
    expect(refused.status).toBe(409);
    expect(await readError(refused)).toMatch(/^Only drafts can be deleted/);
    expect((await call(`campaigns/${created.id}`, 'DELETE')).status).toBe(204);
    expect((await call(`campaigns/${created.id}`)).status).toBe(404);
    expect((await readJson<CampaignSummary[]>(await call('campaigns'))).map((c) => c.id)).toEqual([copy.id]);
  });

  it('keeps other firms out: their campaigns and segments are as missing as ones that never were', async () => {
    const mine = await newsletterFirm();
    const theirs = await newsletterFirm();
    const campaign = await createCampaign(theirs.call);
    const segment = await readJson<Segment>(
      await theirs.call('segments', 'POST', { name: 'Theirs', filter: { relationship: 'subscriber' } }),
    );
    for (const [path, method, body] of [
      [`campaigns/${campaign.id}`, 'GET'],
      [`campaigns/${campaign.id}`, 'PUT', ISSUE],
      [`campaigns/${campaign.id}`, 'DELETE'],
      [`campaigns/${campaign.id}/approval`, 'POST', { content_hash: campaign.content_hash }],
      [`campaigns/${campaign.id}/duplicate`, 'POST'],
      [`segments/${segment.id}`, 'GET'],
    ] as const) {
      expect((await mine.call(path, method, body)).status, `${method} ${path}`).toBe(404);
    }
    const before = await storeSnapshot();
    const withTheirSegment = await mine.call('campaigns', 'POST', { ...ISSUE, segment_id: segment.id });
    expect(withTheirSegment.status).toBe(404);
    expect(await readError(withTheirSegment)).toBe('The audience segment was not found.');
    expect([...(await storeSnapshot())]).toEqual([...before]);
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const { call } = await newsletterFirm();
    const campaign = await createCampaign(call);
    const cases: [unknown, string][] = [
      [
        { ...ISSUE, blocks: [ISSUE_BLOCKS[0], { id: 'v', type: 'video', url: 'https://x.example' }] },
        'Block 2: “video” is not a block type. Use one of: heading, paragraph, local_item, tip_list, image, button, attorney_note.',
      ],
      [
        { ...ISSUE, blocks: [{ id: 'b', type: 'button', label: 'Go', url: 'http://rivera.example' }] },
        'Block 1 (Button): Button link must be a web address starting with https:// (for example https://yourfirm.com/contact).',
      ],
      [
        { ...ISSUE, blocks: [{ id: 'i', type: 'image', asset_id: 'abc', alt: 'x' }] },
        'Block 1 (Image): Image: choose an image from your library.',
      ],
      [
        { ...ISSUE, blocks: [{ id: 'i', type: 'image', asset_id: 'a'.repeat(24), alt: '' }] },
        'Block 1 (Image): Image description (alt text) is required.',
      ],
      [{ ...ISSUE, blocks: [{ id: 't', type: 'tip_list', tips: [] }] }, 'Block 1 (Tip list): A tip list needs at least one tip.'],
      [{ ...ISSUE, blocks: [] }, 'An issue needs at least one block.'],
      [{ ...ISSUE, subject: ' ' }, 'Subject is required.'],
      [
        { ...ISSUE, blocks: [{ id: 'd', type: 'local_item', title: 't', text: 'x', date: '2026-02-30' }] },
        'Block 1 (Local item): Local item date must be a real date written YYYY-MM-DD.',
      ],
      // Text takes the one rule of every schema: no control characters; line breaks only where the text has lines.
      [
        { ...ISSUE, blocks: [{ id: 'h', type: 'heading', text: 'Winter\u0000roads' }] },
        'Block 1 (Heading): Heading contains an invisible control character. Delete it and try again.',
      ],
      [{ ...ISSUE, blocks: [{ id: 'h', type: 'heading', text: 'Winter\nroads' }] }, 'Block 1 (Heading): Heading must be on one line.'],
    ];
    const before = await storeSnapshot();
    for (const [body, message] of cases) {
      for (const [path, method] of [
        ['campaigns', 'POST'],
        [`campaigns/${campaign.id}`, 'PUT'],
      ]) {
        const res = await call(path!, method, body);
        expect(res.status, message).toBe(400);
        expect(await readError(res)).toBe(message);
      }
    }
    // An image that is not in the firm's library.
    const foreign = await call('campaigns', 'POST', {
      ...ISSUE,
      blocks: [{ id: 'i', type: 'image', asset_id: 'b'.repeat(24), alt: 'A photo' }],
    });
    expect(foreign.status).toBe(400);
    expect(await readError(foreign)).toBe('Block 1 (Image): that image is not in your library. Upload it again, or choose another.');
    const colour = await call('newsletter-settings', 'PUT', settingsWith({ brand_color: 'reddish' }));
    expect(colour.status).toBe(400);
    expect(await readError(colour)).toBe('Brand colour must be a colour written #RRGGBB (for example #002366).');
    expect([...(await storeSnapshot())]).toEqual([...before]);
  });

  it('refuses a typed placeholder as a blocking merge-field finding, placed on its block with the field to use', async () => {
    const { call } = await newsletterFirm();
    const res = await call('campaigns', 'POST', {
      ...ISSUE,
      blocks: [{ id: 'greet', type: 'paragraph', text: 'Hi [First Name],\n\nWelcome.' }, ...ISSUE_BLOCKS.slice(1)],
    });
    expect(res.status).toBe(422);
    const refusal = await readJson<CampaignRefusal>(res);
    expect(refusal.error).toMatch(/^Block 1 \(Paragraph\) cannot go out as it is: “\[First Name\]” would reach the reader as typed/);
    const [placed] = refusal.findings.filter((f) => f.finding.rule === 'merge-field');
    expect(placed).toMatchObject({
      place: 'greet',
      field: 'text',
      start: 3,
      end: 15,
      finding: { severity: 'block', fix: { text: '{{contact.first_name or "there"}}' } },
    });
    expect(placed!.finding.source).toBe('CaseCourier’s own rule, not a law: a reader never sees an unfilled placeholder');
    expect(await readJson<CampaignSummary[]>(await call('campaigns'))).toEqual([]);
  });
});

describe('approval', () => {
  it('records who approved which content; any edit returns the issue to draft; nothing unapproved is scheduled', async () => {
    const { attorney, call } = await newsletterFirm();
    await addReader(call);
    const campaign = await createCampaign(call);
    const early = await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });
    expect(early.status).toBe(409);
    expect(await readError(early)).toBe('This issue is a draft: it cannot be scheduled before it is approved.');

    expect((await call(`campaigns/${campaign.id}/approval-request`, 'POST')).status).toBe(200);
    const stale = await call(`campaigns/${campaign.id}/approval`, 'POST', { content_hash: 'f'.repeat(64) });
    expect(stale.status).toBe(409);
    expect(await readError(stale)).toBe(CHANGED_SINCE_REVIEW);

    const approved = await approve(call, campaign.id);
    expect(approved.status).toBe('approved');
    expect(approved.approval).toMatchObject({
      by: { uid: attorney.uid, name: 'Ana Rivera', email: attorney.email },
      content_hash: campaign.content_hash,
    });
    expect(Date.parse(approved.approval!.at)).toBeGreaterThan(Date.now() - 60_000);

    const scheduled = await readJson<Campaign>(
      await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'at', at: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(scheduled.status).toBe('scheduled');
    const edited = await readJson<Campaign>(await call(`campaigns/${campaign.id}`, 'PUT', { ...ISSUE, subject: 'A changed subject' }));
    expect(edited).toMatchObject({ status: 'draft', approval: null, scheduled_at: null });
    expect(edited.activity[0]!.action).toBe('Edited: back to draft, schedule cancelled (it needs approval again)');
    expect(edited.activity.map((a) => a.action)).toEqual(expect.arrayContaining(['Sent for approval', 'Approved']));
  });

  it('schedules for the next send day and hour in the firm’s time zone, refuses the past, and cancels before it starts', async () => {
    const { call } = await newsletterFirm();
    await call('newsletter-settings', 'PUT', settingsWith({ send_day: 'Tuesday', send_hour: 8, time_zone: 'America/Chicago' }));
    await addReader(call);
    const campaign = await createCampaign(call);
    await approve(call, campaign.id);
    const before = await storeSnapshot();
    const past = await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'at', at: '2020-01-01T09:00:00Z' });
    expect(past.status).toBe(400);
    expect(await readError(past)).toBe(SCHEDULE_IN_PAST);
    expect((await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'at' })).status).toBe(400);
    expect([...(await storeSnapshot())]).toEqual([...before]);

    const scheduled = await readJson<Campaign>(await call(`campaigns/${campaign.id}/schedule`, 'POST', {}));
    const at = new Date(scheduled.scheduled_at!);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-US', { weekday: 'long', hour: 'numeric', hourCycle: 'h23', timeZone: 'America/Chicago' }).format(at),
    ).toBe('Tuesday, 08');
    expect(scheduled.activity[0]!.action).toMatch(/^Scheduled for Tuesday, .* at 8:00 AM C[SD]T$/);

    const cancelled = await readJson<Campaign>(await call(`campaigns/${campaign.id}/schedule`, 'DELETE'));
    expect(cancelled).toMatchObject({ status: 'approved', scheduled_at: null });
    expect((await call(`campaigns/${campaign.id}/schedule`, 'DELETE')).status).toBe(409);
  });
});

describe('proofs and previews', () => {
  it('sends a proof only to someone at the firm, as a chosen contact would receive it', async () => {
    const { attorney, call, logo } = await newsletterFirm();
    const keisha = await addReader(call, { name: 'Keisha Brown', city: 'Miami' });
    const campaign = await createCampaign(call);
    const outsider = await call(`campaigns/${campaign.id}/proof`, 'POST', { to: 'someone@elsewhere.example' });
    expect(outsider.status).toBe(400);
    expect(await readError(outsider)).toBe(NOT_A_FIRM_ADDRESS);

    const res = await call(`campaigns/${campaign.id}/proof`, 'POST', { to: attorney.email.toUpperCase(), contact_id: keisha.id });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ sent_to: attorney.email, reader: 'Keisha Brown' });
    const [proof] = await caughtFor(attorney.email);
    expect(proof!.subject).toBe('[Proof] December news for Keisha');
    expect(proof!.html).toContain('Hi Keisha,');
    expect(proof!.html).toContain(logo.url);
    expect(proof!.text).toContain('Hi Keisha,');
    const after = await readJson<Campaign>(await call(`campaigns/${campaign.id}`));
    expect(after.activity[0]!.action).toBe(`Proof sent to ${attorney.email} (as Keisha Brown)`);
  });

  it('previews unsaved content for the sample reader or a contact, saying whose email would not leave', async () => {
    const { call } = await newsletterFirm();
    const noCity = await addReader(call, { name: 'Tom Nguyen' });
    const issue = { ...ISSUE, blocks: [...ISSUE_BLOCKS, { id: 'city', type: 'paragraph', text: 'News for {{contact.city}}.' }] };
    const sample = await readJson<{ html: string; reader: string; missing: string[]; size_bytes: number }>(
      await call('newsletter-preview', 'POST', { issue }),
    );
    expect(sample).toMatchObject({ reader: 'Sample reader', missing: [] });
    expect(sample.html).toContain('Hi Alex,');
    expect(sample.html).toContain('News for Decatur.');
    const tom = await readJson<{ html: string; reader: string; missing: string[] }>(
      await call('newsletter-preview', 'POST', { issue, contact_id: noCity.id }),
    );
    expect(tom).toMatchObject({ reader: 'Tom Nguyen', missing: ['{{contact.city}}'] });
    expect(tom.html).toContain('Hi Tom,');
    // A sequence email through the same template.
    const email = await readJson<{ html: string }>(
      await call('newsletter-preview', 'POST', { email: { subject: 'Welcome', body: 'Hi {{contact.first_name}},\n\nThanks.' } }),
    );
    expect(email.html).toContain('Hi Alex,');
    expect(email.html).toContain('Rivera Injury Law');
  });
});

describe('sending an issue through the delivery pass', () => {
  it('delivers each reader’s personalised, branded email once, skips whoever cannot get it with the reason, and marks it sent with counts', async () => {
    const { attorney, call, logo, headshot } = await newsletterFirm('#0b5394');
    const tag = randomUUID().slice(0, 8);
    const tom = await addReader(call, { name: 'Tom Nguyen', city: 'Miami', source: tag });
    const rachel = await addReader(call, { name: 'Rachel Green-Ortiz', city: 'Coral Gables', postal_code: '33134', source: tag });
    const unsubscribed = await addReader(call, {
      name: 'Una Subscribed',
      city: 'Miami',
      source: tag,
      consents: [{ channel: 'email', status: 'revoked', source: 'Unsubscribe link' }],
    });
    const elsewhere = await addReader(call, { name: 'Far Away', city: 'Orlando', source: tag });
    const noCity = await addReader(call, { name: 'Nora Nocity', postal_code: '33101', source: tag });
    const segment = await readJson<Segment>(
      await call('segments', 'POST', {
        name: `Miami readers ${tag}`,
        filter: { source: tag },
        cities: ['miami', 'Coral Gables'],
        zip_codes: ['33101'],
      }),
    );
    const issue = { ...ISSUE, blocks: [...ISSUE_BLOCKS, { id: 'city', type: 'paragraph', text: 'This month in {{contact.city}}.' }] };
    const campaign = await createCampaign(call, { ...issue, segment_id: segment.id, name: 'December' });
    expect(campaign.audience).toBe(`Miami readers ${tag}`);

    const count = await readJson<AudienceCount>(await call('audience-count', 'POST', { campaign_id: campaign.id }));
    expect(count).toEqual({
      matched: 4,
      recipients: 3,
      not_sendable: [{ reason: 'The contact unsubscribed from email.', count: 1 }],
      missing_merge_fields: [{ field: '{{contact.city}}', count: 1 }],
      blocked: [],
    });

    await approve(call, campaign.id);
    await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });
    const report = await deliverDue({ firms: [attorney.tenantId] });
    expect(report).toMatchObject({ sent: 2, skipped: 1, failed: 0 });

    const [toTom, ...moreForTom] = await caughtFor(tom.email);
    expect(moreForTom).toEqual([]);
    expect(toTom!.subject).toBe('December news for Tom');
    expect(toTom!.html).toContain('Hi Tom,');
    expect(toTom!.html).toContain('This month in Miami.');
    expect(toTom!.html).toContain('background-color:#0b5394');
    expect(toTom!.html).toContain(`src="${logo.url}"`);
    expect(toTom!.html).toContain(`src="${headshot.url}"`);
    expect(toTom!.html).toMatch(/<a[^>]*href="[^"]*\/api\/unsubscribe\/[^"]+"[^>]*>Unsubscribe<\/a>/);
    expect(toTom!.text).toContain('Hi Tom,');
    expect(toTom!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
    expect((await caughtFor(rachel.email))[0]!.html).toContain('This month in Coral Gables.');
    for (const nobody of [unsubscribed, elsewhere, noCity]) expect(await caughtFor(nobody.email)).toEqual([]);

    const sent = await readJson<Campaign>(await call(`campaigns/${campaign.id}`));
    expect(sent.status).toBe('sent');
    expect(sent.progress).toEqual({
      recipients: 3,
      scheduled: 0,
      throttled: 0,
      retrying: 0,
      sent: 2,
      skipped: 1,
      failed: 0,
      skipped_reasons: [{ reason: 'Merge field: {{contact.city}} has no value for this contact and no fallback.', count: 1 }],
      not_sendable: [{ reason: 'The contact unsubscribed from email.', count: 1 }],
    });
    expect(sent.activity[0]!.action).toBe('Sent: 2 sent, 1 skipped');
    // A second pass sends nothing again.
    await deliverDue({ firms: [attorney.tenantId] });
    expect(await caughtFor(tom.email)).toHaveLength(1);
    expect((await call(`campaigns/${campaign.id}`, 'PUT', issue)).status).toBe(409);
  });

  it('pauses and resumes while sending: nothing leaves while paused, everything once after', async () => {
    const { attorney, call } = await newsletterFirm();
    const tag = randomUUID().slice(0, 8);
    const readers = await Promise.all([1, 2, 3].map((n) => addReader(call, { name: `Reader ${n}`, source: tag })));
    const segment = await readJson<Segment>(await call('segments', 'POST', { name: `Paused ${tag}`, filter: { source: tag } }));
    const campaign = await createCampaign(call, { segment_id: segment.id });
    await approve(call, campaign.id);
    await call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });
    // The pass takes the campaign and writes its messages; the attorney pauses before they are sent.
    await startDueCampaigns(await firestore(), attorney.tenantId, Date.now());
    const paused = await readJson<Campaign>(await call(`campaigns/${campaign.id}/sending`, 'POST', { action: 'pause' }));
    expect(paused.status).toBe('paused');
    expect(paused.progress).toMatchObject({ recipients: 3, scheduled: 3, sent: 0 });
    await deliverDue({ firms: [attorney.tenantId] });
    for (const reader of readers) expect(await caughtFor(reader.email)).toEqual([]);
    expect((await call(`campaigns/${campaign.id}/schedule`, 'DELETE')).status).toBe(409);

    const resumed = await readJson<Campaign>(await call(`campaigns/${campaign.id}/sending`, 'POST', { action: 'resume' }));
    expect(resumed.status).toBe('sending');
    await deliverDue({ firms: [attorney.tenantId] });
    for (const reader of readers) expect(await caughtFor(reader.email)).toHaveLength(1);
    expect((await readJson<Campaign>(await call(`campaigns/${campaign.id}`))).status).toBe('sent');
    expect((await call(`campaigns/${campaign.id}/sending`, 'POST', { action: 'pause' })).status).toBe(409);
  });
});

describe('segments', () => {
  it('reads an audience of many pages, each contact once, as the contacts list orders them', async () => {
    const { attorney, call } = await newsletterFirm();
    const tag = randomUUID().slice(0, 8);
    const readers = [];
    for (let i = 0; i < 5; i++) readers.push(await addReader(call, { name: `Reader ${i}`, source: tag }));
    // Pages of two: the third page is the last, with one contact (the local emulator ignores query cursors, so pages follow sort_key).
    const audience = await resolveAudience(attorney.tenantId, { filter: { ...NO_FILTER, source: tag }, cities: [], zip_codes: [] }, 2);
    expect(audience.matched).toBe(5);
    expect(audience.recipients.map((r) => r.name)).toEqual(readers.map((r) => r.name).reverse());
  });

  it('are saved with a name and at least one condition, counted before sending, and kept while an issue goes to them', async () => {
    const { call } = await newsletterFirm();
    const tag = randomUUID().slice(0, 8);
    await addReader(call, { name: 'In Decatur', city: 'Decatur', source: tag });
    await addReader(call, { name: 'In 30030', postal_code: '30030-1234', source: tag });
    await addReader(call, { name: 'Do Not Contact', city: 'Decatur', source: tag, do_not_contact: true });
    await addReader(call, { name: 'Elsewhere', city: 'Atlanta', source: tag });
    const definition = { filter: { source: tag }, cities: [' decatur '], zip_codes: ['30030'] };
    expect(await readJson(await call('audience-count', 'POST', { definition }))).toEqual({
      matched: 3,
      recipients: 2,
      not_sendable: [{ reason: 'The contact is marked do not contact.', count: 1 }],
      missing_merge_fields: [],
      blocked: [],
    });
    const before = await storeSnapshot();
    const empty = await call('segments', 'POST', { name: 'Everyone' });
    expect(empty.status).toBe(400);
    expect(await readError(empty)).toBe(
      'A segment needs at least one condition: a contacts filter (relationship, state, consent, source or a search), a city or a ZIP code.',
    );
    const badZip = await call('segments', 'POST', { name: 'Bad', ...definition, zip_codes: ['3003'] });
    expect(await readError(badZip)).toBe('ZIP codes must be five digits (for example 30030).');
    expect([...(await storeSnapshot())]).toEqual([...before]);

    const segment = await readJson<Segment>(await call('segments', 'POST', { name: 'Decatur', ...definition }));
    expect(segment).toMatchObject({ name: 'Decatur', cities: ['decatur'], zip_codes: ['30030'], filter: { source: tag } });
    expect((await call('segments', 'POST', { name: 'Decatur', ...definition })).status).toBe(409);
    const campaign = await createCampaign(call, { segment_id: segment.id });
    const inUse = await call(`segments/${segment.id}`, 'DELETE');
    expect(inUse.status).toBe(409);
    expect(await readError(inUse)).toBe(`The issue “${campaign.subject}” goes to this segment. Choose another audience for it first.`);
    await call(`campaigns/${campaign.id}`, 'DELETE');
    expect((await call(`segments/${segment.id}`, 'DELETE')).status).toBe(204);
  });
});
