import { describe, expect, it } from 'vitest';
import { checkEmail } from '../compliance/check';
import {
  AUDIENCE_INVALID,
  checkContextSchema,
  INCIDENT_AFTER_SEND,
  INCIDENT_DATE_INVALID,
  RECIPIENT_STATE_INVALID,
  SEND_DATE_INVALID,
} from './complianceContext';

const messages = (input: unknown) => {
  const result = checkContextSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('compliance check context', () => {
  it('accepts what checkEmail accepts, tidied', () => {
    const context = checkContextSchema.parse({
      audience: 'lead',
      recipientState: ' fl ',
      incidentDate: '2026-10-01',
      sendDate: '2026-11-22',
    });
    expect(context).toEqual({ audience: 'lead', recipientState: 'FL', incidentDate: '2026-10-01', sendDate: '2026-11-22' });
    expect(() => checkEmail({ subject: 'Hi', body: 'Hello' }, context, { licensedStates: ['FL'] })).not.toThrow();
  });

  it('explains each bad field', () => {
    expect(messages({ audience: 'everyone' })).toEqual([AUDIENCE_INVALID]);
    expect(messages({})).toEqual([AUDIENCE_INVALID]);
    expect(messages({ audience: 'lead', recipientState: 'Florida' })).toEqual([RECIPIENT_STATE_INVALID]);
    expect(messages({ audience: 'lead', incidentDate: '2026-02-30' })).toEqual([INCIDENT_DATE_INVALID]);
    expect(messages({ audience: 'lead', sendDate: 20261122 })).toEqual([SEND_DATE_INVALID]);
    expect(messages({ audience: 'lead', incidentDate: '2026-12-01', sendDate: '2026-11-22' })).toEqual([INCIDENT_AFTER_SEND]);
  });
});
