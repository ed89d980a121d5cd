/**
 * A cheap test that a guard cannot match, before the guard is run over the whole email. Most
 * guards find nothing in most emails, and a regular expression that finds nothing has to try
 * every position of the email: about a quarter of a long newsletter's check went there.
 *
 * Each guard's words are read once from its source: the strings of plain characters that any
 * match must contain ("matter of time", one of "sure bet" or "bet my", ...). The email's
 * three-character sequences are collected once per email into a bit set. A guard whose every
 * alternative needs a sequence the email lacks cannot match, and is not run. When in doubt (a
 * construct the reader does not follow, the u flag) a guard is simply run: the answer is always
 * the guard's own.
 */
import type { PreparedDraft } from '../draft';

/** What a match needs: sequences of character codes that must all occur, or any/all of other needs. */
type Need = { all: Need[] } | { any: Need[] } | { codes: number[] } | true;

/**
 * Characters as five-bit codes: letters without case, digits as one, space, apostrophe and hyphen
 * each their own, and everything else as one. Folding only merges characters, so a text that
 * contains a string also contains the string's folded sequences.
 */
function code(char: number): number {
  if (char >= 97 && char <= 122) return char - 96;
  if (char >= 65 && char <= 90) return char - 64;
  if (char >= 48 && char <= 57) return 27;
  if (char === 32) return 28;
  if (char === 39) return 29;
  if (char === 45) return 30;
  return 31;
}

/** The email's three-character sequences, as a bit set of 2^15 bits, built once per email. */
function trigramsOf(draft: PreparedDraft): Uint32Array {
  if (draft.trigrams) return draft.trigrams;
  const bits = new Uint32Array(1024);
  const text = draft.match;
  let window = 0;
  for (let i = 0; i < text.length; i++) {
    window = ((window << 5) | code(text.charCodeAt(i))) & 0x7fff;
    if (i >= 2) bits[window >>> 5]! |= 1 << (window & 31);
  }
  draft.trigrams = bits;
  return bits;
}

// A need flattened into one array read in place (cheaper than walking objects for every email):
// [CODES, size, word, mask, word, mask, ...], [ALL, size, part, part, ...] or [ANY, size, part, ...],
// where size counts the node's own entries, so that a part can be stepped over.
const CODES = 0;
const ALL = 1;
const ANY = 2;

function flatten(need: Exclude<Need, true>, out: number[]): void {
  const at = out.length;
  if ('codes' in need) {
    out.push(CODES, 0);
    const codes = need.codes;
    for (let i = 2; i < codes.length; i++) {
      const gram = (codes[i - 2]! << 10) | (codes[i - 1]! << 5) | codes[i]!;
      out.push(gram >>> 5, 1 << (gram & 31));
    }
  } else {
    out.push('all' in need ? ALL : ANY, 0);
    // allOf and anyOf never keep a part that is `true`.
    for (const part of 'all' in need ? need.all : need.any) flatten(part as Exclude<Need, true>, out);
  }
  out[at + 1] = out.length - at;
}

function satisfied(program: Int32Array, at: number, bits: Uint32Array): boolean {
  const op = program[at]!;
  const end = at + program[at + 1]!;
  if (op === CODES) {
    for (let i = at + 2; i < end; i += 2) if ((bits[program[i]!]! & program[i + 1]!) === 0) return false;
    return true;
  }
  // ALL fails at its first unsatisfied part, ANY succeeds at its first satisfied one.
  const all = op === ALL;
  for (let part = at + 2; part < end; part += program[part + 1]!) if (satisfied(program, part, bits) !== all) return !all;
  return all;
}

/** Whether `pattern` may match somewhere in the email; false only when it certainly does not. */
export function mayOccurIn(draft: PreparedDraft, pattern: RegExp): boolean {
  let program = PROGRAMS.get(pattern);
  if (program === undefined) {
    const need = needsOf(pattern);
    const flat: number[] = [];
    if (need !== true) flatten(need, flat);
    program = need === true ? true : Int32Array.from(flat);
    PROGRAMS.set(pattern, program);
  }
  return program === true || satisfied(program, 0, trigramsOf(draft));
}
// Read once per pattern (patterns are module constants, or built once per firm).
const PROGRAMS = new WeakMap<RegExp, Int32Array | true>();

function needsOf(pattern: RegExp): Need {
  // With the u or v flag, case folding joins ASCII letters with other characters ("ſ", the Kelvin sign).
  if (pattern.unicode || pattern.flags.includes('v')) return true;
  try {
    const reader = new SourceReader(pattern.source);
    const need = reader.disjunction();
    return reader.at === pattern.source.length ? need : true;
  } catch {
    return true;
  }
}

const HEX = /^[0-9A-Fa-f]+$/;

