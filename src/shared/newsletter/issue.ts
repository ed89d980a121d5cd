import * as z from 'zod/mini';
import { ASSET_ID_PATTERN, isWellFormedText } from '../schemas/safeText';
import { typedText } from '../schemas/typedText';

/**
 * A newsletter issue: a subject, a preheader and an ordered list of blocks. Shared by the
 * campaign editor, the API (every write is checked with these schemas), the generator (its
 * answer is converted to blocks and checked again) and the renderer. zod/mini, like every
 * schema a page loads (decision record 0010). Messages name the field; the API puts the
 * block's number in front (`issueProblem`).
 */

export const BLOCK_TYPES = ['heading', 'paragraph', 'local_item', 'tip_list', 'image', 'button', 'attorney_note'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** How the editor and the messages name each block type. */
export const BLOCK_LABELS: Record<BlockType, string> = {
  heading: 'Heading',
  paragraph: 'Paragraph',
  local_item: 'Local item',
  tip_list: 'Tip list',
  image: 'Image',
  button: 'Button',
  attorney_note: 'Attorney’s note',
};

export const LOCAL_ITEM_KINDS = ['safety', 'event'] as const;
export type LocalItemKind = (typeof LOCAL_ITEM_KINDS)[number];
export const LOCAL_ITEM_KIND_LABELS: Record<LocalItemKind, string> = { safety: 'Safety story', event: 'Event' };

export const ISSUE_LIMITS = {
  subject: 150,
  preheader: 150,
  blocks: 40,
  heading: 150,
  paragraph: 3000,
  title: 150,
  itemText: 1500,
  place: 120,
  tips: 8,
  tip: 300,
  alt: 200,
  caption: 300,
  label: 60,
  url: 500,
  note: 2000,
  signature: 120,
  campaignName: 120,
} as const;

const tooLong = (what: string, max: number) => `${what} must be ${max.toLocaleString('en-US')} characters or fewer.`;

/** Text as every schema takes it (typedText: trimmed, control characters refused naming the field); `multiline` keeps line breaks. */
const text = (what: string, max: number, required = true, multiline = false) =>
  z
    .string({ error: `${what} must be text.` })
    .check(
      z.refine(isWellFormedText, { error: `${what} contains broken characters. Retype it.`, abort: true }),
      ...typedText(what, { multiline }),
      ...(required ? [z.minLength(1, { error: `${what} is required.`, abort: true })] : []),
      z.maxLength(max, tooLong(what, max)),
    );

/** Optional text: blank and missing both mean none, stored as absent. */
const optionalText = (what: string, max: number, multiline = false) =>
  z.optional(
    z.pipe(
      z.nullable(text(what, max, false, multiline)),
      z.transform((value) => value || undefined),
    ),
  );

export const HTTPS_URL_INVALID = (what: string) =>
  `${what} must be a web address starting with https:// (for example https://yourfirm.com/contact).`;

/** https only: a reader's mail app warns about plain http, and we never link elsewhere. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const httpsUrl = (what: string) => text(what, ISSUE_LIMITS.url).check(z.refine(isHttpsUrl, HTTPS_URL_INVALID(what)));
const optionalHttpsUrl = (what: string) =>
  z.optional(
    z.pipe(
      z.nullable(text(what, ISSUE_LIMITS.url, false).check(z.refine((v) => v === '' || isHttpsUrl(v), HTTPS_URL_INVALID(what)))),
      z.transform((value) => value || undefined),
    ),
  );

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const BLOCK_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
const blockId = z
  .string({ error: 'Each block needs an id.' })
  .check(z.regex(BLOCK_ID_PATTERN, 'Block ids are 1-40 letters, digits, - or _.'));

export { ASSET_ID_PATTERN };
const assetId = (what: string) =>
  z
    .string({ error: `${what}: choose an image from your library.` })
    .check(z.regex(ASSET_ID_PATTERN, `${what}: choose an image from your library.`));

export const headingBlockSchema = z.object({
  id: blockId,
  type: z.enum(['heading']),
  text: text('Heading', ISSUE_LIMITS.heading),
});

export const paragraphBlockSchema = z.object({
  id: blockId,
  type: z.enum(['paragraph']),
  text: text('Paragraph', ISSUE_LIMITS.paragraph, true, true),
});

export const localItemBlockSchema = z.object({
  id: blockId,
  type: z.enum(['local_item']),
  kind: z._default(z.enum(LOCAL_ITEM_KINDS, { error: 'Local item kind must be safety or event.' }), 'safety'),
  title: text('Local item title', ISSUE_LIMITS.title),
  text: text('Local item text', ISSUE_LIMITS.itemText, true, true),
  place: optionalText('Local item place', ISSUE_LIMITS.place),
  date: z.optional(
    z.pipe(
      z.nullable(
        z.string({ error: 'Local item date must be a date written YYYY-MM-DD.' }).check(
          z.trim(),
          z.refine((v) => v === '' || isCalendarDate(v), 'Local item date must be a real date written YYYY-MM-DD.'),
        ),
      ),
      z.transform((value) => value || undefined),
    ),
  ),
  link: optionalHttpsUrl('Local item link'),
});

export const tipListBlockSchema = z.object({
  id: blockId,
  type: z.enum(['tip_list']),
  title: optionalText('Tip list title', ISSUE_LIMITS.title),
  tips: z
    .array(text('Each tip', ISSUE_LIMITS.tip), { error: 'A tip list needs its tips as a list.' })
    .check(
      z.minLength(1, 'A tip list needs at least one tip.'),
      z.maxLength(ISSUE_LIMITS.tips, `A tip list holds at most ${ISSUE_LIMITS.tips} tips.`),
    ),
});

export const imageBlockSchema = z.object({
  id: blockId,
  type: z.enum(['image']),
  asset_id: assetId('Image'),
  alt: text('Image description (alt text)', ISSUE_LIMITS.alt),
  caption: optionalText('Image caption', ISSUE_LIMITS.caption, true),
  link: optionalHttpsUrl('Image link'),
});

export const buttonBlockSchema = z.object({
  id: blockId,
  type: z.enum(['button']),
  label: text('Button label', ISSUE_LIMITS.label),
  url: httpsUrl('Button link'),
});

export const attorneyNoteBlockSchema = z.object({
  id: blockId,
  type: z.enum(['attorney_note']),
  text: text('Attorney’s note', ISSUE_LIMITS.note, true, true),
  signature: optionalText('Attorney’s note signature', ISSUE_LIMITS.signature),
});

const BLOCK_SCHEMAS = {
  heading: headingBlockSchema,
  paragraph: paragraphBlockSchema,
  local_item: localItemBlockSchema,
  tip_list: tipListBlockSchema,
  image: imageBlockSchema,
  button: buttonBlockSchema,
  attorney_note: attorneyNoteBlockSchema,
} as const;

export const unknownBlockType = (type: unknown) =>
  `${typeof type === 'string' && type ? `“${type.slice(0, 40)}” is not a block type` : 'Each block needs a type'}. Use one of: ${BLOCK_TYPES.join(', ')}.`;

/**
 * One block, checked by the schema of its type. Dispatched by hand rather than with a
 * discriminated union: every page shares one copy of zod/mini, and the union's code would
 * count against the start-up budget of pages that never see a block (decision record 0010).
 */
export const blockSchema = z.transform((input: unknown, ctx) => {
  const type = input !== null && typeof input === 'object' ? (input as { type?: unknown }).type : undefined;
  const schema = typeof type === 'string' && Object.hasOwn(BLOCK_SCHEMAS, type) ? BLOCK_SCHEMAS[type as BlockType] : undefined;
  if (!schema) {
    ctx.issues.push({
      code: 'custom',
      message: input !== null && typeof input === 'object' ? unknownBlockType(type) : 'Each block must be an object.',
      input,
    });
    // What a failed transform returns is never used: its issues fail the parse.
    return undefined as never;
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as Block;
  for (const issue of parsed.error.issues) ctx.issues.push({ ...issue, input } as never);
  return undefined as never;
}) as unknown as z.ZodMiniType<Block, unknown>;

export type HeadingBlock = z.output<typeof headingBlockSchema>;
export type ParagraphBlock = z.output<typeof paragraphBlockSchema>;
export type LocalItemBlock = z.output<typeof localItemBlockSchema>;
export type TipListBlock = z.output<typeof tipListBlockSchema>;
export type ImageBlock = z.output<typeof imageBlockSchema>;
export type ButtonBlock = z.output<typeof buttonBlockSchema>;
export type AttorneyNoteBlock = z.output<typeof attorneyNoteBlockSchema>;
export type Block = HeadingBlock | ParagraphBlock | LocalItemBlock | TipListBlock | ImageBlock | ButtonBlock | AttorneyNoteBlock;

export const BLOCKS_REQUIRED = 'An issue needs at least one block.';

const blocksField = z.array(blockSchema, { error: BLOCKS_REQUIRED }).check(
  z.minLength(1, BLOCKS_REQUIRED),
  z.maxLength(ISSUE_LIMITS.blocks, `An issue holds at most ${ISSUE_LIMITS.blocks} blocks.`),
  z.refine((blocks) => new Set(blocks.map((b) => b.id)).size === blocks.length, 'Each block needs its own id.'),
);

export const SUBJECT_REQUIRED = 'Subject is required.';

export const issueShape = {
  subject: text('Subject', ISSUE_LIMITS.subject).check(z.minLength(1, SUBJECT_REQUIRED)),
  preheader: z._default(text('Preheader', ISSUE_LIMITS.preheader, false), ''),
  blocks: blocksField,
};

export const issueSchema = z.object(issueShape);
export type IssueInput = z.input<typeof issueSchema>;
export type Issue = z.output<typeof issueSchema>;

export const SEGMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** POST /api/campaigns and PUT /api/campaigns/:id: the issue, its internal name and who receives it (null: everyone whose email may be used). */
export const campaignInputSchema = z.object({
  ...issueShape,
  name: z._default(text('Campaign name', ISSUE_LIMITS.campaignName, false), ''),
  segment_id: z._default(
    z.nullable(
      z
        .string({ error: 'Audience must be a saved segment’s id, or null for everyone.' })
        .check(z.regex(SEGMENT_ID_PATTERN, 'Audience must be a saved segment’s id, or null for everyone.')),
    ),
    null,
  ),
});
export type CampaignInput = z.output<typeof campaignInputSchema>;

/** Where a problem is, in words: "Block 3 (Button)" for a block's field, else nothing. */
export function blockPlace(path: readonly PropertyKey[], input: unknown): string | null {
  if (path[0] !== 'blocks' || typeof path[1] !== 'number') return null;
  const block = (input as { blocks?: { type?: unknown }[] } | null)?.blocks?.[path[1]];
  const label = typeof block?.type === 'string' && block.type in BLOCK_LABELS ? ` (${BLOCK_LABELS[block.type as BlockType]})` : '';
  return `Block ${path[1] + 1}${label}`;
}

/** The first problem of a failed parse, with the block it is in: "Block 3 (Button): Button link must ...". */
export function issueProblem(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }, input: unknown): string {
  const first = error.issues[0];
  if (!first) return 'The issue is not valid.';
  const place = blockPlace(first.path, input);
  return place ? `${place}: ${first.message}` : first.message;
}

/** A new block id: short, random, unique within an issue. */
export function newBlockId(taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (;;) {
    const id = `b${Math.random().toString(36).slice(2, 10)}`;
    if (!used.has(id)) return id;
  }
}
