import type { ConsentChannel, ConsentSummary } from '#shared/schemas/contactTerms';

export const CHANNEL_LABELS: Record<ConsentChannel, string> = { email: 'Email', sms: 'Text (SMS)', call: 'Calls' };

/** "Email: granted, Text (SMS): revoked" or "None recorded". */
export function consentText(summary: ConsentSummary): string {
  const parts = (Object.keys(CHANNEL_LABELS) as ConsentChannel[])
    .filter((c) => summary[c])
    .map((c) => `${CHANNEL_LABELS[c]}: ${summary[c]}`);
  return parts.length ? parts.join(', ') : 'None recorded';
}
