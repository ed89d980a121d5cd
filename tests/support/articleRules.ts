// The editorial rules for article bodies, written once and used by
// both the writers' checker (tests/articles, over the Markdown) and the
// built-site tests (tests/e2e/articles-build.spec.ts, over dist/).
import { ARTICLE_SLUGS } from '../../src/shared/articles/slugs';
import { isPrimarySourceUrl } from '../../src/shared/articles/primarySources';

/** Below this, a page is too thin to rank or to help. */
export const MIN_BODY_WORDS = 700;

/**
 * Word shingles compared between every pair of article bodies. Five words is
 * long enough that shared legal vocabulary ("prior express written consent")
 * rarely forms a whole shingle, short enough that reworded copy still matches.
 */
export const SHINGLE_WORDS = 5;

/**
 * Highest Jaccard similarity of 5-word shingles allowed between two bodies.
 * Measured on the 66 interim articles: median 0.0013, 99th percentile 0.014,
 * worst 0.033 (two pages paraphrasing the same ABA Rule 7.2(b) text). A single
 * 120-word passage copied between two 1,000-word pages scores about 0.06, and
 * a page rewritten from a sibling with synonyms far more, so 0.06 catches
 * copy-paste while leaving room for pages that state the same rules.
 */
export const MAX_BODY_SIMILARITY = 0.06;

/** The page template prints this under every article; bodies must not repeat it. */
export const TEMPLATE_PHRASE = /results\s+(are\s+)?not\s+guaranteed/i;

/** Openings the editorial rules retired: start with the reader's problem instead. */
export const BOILERPLATE_OPENING = /^this\s+(page|guide|article)\s+covers\b/i;

/**
 * A paragraph (a Markdown paragraph, list item, table cell or quote; on the page a
 * p, li, td, th, blockquote or pre) this long, counted in normalized characters,
 * may appear in one article only. Shorter ones are headings, labels and stock
 * phrases ("General information, not legal advice.") that can recur honestly.
 */
export const MIN_SHARED_PARAGRAPH_CHARS = 80;

/** Lower-case letters and digits separated by single spaces: what two copies of a paragraph have in common. */
export function normalizeParagraph(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The paragraphs themselves and every sentence in them: a sentence of 80 characters or more
 * copied into another article is as much a copy as the whole paragraph, and changing one word
 * elsewhere in the paragraph must not hide it.
 */
export function paragraphsAndSentences(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((p) => [p, ...p.split(/(?<=[.?!;:])\s+(?=[A-Z"(])/)]);
}

/** "slug repeats other: ..." for every paragraph of 80+ characters found in more than one article. */
export function sharedParagraphs(paragraphsBySlug: Map<string, readonly string[]>): string[] {
  const owners = new Map<string, string>();
  const shared: string[] = [];
  for (const [slug, paragraphs] of paragraphsBySlug)
    for (const paragraph of new Set(paragraphs.map(normalizeParagraph))) {
      if (paragraph.length < MIN_SHARED_PARAGRAPH_CHARS) continue;
      const owner = owners.get(paragraph);
      if (owner === undefined) owners.set(paragraph, slug);
      else if (owner !== slug) shared.push(`${slug} repeats ${owner}: "${paragraph.slice(0, 90)}..."`);
    }
  return shared;
}

/**
 * British spellings the articles refuse, each with the American form to use.
 * The library is written in American English for American lawyers; a stray
 * "honoured" reads as copy pasted from elsewhere. Matched as whole words,
 * case-insensitively, in the body and every text field of the front matter.
 */
export const BRITISH_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\b(dis)?honour(s|ed|ing|able)?\b/i, 'honor, honored'],
  [/\bcolour(s|ed|ful)?\b/i, 'color'],
  [/\b(endeavour|harbour|humour|odour|armour|savour|flavour|vapour|parlour)(s|ed|ing)?\b/i, 'endeavor, humor (-or)'],
  [/\b(metre|litre|theatre|fibre|calibre|sombre|spectre|manoeuvre)s?\b/i, 'meter, theater (-er)'],
  [/\bspecialit(y|ies)\b/i, 'specialty'],
  [/\b(sceptic|sceptical|scepticism)\b/i, 'skeptic, skeptical'],
  [/\bartefact(s)?\b/i, 'artifact'],
  [/\baluminium\b/i, 'aluminum'],
  [/\bkerb(s)?\b/i, 'curb'],
  [/\bfavour(s|ed|ite|ites|able)?\b/i, 'favor, favorite'],
  [/\bbehaviour(s|al)?\b/i, 'behavior'],
  [/\blabour\b/i, 'labor'],
  [/\bneighbour(s|hood|hoods|ing)?\b/i, 'neighbor'],
  [/\brumour(s)?\b/i, 'rumor'],
  [/\bcentre(s|d)?\b/i, 'center'],
  [/\blicence(s)?\b/i, 'license'],
  [/\bdefence(s)?\b/i, 'defense'],
  [/\boffence(s)?\b/i, 'offense'],
  [/\bpractis(e|es|ed|ing)\b/i, 'practice, practiced'],
  [/\benquir(y|ies|e|ed|ing)\b/i, 'inquiry, inquire'],
  [/\bprogramme(s)?\b/i, 'program'],
  [/\bcatalogue(s|d)?\b/i, 'catalog'],
  [/\bcheque(s)?\b/i, 'check'],
  [/\bjudgement(s)?\b/i, 'judgment'],
  [/\bageing\b/i, 'aging'],
  [/\bgrey\b/i, 'gray'],
  [/\btyre(s)?\b/i, 'tire'],
  [/\bwhilst\b/i, 'while'],
  [/\bamongst\b/i, 'among'],
  [/\blearnt\b/i, 'learned'],
  [/\bfulfil(s|ment)?\b/i, 'fulfill, fulfillment'],
  [/\benrol(s|ment|ments)?\b/i, 'enroll, enrollment'],
  [/\b(cancel|label|model|travel|signal|dial|counsel|fuel|total|level)l(ed|ing|er|ers)\b/i, 'one l: canceled, dialing, labeled, traveled'],
  [/\bcounsellor(s)?\b/i, 'counselor'],
  [
    /\b(organ|recogn|real|author|emphas|priorit|minim|maxim|summar|custom|personal|optim|util|standard|categor|character|critic|final|special|apolog|familiar|formal|local|visual|memor|capital|central|penal|legal|normal|stabil|mobil|modern|sanit|harmon|item|digit)is(e|es|ed|ing|ation|ations)\b/i,
    'organize, recognize, specialize (-ize)',
  ],
  [/\banalys(e|ed|ing)\b/i, 'analyze'],
  [/\bparalys(e|ed|ing)\b/i, 'paralyze'],
];

/** Each British spelling found in `text`, with its American form: "honoured (use honor, honored)". */
export function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, american] of BRITISH_SPELLINGS) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(global)) found.push(`${match[0]} (use ${american})`);
  }
  return found;
}

