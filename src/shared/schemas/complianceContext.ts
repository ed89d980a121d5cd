import { z } from 'zod';
import { isCalendarDate } from '../compliance/dates';
import { AUDIENCE_INVALID, audienceSchema } from './audience';
import { isStateCode, type StateCode } from '../usStates';

/**
 * The context of a compliance check, as POST /api/compliance/check and the sequence routes
 * receive it. checkEmail throws on dates it cannot read; this schema turns the same problems
 * into messages a person can act on. Combine it with the email's subject and body schema.
 */

export { AUDIENCE_INVALID };
export const RECIPIENT_STATE_INVALID = 'Recipient state must be a two-letter US state code, such as FL or NY.';
export const INCIDENT_DATE_INVALID = 'Incident date must be a real date written YYYY-MM-DD, such as 2026-11-02.';
export const SEND_DATE_INVALID = 'Send date must be a real date written YYYY-MM-DD, such as 2026-11-22.';
export const INCIDENT_AFTER_SEND = 'Incident date cannot be after the send date.';
export const FIRST_MESSAGE_INVALID = 'isFirstMessage must be true or false.';

const date = (message: string) => z.string({ error: message }).trim().refine(isCalendarDate, message);

export const checkContextSchema = z
  .object({
    audience: audienceSchema,
    recipientState: z
      .string({ error: RECIPIENT_STATE_INVALID })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isStateCode, RECIPIENT_STATE_INVALID)
      .transform((value) => value as StateCode)
      .optional(),
    incidentDate: date(INCIDENT_DATE_INVALID).optional(),
    sendDate: date(SEND_DATE_INVALID).optional(),
    isFirstMessage: z.boolean({ error: FIRST_MESSAGE_INVALID }).optional(),
  })
  .refine((context) => !context.incidentDate || !context.sendDate || context.incidentDate <= context.sendDate, {
    error: INCIDENT_AFTER_SEND,
    path: ['incidentDate'],
  });

export type CheckContextInput = z.input<typeof checkContextSchema>;
