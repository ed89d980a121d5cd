/**
 * The compliance engine's long patterns follow each group of alternatives with an empty lookahead,
 * `(?=)`. It matches nothing and changes no match. V8 compiles what follows a group once for each
 * way out of the group unless something stops it, and the lookahead stops it: with it the
 * patterns compile to about half the machine code, and V8 optimizes a pattern only while less than
 * 16 MB of machine code is held (docs/compliance.md, "Speed and V8's code budget").
 *
 * `npm run compliance:patterns` adds the lookaheads; a test fails while one is missing.
 */
import ts from 'typescript';

/** Patterns shorter than this compile small either way; they are left as written. */
export const LONG_PATTERN = 300;

/**
 * `source` with `(?=)` after each group of alternatives that is not quantified and not itself a
 * lookaround. Escapes and character classes are read past; `\u0001` (an interpolation's place in a
 * template) is an ordinary character.
 */
export function withEmptyLookaheads(source: string): string {
  let out = '';
  const groups: { alternatives: boolean; lookaround: boolean }[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    out += char;
    if (inClass) {
      if (char === ']') inClass = false;
    } else if (char === '[') inClass = true;
    else if (char === '(') groups.push({ alternatives: false, lookaround: /^\(\?(?:=|!|<=|<!)/.test(source.slice(i, i + 4)) });
    else if (char === '|' && groups.length > 0) groups.at(-1)!.alternatives = true;
    else if (char === ')') {
      const group = groups.pop();
      const next = source[i + 1] ?? '';
      if (group?.alternatives && !group.lookaround && !'*+?{'.includes(next || '*') && !source.startsWith('(?=)', i + 1)) out += '(?=)';
    }
  }
  return out;
}

const HOLE = '\u0001';

/** A TypeScript file with its long regular-expression literals and String.raw patterns given the lookaheads. */
export function withCompactPatterns(fileName: string, text: string): string {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(file);
      const close = literal.lastIndexOf('/');
      const body = literal.slice(1, close);
      const compact = body.length >= LONG_PATTERN ? withEmptyLookaheads(body) : body;
      if (compact !== body) edits.push({ start: node.getStart(file), end: node.getEnd(), text: `/${compact}${literal.slice(close)}` });
      return;
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(file) === 'String.raw') {
      const template = node.template;
      // The template's own text, each interpolation kept as one placeholder character.
      const pieces: string[] = [];
      const holes: string[] = [];
      if (ts.isNoSubstitutionTemplateLiteral(template)) pieces.push(template.getText(file).slice(1, -1));
      else {
        pieces.push(template.head.getText(file).slice(1, -2));
        for (const span of template.templateSpans) {
          holes.push(span.expression.getText(file));
          pieces.push(span.literal.getText(file).slice(1, ts.isTemplateTail(span.literal) ? -1 : -2));
        }
      }
      const joined = pieces.join(HOLE);
      const compact = joined.length >= LONG_PATTERN ? withEmptyLookaheads(joined) : joined;
      if (compact !== joined) {
        const parts = compact.split(HOLE);
        const rebuilt = parts.reduce((sum, part, index) => (index === 0 ? part : `${sum}\${${holes[index - 1]}}${part}`), '');
        edits.push({ start: template.getStart(file), end: template.getEnd(), text: `\`${rebuilt}\`` });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The files whose patterns the engine runs on every email. */
export const PATTERN_FILES = [
  'src/shared/compliance/text.ts',
  ...['claims', 'comparison', 'delivery', 'labels', 'mergeFields', 'outcome', 'sentences', 'specialist', 'urgency'].map(
    (name) => `src/shared/compliance/detectors/${name}.ts`,
  ),
];
