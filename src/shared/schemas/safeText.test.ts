import { describe, expect, it } from 'vitest';
import { apiNameSchema } from './apiKeys';
import { findMalformedText, isValidDocumentId, isWellFormedText, MALFORMED_TEXT, wellFormedString } from './safeText';

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
