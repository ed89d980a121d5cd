import type { Finding, RuleCode } from './types';

/**
 * Rules that the firm profile cures, not the email: a missing postal address or firm name
 * belongs in Settings, so the editor shows them once, where the footer goes, and the
 * generator does not ask the model to fix them.
 */
export const PROFILE_RULES: readonly RuleCode[] = ['physical-address', 'firm-identity'];

export const isProfileFinding = (finding: Finding) => PROFILE_RULES.includes(finding.rule);
