import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { SourceReport } from '#shared/results';
import { firestore } from '#server/firebase';
import { setSnsFetchForTests } from '#server/results/snsSignature';
import { deliverDue } from '#server/sending/deliverDue';
import { emailSuppressionKey } from '#server/contacts/suppressions';
import { OTHER_KEY, serveSnsFromFixtures, signSns, snsNotification } from '../support/sns';
import { caughtFor } from './mailCatcher';
import { addReader, approve, createCampaign, newsletterFirm } from './newsletterSupport';
import { readError, readJson, send, storeSnapshot } from './support';

let asked: string[] = [];
beforeEach(() => {
  asked = serveSnsFromFixtures();
});
afterAll(() => setSnsFetchForTests(null));

const post = (body: unknown) =>
  send(
    new Request('http://localhost/api/email-events/ses', {
      method: 'POST',
      // SNS posts JSON as text/plain.
      headers: { 'content-type': 'text/plain; charset=UTF-8', 'x-amz-sns-message-type': 'Notification' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

async function sentIssue(readers = 2) {
  const firm = await newsletterFirm();
  const people = [];
  for (let i = 0; i < readers; i++) people.push(await addReader(firm.call, { name: `Reader ${i} Example` }));
  const campaign = await createCampaign(firm.call);
  await approve(firm.call, campaign.id);
  await firm.call(`campaigns/${campaign.id}/schedule`, 'POST', { when: 'now' });
  await deliverDue({ firms: [firm.attorney.tenantId] });
  const emails = await Promise.all(people.map(async (p) => (await caughtFor(p.email))[0]!));
  return { ...firm, people, campaign, emails };
}

const sesEvent = (messageId: string, kind: 'Bounce' | 'Complaint', address: string, bounceType = 'Permanent') => ({
  eventType: kind,
  mail: { messageId: 'ses-0100018c', commonHeaders: { messageId } },
  ...(kind === 'Bounce'
    ? { bounce: { bounceType, bounceSubType: 'General', bouncedRecipients: [{ emailAddress: address }] } }
    : { complaint: { complainedRecipients: [{ emailAddress: address }], complaintFeedbackType: 'abuse' } }),
});

describe('Amazon SES events through SNS', () => {
  it('suppress a hard bounce and a complaint for every future send, count them once, and acknowledge a soft bounce', async () => {
    const { attorney, call, campaign, people, emails } = await sentIssue(3);
    const bounce = signSns(snsNotification(sesEvent(emails[0]!.messageId!, 'Bounce', people[0]!.email)));
    const res = await post(bounce);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ recorded: 1 });
    // SNS retries what it thinks failed: the same message counts nothing twice.
    expect(await readJson(await post(bounce))).toEqual({ recorded: 0 });
    expect(
      await readJson(
        await post(signSns(snsNotification(sesEvent(emails[1]!.messageId!, 'Complaint', people[1]!.email), undefined), undefined, '1')),
      ),
    ).toEqual({
      recorded: 1,
    });
    expect(
      await readJson(await post(signSns(snsNotification(sesEvent(emails[2]!.messageId!, 'Bounce', people[2]!.email, 'Transient'))))),
    ).toEqual({ recorded: 0 });

    const figures = await readJson<SourceReport>(await call(`reports/campaigns/${campaign.id}`));
    expect(figures).toMatchObject({ delivered: 3, bounces: 1, complaints: 1 });
    const db = await firestore();
    for (const person of people.slice(0, 2)) {
      const suppressed = await db.doc(`tenants/${attorney.tenantId}/suppressions/${emailSuppressionKey(person.email)}`).get();
      expect(suppressed.get('email')).toMatchObject({ source: expect.stringContaining('Amazon SES') });
    }
    expect((await db.doc(`tenants/${attorney.tenantId}/contacts/${people[0]!.id}`).get()).get('email_bounced_at')).toBeTruthy();
    expect((await db.doc(`tenants/${attorney.tenantId}/suppressions/${emailSuppressionKey(people[2]!.email)}`).get()).exists).toBe(false);

    // The next issue reaches only the reader who neither bounced nor complained.
    const next = await createCampaign(call, { name: 'Next month' });
    await approve(call, next.id);
    await call(`campaigns/${next.id}/schedule`, 'POST', { when: 'now' });
    await deliverDue({ firms: [attorney.tenantId] });
    expect((await caughtFor(people[0]!.email)).length).toBe(1);
    expect((await caughtFor(people[1]!.email)).length).toBe(1);
    expect((await caughtFor(people[2]!.email)).length).toBe(2);
  });

  it('refuse a forged signature, a certificate off SNS and a replay before reading or writing anything', async () => {
    const { people, emails } = await sentIssue(1);
    const event = sesEvent(emails[0]!.messageId!, 'Complaint', people[0]!.email);
    const before = await storeSnapshot();
    const cases: [unknown, string][] = [
      [signSns(snsNotification(event), OTHER_KEY), 'The signature does not match.'],
      [
        {
          ...signSns(snsNotification(event)),
          Message: JSON.stringify(sesEvent(emails[0]!.messageId!, 'Complaint', 'someone@else.example')),
        },
        'The signature does not match.',
      ],
      [
        signSns(snsNotification(event, { SigningCertURL: 'https://certs.evil.example/sns.us-east-1.amazonaws.com.pem' }), OTHER_KEY),
        'not on an Amazon SNS address',
      ],
      [signSns(snsNotification(event, { Timestamp: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() })), 'too old'],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status).toBe(403);
      expect(await readError(res)).toContain(message);
    }
    expect(asked.every((url) => url.startsWith('https://sns.us-east-1.amazonaws.com/'))).toBe(true);
    expect(await storeSnapshot()).toEqual(before);
  });

  it('confirm a subscription by visiting its SubscribeURL on SNS, and refuse bad input naming the field', async () => {
    const confirmation = signSns({
      Type: 'SubscriptionConfirmation',
      MessageId: 'c-1',
      TopicArn: 'arn:aws:sns:us-east-1:123456789012:ses-events',
      Message: 'You have chosen to subscribe to the topic.',
      Timestamp: new Date().toISOString(),
      Token: 'token-1',
      SubscribeURL: 'https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=x&Token=token-1',
    });
    const res = await post(confirmation);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ confirmed: true });
    expect(asked).toContain('https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=x&Token=token-1');

    const elsewhere = signSns({ ...confirmation, SubscribeURL: 'https://evil.example/?Action=ConfirmSubscription' });
    expect((await post(elsewhere)).status).toBe(400);
    expect(asked).not.toContain('https://evil.example/?Action=ConfirmSubscription');

    expect(await readError(await post('not json'))).toBe('The request body is not valid JSON.');
    expect(await readError(await post({ Type: 'Notification' }))).toContain('MessageId is required');
    expect(await readError(await post({ ...signSns(snsNotification({})), Type: 'Other' }))).toContain('Type must be one of');
    const notSes = await post(signSns(snsNotification({}, { Message: 'hello' })));
    expect(notSes.status).toBe(400);
    expect(await readError(notSes)).toBe('Message must be the SES event as JSON.');
    expect((await send(new Request('http://localhost/api/email-events/ses'))).status).toBe(405);
  });
});
