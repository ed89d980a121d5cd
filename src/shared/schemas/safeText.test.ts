import { describe, expect, it } from 'vitest';
import { apiNameSchema } from './apiKeys';
import {
  FILE_NAME_MAX,
  findMalformedText,
  isValidDocumentId,
  isWellFormedText,
  MALFORMED_TEXT,
  safeFileName,
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