const allOf = (parts: Need[]): Need => {
  const kept = parts.filter((part) => part !== true);
  return kept.length === 0 ? true : kept.length === 1 ? kept[0]! : { all: kept };
};
const anyOf = (parts: Need[]): Need => (parts.some((part) => part === true) ? true : parts.length === 1 ? parts[0]! : { any: parts });

/**
 * Reads a regular expression's source (without the u flag) into what its matches need. Anything
 * that matches more than one character (a class, an escape like \w, a quantified atom) ends a run
 * of plain characters and needs nothing itself; assertions need nothing.
 */
class SourceReader {
  at = 0;
  constructor(private readonly source: string) {}

  private peek(): string | undefined {
    return this.source[this.at];
  }

  disjunction(): Need {
    const alternatives = [this.alternative()];
    while (this.peek() === '|') {
      this.at++;
      alternatives.push(this.alternative());
    }
    return anyOf(alternatives);
  }

  private alternative(): Need {
    const parts: Need[] = [];
    let run: number[] = [];
    const endRun = () => {
      if (run.length >= 3) parts.push({ codes: run });
      run = [];
    };
    for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
      const atom = this.atom();
      const quantifier = this.quantifier();
      if (atom.kind === 'assertion') {
        if (quantifier) throw new Error('quantified assertion');
        continue;
      }
      if (quantifier) {
        // Optional or repeated: the run cannot go through it.
        endRun();
        if (quantifier.min > 0 && atom.kind === 'group') parts.push(atom.need);
        continue;
      }
      if (atom.kind === 'char') run.push(atom.code);
      else if (atom.kind === 'any') endRun();
      else {
        endRun();
        parts.push(atom.need);
      }
    }
    endRun();
    return allOf(parts);
  }

  private quantifier(): { min: number } | undefined {
    const char = this.peek();
    let min: number;
    if (char === '*' || char === '?') {
      min = 0;
      this.at++;
    } else if (char === '+') {
      min = 1;
      this.at++;
    } else if (char === '{') {
      const braces = /^\{(\d+)(?:,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!braces) throw new Error('brace');
      min = Number(braces[1]);
      this.at += braces[0].length;
    } else return undefined;
    if (this.peek() === '?') this.at++;
    return { min };
  }

  private atom(): { kind: 'char'; code: number } | { kind: 'any' } | { kind: 'assertion' } | { kind: 'group'; need: Need } {
    const char = this.source[this.at++]!;
    if (char === '^' || char === '$') return { kind: 'assertion' };
    if (char === '.') return { kind: 'any' };
    if (char === '[') {
      // A class matches one of several characters: skip it.
      if (this.peek() === '^') this.at++;
      while (this.peek() !== ']') {
        if (this.peek() === undefined) throw new Error('class');
        if (this.source[this.at++] === '\\') this.at++;
      }
      this.at++;
      return { kind: 'any' };
    }
    if (char === '(') {
      let assertion = false;
      if (this.source.startsWith('?:', this.at)) this.at += 2;
      else if (/^\?<?[=!]/.test(this.source.slice(this.at, this.at + 3))) {
        assertion = true;
        this.at += this.source[this.at + 1] === '<' ? 3 : 2;
      } else if (this.source.startsWith('?<', this.at)) {
        const close = this.source.indexOf('>', this.at);
        if (close < 0) throw new Error('group name');
        this.at = close + 1;
      } else if (this.peek() === '?') throw new Error('group');
      const need = this.disjunction();
      if (this.source[this.at++] !== ')') throw new Error('unclosed group');
      return assertion ? { kind: 'assertion' } : { kind: 'group', need };
    }
    if (char === ')' || char === '*' || char === '+' || char === '?' || char === '{' || char === '}' || char === ']') throw new Error(char);
    if (char !== '\\') return { kind: 'char', code: code(char.charCodeAt(0)) };
    const escaped = this.source[this.at++];
    if (escaped === undefined) throw new Error('escape');
    if (escaped === 'b' || escaped === 'B') return { kind: 'assertion' };
    // Classes, control characters, code points and back-references: not plain characters here.
    if (/[dDwWsStnrvf]/.test(escaped)) return { kind: 'any' };
    if (/[0-9]/.test(escaped)) {
      while (/[0-9]/.test(this.peek() ?? '')) this.at++;
      return { kind: 'any' };
    }
    if (escaped === 'x' || escaped === 'u') {
      const digits = escaped === 'x' ? 2 : 4;
      if (!HEX.test(this.source.slice(this.at, this.at + digits)) || digits !== this.source.slice(this.at, this.at + digits).length)
        throw new Error(`escape ${escaped}`);
      this.at += digits;
      return { kind: 'any' };
    }
    if (/[A-Za-z]/.test(escaped)) throw new Error(`escape ${escaped}`);
    return { kind: 'char', code: code(escaped.charCodeAt(0)) };
  }
}