/** Where a link inside an article body may point (besides primary sources). */
export const SITE_LINK_TARGETS = ['/seo/', '/sample-newsletter', '/#pricing'] as const;

const registered = new Set<string>(ARTICLE_SLUGS);

/** Why a link in the body of `slug` may not point at `href`, or undefined when it may. */
export function bodyLinkProblem(slug: string, href: string): string | undefined {
  if (isPrimarySourceUrl(href)) return undefined;
  if ((SITE_LINK_TARGETS as readonly string[]).includes(href)) return undefined;
  const target = /^\/seo\/([a-z0-9-]+)$/.exec(href)?.[1];
  if (target === slug) return `links to itself (${href})`;
  if (target && registered.has(target)) return undefined;
  return `links to ${href}: body links may point only at /seo/{registered slug}, ${SITE_LINK_TARGETS.join(', ')} or a primary source`;
}

/** Lower-case words of a text, without punctuation. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Words around a copied slug that do not make it read as a phrase: "the", "our ... guide". */
const FILLER_BEFORE = new Set(['the', 'a', 'an', 'our', 'see', 'read']);
const FILLER_AFTER = new Set(['guide', 'page', 'article', 'post', 'here']);

/**
 * Whether link text is the target's slug word for word ("drip campaigns for
 * lawyers", "the Mailchimp for law firms guide") rather than words chosen for
 * the reader ("how to time a drip campaign"). Link text that merely contains
 * the slug inside a longer phrase passes.
 */
export function linkTextCopiesSlug(linkText: string, href: string): boolean {
  const slug = /^\/seo\/([a-z0-9-]+)$/.exec(href)?.[1];
  if (!slug) return false;
  const w = words(linkText);
  while (w.length && FILLER_BEFORE.has(w[0]!)) w.shift();
  while (w.length && FILLER_AFTER.has(w[w.length - 1]!)) w.pop();
  return w.join(' ') === slug.split('-').join(' ');
}

export function shingles(text: string, size = SHINGLE_WORDS): Set<string> {
  const w = words(text);
  const set = new Set<string>();
  for (let i = 0; i + size <= w.length; i++) set.add(w.slice(i, i + size).join(' '));
  return set;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

export interface PairSimilarity {
  a: string;
  b: string;
  similarity: number;
}

/** Every pair of bodies with its shingle similarity, most similar first. */
export function pairSimilarities(bodies: Map<string, string>): PairSimilarity[] {
  const sets = [...bodies].map(([slug, text]) => [slug, shingles(text)] as const);
  const pairs: PairSimilarity[] = [];
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) pairs.push({ a: sets[i]![0], b: sets[j]![0], similarity: jaccard(sets[i]![1], sets[j]![1]) });
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

export const formatPair = (p: PairSimilarity) => `${p.a} ~ ${p.b}: ${p.similarity.toFixed(4)}`;
