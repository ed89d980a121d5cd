import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_PATTERN, PATTERN_FILES, withCompactPatterns, withEmptyLookaheads } from './compact';

describe('withEmptyLookaheads', () => {
  it('follows each group of alternatives with (?=), and nothing else', () => {
    expect(withEmptyLookaheads(String.raw`\b(?:we|i) (?:win|won)\b`)).toBe(String.raw`\b(?:we|i)(?=) (?:win|won)(?=)\b`);
    expect(withEmptyLookaheads('(?:a|(?:b|c)d)e')).toBe('(?:a|(?:b|c)(?=)d)(?=)e');
    expect(withEmptyLookaheads('(?:abc)d')).toBe('(?:abc)d');
  });

  it('leaves quantified groups, lookarounds, classes and escapes as they are', () => {
    for (const source of [
      '(?:a|b)?c',
      '(?:a|b)*',
      '(?:a|b){0,2}c',
      '(?:a|b)+?',
      '(?=a|b)c',
      '(?!a|b)c',
      '(?<=a|b)c',
      '(?<!a|b)c',
      String.raw`[(|)]x`,
      String.raw`\(a|b\)`,
    ])
      expect(withEmptyLookaheads(source), source).toBe(source);
  });

  it('adds nothing a second time', () => {
    const once = withEmptyLookaheads(String.raw`\b(?:before|by) (?:monday|friday)\b`);
    expect(withEmptyLookaheads(once)).toBe(once);
  });

  it('finds exactly what the pattern found, at the same places', () => {
    const source = String.raw`\b(?:we|i|our (?:firm|team))\s+(?:always|never fail to) (?:win|get (?:results|paid))\b|(?:no|not a) (?:doubt|chance)`;
    const before = new RegExp(source, 'gi');
    const after = new RegExp(withEmptyLookaheads(source), 'gi');
    const text = 'We always win. Our firm never fail to get paid, no doubt; not a chance I said. i always get results';
    expect([...text.matchAll(after)].map((m) => [m.index, m[0]])).toEqual([...text.matchAll(before)].map((m) => [m.index, m[0]]));
  });
});

describe("the engine's long patterns", () => {
  it.each(PATTERN_FILES)('%s: every group of alternatives has its lookahead (run npm run compliance:patterns)', (path) => {
    const text = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    expect(withCompactPatterns(path, text) === text, `${path} has a pattern of ${LONG_PATTERN}+ characters without its lookaheads`).toBe(
      true,
    );
  });

  it('a short pattern stays as written', () => {
    const text = 'const SHORT = /\\b(?:a|b)c/i;\n';
    expect(withCompactPatterns('short.ts', text)).toBe(text);
  });

  it('a String.raw pattern keeps its interpolations', () => {
    const long = 'x'.repeat(LONG_PATTERN);
    const text = `const P = new RegExp(String.raw\`(?:\${DAY}|${long})\\b(?:a|b) \${MONTH}\`, 'gi');\n`;
    expect(withCompactPatterns('p.ts', text)).toBe(
      `const P = new RegExp(String.raw\`(?:\${DAY}|${long})(?=)\\b(?:a|b)(?=) \${MONTH}\`, 'gi');\n`,
    );
  });
});
