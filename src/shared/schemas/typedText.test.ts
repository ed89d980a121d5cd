import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { agentInputSchema } from './agents';
import { apiNameSchema } from './apiKeys';
import { contactFieldsSchema } from './contacts';
import { firmProfileSchema } from './firmProfile';
import { onboardingFieldsSchema, STEP1_MISSING } from './onboarding';
import { sendingSettingsSchema } from './sendingSettings';
import { controlCharacterMessage, oneLineMessage, typedText } from './typedText';

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
      firstMessage(sendingSettingsSchema, {
        method: 'own_smtp',
        from_name: 'News\u0000',
        from_address: 'a@b.co',
        smtp_host: 'smtp.b.co',
        smtp_port: 587,
      }),
    ).toBe(controlCharacterMessage('From name'));
    expect(
      firstMessage(sendingSettingsSchema, {
        method: 'own_smtp',
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
