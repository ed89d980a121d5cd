import type { EmailDraft, Finding } from '../compliance/types';
import type { Block, Issue } from './issue';

/**
 * An issue as the compliance engine reads an email: the subject, and one body made of every
 * block's words in reading order. `spans` say which block and field each part of the body came
 * from, so a finding can be shown on its block and a fix applied there.
 */

/** A block's editable texts, in reading order: field names as the block holds them ("tips.2" is the third tip). */
export function blockTexts(block: Block): { field: string; text: string }[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return [{ field: 'text', text: block.text }];
    case 'local_item':
      return [
        { field: 'title', text: block.title },
        ...(block.place ? [{ field: 'place', text: block.place }] : []),
        { field: 'text', text: block.text },
      ];
    case 'tip_list':
      return [
        ...(block.title ? [{ field: 'title', text: block.title }] : []),
        ...block.tips.map((tip, i) => ({ field: `tips.${i}`, text: tip })),
      ];
    case 'image':
      return [{ field: 'alt', text: block.alt }, ...(block.caption ? [{ field: 'caption', text: block.caption }] : [])];
    case 'button':
      return [{ field: 'label', text: block.label }];
    case 'attorney_note':
      return [{ field: 'text', text: block.text }, ...(block.signature ? [{ field: 'signature', text: block.signature }] : [])];
  }
}

export interface BodySpan {
  blockId: string;
  field: string;
  start: number;
  end: number;
}

export function issueDraft(issue: Pick<Issue, 'subject' | 'preheader' | 'blocks'>): { draft: EmailDraft; spans: BodySpan[] } {
  const parts: string[] = [];
  const spans: BodySpan[] = [];
  let at = 0;
  const add = (blockId: string, field: string, text: string) => {
    if (parts.length > 0) at += 2;
    spans.push({ blockId, field, start: at, end: at + text.length });
    parts.push(text);
    at += text.length;
  };
  // The preheader is what inbox lists show beside the subject: checked like the body's first words.
  if (issue.preheader) add('preheader', 'preheader', issue.preheader);
  for (const block of issue.blocks) for (const { field, text } of blockTexts(block)) add(block.id, field, text);
  return { draft: { subject: issue.subject, body: parts.join('\n\n') }, spans };
}

/** A finding placed on the block (or the subject or preheader) whose words it is about, offsets within that field. */
export interface PlacedFinding {
  /** A block id, or 'subject', 'preheader' or 'footer' (a profile finding, cured in Settings). */
  place: string;
  field: string;
  start: number;
  end: number;
  finding: Finding;
}

export function placeFindings(findings: readonly Finding[], spans: readonly BodySpan[]): PlacedFinding[] {
  return findings.map((finding) => {
    if (finding.field === 'subject') return { place: 'subject', field: 'subject', start: finding.start, end: finding.end, finding };
    const bodyEnd = spans.at(-1)?.end ?? 0;
    // Profile findings sit at the very end of the body, where the footer goes.
    const atFooter = finding.start === finding.end && finding.start >= bodyEnd;
    const span = atFooter
      ? undefined
      : (spans.find((s) => finding.start >= s.start && finding.start < s.end) ?? spans.find((s) => finding.start === s.end));
    if (!span) return { place: 'footer', field: 'footer', start: 0, end: 0, finding };
    return {
      place: span.blockId,
      field: span.field,
      start: finding.start - span.start,
      end: Math.min(finding.end, span.end) - span.start,
      finding,
    };
  });
}
