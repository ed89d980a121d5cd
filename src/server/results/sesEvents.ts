import * as z from 'zod/mini';
import { sesEventSchema, snsMessageSchema } from '#shared/schemas/emailEvents';
import { firestore } from '../firebase';
import { now } from '../clock';
import { Forbidden, Invalid } from '../errors';
import { handler, MAX_JSON_BYTES, methods, parseJsonText, parseWith, readBodyCapped } from '../http';
import * as store from '../store/collections';
import { markBounced } from '../sending/recipients';
import { unsubscribe } from '../sending/unsubscribe';
import { emailSuppressionKey } from '../contacts/suppressions';
import { firmCalendar } from './calendar';
import { metricBumps } from './counters';
import { sentMessageKey } from './delivery';
import { recordEvent } from './events';
import { confirmSubscription, type SnsMessage, snsSignatureProblem } from './snsSignature';
import type { SentMessageDoc } from '../store/documents';

type SentMessage = SentMessageDoc;

/** The Message-ID header of the email the SES event is about. */
function messageIdHeader(event: z.output<typeof sesEventSchema>): string | null {
  return event.mail.commonHeaders?.messageId ?? event.mail.headers?.find((h) => h.name.toLowerCase() === 'message-id')?.value ?? null;
}

/**
 * Records one recipient's hard bounce or complaint: the address is suppressed for every future
 * send first (idempotent), then the event is appended and counted once (its id from the SNS
 * message and the recipient, so SNS retrying the same message counts nothing twice).
 */
async function recordProblem(
  sent: SentMessage,
  kind: 'bounce' | 'complaint',
  address: string,
  detail: string,
  id: string,
): Promise<boolean> {
  const emailKey = emailSuppressionKey(address);
  const link = { kind: 'current' as const, tenantId: sent.tenant_id, emailKey, contactId: sent.contact_id };
  await unsubscribe(link, kind === 'bounce' ? 'Hard bounce reported by Amazon SES' : 'Spam complaint reported by Amazon SES');
  if (kind === 'bounce') await markBounced(sent.tenant_id, sent.contact_id);
  const at = now();
  return recordEvent(
    sent.tenant_id,
    { type: kind, at, contact_id: sent.contact_id, source: sent.source, source_id: sent.source_id, message_id: sent.message_id, detail },
    metricBumps(await firmCalendar(sent.tenant_id), sent.source, sent.source_id, kind === 'bounce' ? 'bounces' : 'complaints', at),
    id,
  );
}

async function handleNotification(sns: SnsMessage): Promise<number> {
  const event = parseWith(sesEventSchema, parseJsonText(sns.Message, 'Message must be the SES event as JSON.'));
  const type = event.eventType ?? event.notificationType;
  const header = messageIdHeader(event);
  if (!header || (type !== 'Bounce' && type !== 'Complaint')) return 0;
  const db = await firestore();
  const sent = (await store.sentMessages(db).doc(sentMessageKey(header)).get()).data();
  // Not an email we sent (or its contact was deleted since): acknowledged, nothing to record.
  if (!sent) return 0;
  const snsId = sns.MessageId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80);
  let recorded = 0;
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const detail = `Hard bounce${event.bounce.bounceSubType ? ` (${event.bounce.bounceSubType})` : ''}`;
    for (const [i, r] of event.bounce.bouncedRecipients.entries()) {
      if (await recordProblem(sent, 'bounce', r.emailAddress, detail, `ses_${snsId}_${i}`)) recorded += 1;
    }
  }
  if (type === 'Complaint' && event.complaint) {
    const detail = `Marked as spam${event.complaint.complaintFeedbackType ? ` (${event.complaint.complaintFeedbackType})` : ''}`;
    for (const [i, r] of event.complaint.complainedRecipients.entries()) {
      if (await recordProblem(sent, 'complaint', r.emailAddress, detail, `ses_${snsId}_${i}`)) recorded += 1;
    }
  }
  return recorded;
}

/**
 * POST /api/email-events/ses: Amazon SES bounce and complaint notifications through an SNS
 * subscription (HTTPS). The signature is checked before anything in the message is read or
 * anything is written; a subscription confirmation is confirmed by visiting its SubscribeURL.
 * Transient (soft) bounces are acknowledged and not counted: the address may work tomorrow.
 */
export const sesEventsRoute = handler(
  methods('email-events/ses', {
    POST: async (req) => {
      const text = new TextDecoder().decode(await readBodyCapped(req, MAX_JSON_BYTES));
      const sns = parseWith(snsMessageSchema, parseJsonText(text)) as SnsMessage;
      const problem = await snsSignatureProblem(sns);
      if (problem) throw new Forbidden(`This notification is not signed by Amazon SNS: ${problem}`);
      if (sns.Type === 'SubscriptionConfirmation') {
        if (!(await confirmSubscription(sns)))
          throw new Invalid('SubscribeURL must be an https address on Amazon SNS that answers.', 'SubscribeURL');
        return { confirmed: true as const };
      }
      if (sns.Type === 'UnsubscribeConfirmation') return { recorded: 0 };
      return { recorded: await handleNotification(sns) };
    },
  }),
);
