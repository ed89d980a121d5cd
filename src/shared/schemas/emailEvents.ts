import * as z from 'zod/mini';

/**
 * What POST /api/email-events/ses accepts: an Amazon SNS message (its envelope; the SES event
 * inside `Message` is read only after the signature is checked). Each message names the field.
 */
const field = (name: string, max = 4096) =>
  z
    .string({ error: `${name} is required and must be text.` })
    .check(z.minLength(1, `${name} is required and must be text.`), z.maxLength(max, `${name} is too long.`));

export const SNS_TYPES = ['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation'] as const;

export const snsMessageSchema = z.object({
  Type: z.enum(SNS_TYPES, { error: `Type must be one of: ${SNS_TYPES.join(', ')}.` }),
  MessageId: field('MessageId', 100),
  TopicArn: field('TopicArn', 256),
  Message: field('Message', 200_000),
  Timestamp: field('Timestamp', 40),
  SignatureVersion: field('SignatureVersion', 2),
  Signature: field('Signature', 1024),
  SigningCertURL: field('SigningCertURL', 1024),
  Subject: z.optional(z.string({ error: 'Subject must be text.' }).check(z.maxLength(100, 'Subject is too long.'))),
  Token: z.optional(field('Token', 1024)),
  SubscribeURL: z.optional(field('SubscribeURL', 2048)),
});

const recipients = (name: string) =>
  z.array(z.object({ emailAddress: z.string({ error: `${name} must list email addresses.` }) }), { error: `${name} must be a list.` });

/** The SES event in a notification (event publishing's `eventType` or feedback's `notificationType`). */
export const sesEventSchema = z.object({
  eventType: z.optional(z.string()),
  notificationType: z.optional(z.string()),
  mail: z.object(
    {
      messageId: z.optional(z.string()),
      commonHeaders: z.optional(z.object({ messageId: z.optional(z.string()) })),
      headers: z.optional(z.array(z.object({ name: z.string(), value: z.string() }))),
    },
    { error: 'mail is required: the SES event names the email it is about.' },
  ),
  bounce: z.optional(
    z.object({ bounceType: z.string(), bounceSubType: z.optional(z.string()), bouncedRecipients: recipients('bouncedRecipients') }),
  ),
  complaint: z.optional(
    z.object({ complainedRecipients: recipients('complainedRecipients'), complaintFeedbackType: z.optional(z.string()) }),
  ),
});
