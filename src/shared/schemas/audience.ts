import * as z from 'zod/mini';
import { AUDIENCES } from '../compliance/types';

/**
 * Who an email is written for (see AUDIENCES): the compliance rules depend on it. Its own
 * module so that the sequence editor can use it without the date and state rules of a check.
 */
export const AUDIENCE_INVALID = 'Audience must be client, subscriber or lead.';

export const audienceSchema = z.enum(AUDIENCES, { error: AUDIENCE_INVALID });

/** How the editor names each audience. */
export const AUDIENCE_LABELS: Record<(typeof AUDIENCES)[number], string> = {
  subscriber: 'Newsletter subscribers',
  client: 'Clients (current or former)',
  lead: 'Prospective clients with a known matter (solicitation)',
};
