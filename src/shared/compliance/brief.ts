import { stateName } from '../usStates';
import { statesThatApply } from './check';
import { byStrictness, RULES, type RuleRow } from './rules';
import type { Audience, FirmForCheck } from './types';

const GROUPS: readonly { heading: string; audiences: readonly Audience[] }[] = [
  { heading: 'In every email:', audiences: ['client', 'subscriber', 'lead'] },
  { heading: 'In emails to newsletter subscribers and prospective clients (not existing clients):', audiences: ['subscriber', 'lead'] },
  { heading: 'In emails to a prospective client about their own matter:', audiences: ['lead'] },
];

const sameAudiences = (row: RuleRow, audiences: readonly Audience[]) =>
  row.audiences.length === audiences.length && audiences.every((audience) => row.audiences.includes(audience));

/**
 * The rules that apply to this firm's states, as plain text for the generator's system
 * prompt. Derived from the same table the checker runs, so the writer is told what the
 * checker will enforce.
 */
export function complianceBrief(firm: FirmForCheck): string {
  const states = statesThatApply(firm);
  const rows = RULES.filter((row) => row.jurisdictions === 'US' || row.jurisdictions.some((state) => states.has(state))).sort(byStrictness);
  const where = states.size > 0 ? ` (licensed in ${[...states].map(stateName).join(', ')})` : '';
  const lines = [
    `Attorney-advertising and anti-spam rules for ${firm.firmName?.trim() || 'the firm'}${where}. Every email you write is checked against them before it can be saved, and the responsible attorney reviews it; follow them exactly.`,
  ];
  for (const group of GROUPS) {
    const instructions = [...new Set(rows.filter((row) => sameAudiences(row, group.audiences)).map((row) => row.instruction))];
    if (instructions.length === 0) continue;
    lines.push('', group.heading, ...instructions.map((instruction) => `- ${instruction}`));
  }
  return lines.join('\n');
}
