import { describe, expect, it } from 'vitest';
import { batches, checkRows, guessMapping, sendInBatches } from './csvImport';

describe('CSV import rows', () => {
  const headers = ['Full Name', 'E-mail', 'Mobile', 'State', 'Accident Date', 'Opt-in', 'Consent Text', 'Tags'];
  const mapping = guessMapping(headers);

  it('guesses columns from common header names', () => {
    expect(mapping).toMatchObject({
      name: 'Full Name',
      email: 'E-mail',
      phone: 'Mobile',
      state: 'State',
      incident_date: 'Accident Date',
      consent_channels: 'Opt-in',
      consent_text: 'Consent Text',
      tags: 'Tags',
      notes: '',
    });
  });

  it('checks every row with the API schema and names the row and the field', () => {
    const rows: Record<string, string>[] = [
      { 'Full Name': 'Ana Ruiz', 'E-mail': 'ANA@x.test', Mobile: "'+1 305 555 0100", State: 'fl', Tags: 'expo; vip' },
      { 'Full Name': 'No Way', 'E-mail': 'not-an-email' },
      { 'Full Name': 'Text Me', Mobile: '3055550101', 'Opt-in': 'sms' },
      { 'Full Name': 'Ok Texts', Mobile: '3055550102', 'Opt-in': 'email, sms', 'Consent Text': 'Yes, text me.' },
    ];
    const checked = checkRows(rows, mapping, { fileName: 'expo.csv', relationship: 'subscriber' });
    expect(checked.errors).toEqual([
      { row: 3, message: 'Email must be a valid email address (for example name@example.com).' },
      { row: 4, message: 'Consent wording is required for text messages and calls: record the exact words the person agreed to.' },
    ]);
    expect(checked.valid.map((v) => v.row)).toEqual([2, 5]);
    expect(checked.valid[0]!.contact).toMatchObject({
      email: 'ana@x.test',
      phone: '+13055550100',
      state: 'FL',
      relationship: 'subscriber',
      tags: ['expo', 'vip'],
      source: 'CSV import: expo.csv',
    });
    expect(checked.valid[1]!.contact.consents.map((c) => c.channel)).toEqual(['email', 'sms']);
    expect(batches(checked.valid, 1)).toHaveLength(2);
  });
});

describe('sending in batches', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }) as never);

  it('sends every group, two at a time, and adds up the answers', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const progress = await sendInBatches(
      [rows(3), rows(2), rows(4)],
      async (group) => {
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
        return { created: group.length - 1, merged: 1 };
      },
      (p) => seen.push(p.rows),
    );
    expect(progress).toEqual({ rows: 9, created: 6, merged: 3 });
    expect(most).toBe(2);
    expect(seen.at(-1)).toBe(9);
  });

  it('starts no new group after a failure and reports what was written', async () => {
    const sent: number[] = [];
    const failing = sendInBatches(
      [rows(1), rows(2), rows(3), rows(4)],
      async (group) => {
        sent.push(group.length);
        if (group.length === 2) throw new Error('Row 2: Phone must be text.');
        return { created: group.length, merged: 0 };
      },
      () => {},
    );
    await expect(failing).rejects.toMatchObject({ message: 'Row 2: Phone must be text.', progress: { rows: 1 + 3 } });
    expect(sent).toEqual([1, 2, 3]);
  });
});
