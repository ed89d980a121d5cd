import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { agentInputSchema } from './agents';
import { apiNameSchema } from './apiKeys';
import { contactFieldsSchema } from './contacts';
import { firmProfileSchema } from './firmProfile';
import { onboardingFieldsSchema, STEP1_MISSING } from './onboarding';
import { sendingSettingsSchema } from './sendingSettings';
import {
  controlCharacterMessage,
  FILE_NAME_MAX,
  findMalformedText,
  isValidDocumentId,
  isWellFormedText,
  MALFORMED_TEXT,
  oneLineMessage,
  safeFileName,
  typedText,
  wellFormedString,
} from './safeText';

describe('well-formed text', () => {
  it('refuses lone surrogates and keeps real emoji', () => {
    expect(isWellFormedText('Injury law 🚗')).toBe(true);
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('a\udc00b')).toBe(false);
    expect(isWellFormedText('🚗'.slice(0, 1))).toBe(false);
    expect(wellFormedString().safeParse(JSON.parse('"x\\ud800"')).error?.issues[0]?.message).toBe(MALFORMED_TEXT);
  });

  it('finds malformed strings deep in a JSON value, keys too', () => {
    expect(findMalformedText({ a: [{ b: 'ok' }, 'fine'] })).toBeNull();
    expect(findMalformedText(JSON.parse('{"a":[1,{"b":"\\udfff"}]}'))).toBe('\udfff');
    expect(findMalformedText(JSON.parse('{"\\ud800":1}'))).toBe('\ud800');
  });
});

describe('document ids Firestore accepts', () => {
  it('refuses the reserved, the empty, the slashed and the over-long', () => {
    for (const bad of ['', '.', '..', '__x__', '____', '__name__', 'a/b', '\ud800', 'x'.repeat(1501), 'é'.repeat(751)]) {
      expect(isValidDocumentId(bad), JSON.stringify(bad.slice(0, 12))).toBe(false);
    }
    for (const good of ['abc', '_x_', '__x', 'x__', '...', 'x'.repeat(1500), 'openai']) expect(isValidDocumentId(good)).toBe(true);
  });

  it('keeps reserved names out of API key names, which are document ids', () => {
    expect(apiNameSchema.safeParse('__x__').success).toBe(false);
    expect(apiNameSchema.safeParse('open_ai').success).toBe(true);
  });
});

describe('upload file names', () => {
  it('drops folders, control and broken characters, keeps the extension within the limit', () => {
    expect(safeFileName('C:\\Users\\ana\\logo.png')).toBe('logo.png');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('lo\u0000go\u202e.png')).toBe('logo.png');
    expect(safeFileName('\ud800logo.png')).toBe('\ufffdlogo.png');
    expect(safeFileName('...')).toBe('upload');
    const long = safeFileName(`${'é'.repeat(5000)}.jpeg`);
    expect([...long]).toHaveLength(FILE_NAME_MAX);
    expect(long.endsWith('.jpeg')).toBe(true);
  });
});

describe('the text rule every schema shares', () => {
  const required = (label: string, multiline = false) =>
    z.string().check(...typedText(label, { multiline }), z.minLength(1, `${label} is required.`));
  const firstMessage = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('reads nothing but spaces and control characters as blank, so the field says it is required', () => {
    for (const blank of ['\u0000', ' \u0007\t', '\u001b\u009f', '\u007f\n ']) {
      expect(firstMessage(required('Name'), blank), JSON.stringify(blank)).toBe('Name is required.');
    }
  });

  it('refuses any other control character, naming the field', () => {
    for (const bad of ['a\u0000b', 'bell\u0007', 'red\u001b[31m', 'c1\u0085x', 'del\u007f!']) {
      expect(firstMessage(required('Base prompt', true), bad), JSON.stringify(bad)).toBe(controlCharacterMessage('Base prompt'));
    }
  });

  it('keeps tabs and line breaks in a multi-line field, and asks for one line elsewhere', () => {
    expect(required('Notes', true).parse('  one\n\ttwo\r\nthree  ')).toBe('one\n\ttwo\r\nthree');
    expect(firstMessage(required('Notes', true), 'one\rtwo')).toBe(controlCharacterMessage('Notes'));
    for (const split of ['first\nlast', 'first\tlast', 'first\r\nlast']) {
      expect(firstMessage(required('Name'), split)).toBe(oneLineMessage('Name'));
    }
    expect(required('Name').parse('  Ana María Ruiz 🚗 ')).toBe('Ana María Ruiz 🚗');
  });

  it("is the rule of the shared schemas, with each field's own required message", () => {
    expect(firstMessage(agentInputSchema, { name: 'a', base_prompt: '\u0000' })).toBe('Agent name and base prompt are required.');
    expect(firstMessage(contactFieldsSchema, { name: '\u0000', email: 'a@example.com' })).toBe('Name is required.');
    expect(firstMessage(contactFieldsSchema, { name: 'A', email: 'a@example.com', notes: 'x\u0000' })).toBe(
      controlCharacterMessage('Notes'),
    );
    expect(contactFieldsSchema.parse({ name: 'A', email: 'a@example.com', source: '\u0000' }).source).toBe('manual');
    expect(firstMessage(firmProfileSchema, { firmName: '\u0007' })).toBe('Firm name is required.');
    expect(
      firstMessage(sendingSettingsSchema, { from_name: 'News\u0000', from_address: 'a@b.co', smtp_host: 'smtp.b.co', smtp_port: 587 }),
    ).toBe(controlCharacterMessage('From name'));
    expect(
      firstMessage(sendingSettingsSchema, {
        from_name: 'N',
        from_address: 'a@b.co',
        smtp_host: 'smtp.b.co',
        smtp_port: 587,
        smtp_password: 'p\u0000w',
      }),
    ).toBe(controlCharacterMessage('SMTP password'));
    expect(firstMessage(apiNameSchema, '\u0000')).toBe('Missing information: Please provide both an API name and a key.');
    expect(firstMessage(onboardingFieldsSchema, { firmName: '\u0000' })).toBe(STEP1_MISSING);
  });
});
