import { isProfileFinding } from '#shared/compliance/profileRules';
import { BLOCK_LABELS, type Block } from '#shared/newsletter/issue';
import type { PlacedFinding } from '#shared/newsletter/issueText';

/** Where a placed finding is, in words: "the subject", "the preheader", "block 3 (Tip list)". */
export function placeWords(placed: PlacedFinding, blocks: readonly Pick<Block, 'id' | 'type'>[]): string {
  if (placed.place === 'subject') return 'The subject';
  if (placed.place === 'preheader') return 'The preheader';
  const index = blocks.findIndex((block) => block.id === placed.place);
  return index < 0 ? 'The issue' : `Block ${index + 1} (${BLOCK_LABELS[blocks[index]!.type]})`;
}

/** Why an issue cannot be saved, approved or sent as it is, in words that say what to do. */
export function refusalMessageFor(findings: readonly PlacedFinding[], blocks: readonly Pick<Block, 'id' | 'type'>[] = []): string {
  const blocking = findings.filter((placed) => placed.finding.severity === 'block');
  if (blocking.every((placed) => isProfileFinding(placed.finding))) {
    return 'Complete the firm profile in Settings first: every issue ends with the firm’s name and postal address, and your firm’s profile does not have them yet.';
  }
  const first = blocking.find((placed) => !isProfileFinding(placed.finding))!;
  const more = blocking.length > 1 ? ` (and ${blocking.length - 1} more, marked in the editor)` : '';
  return `${placeWords(first, blocks)} cannot go out as it is: ${first.finding.message}${more}`;
}
