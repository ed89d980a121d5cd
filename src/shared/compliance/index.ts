/**
 * The compliance engine: pure functions, no I/O, for the browser and the server alike.
 * See docs/compliance.md for every rule, its source and what is uncertain. The engine helps
 * the responsible attorney review an email; it is not legal advice.
 */
export { checkEmail, hasBlockingFinding, statesThatApply } from './check';
export { applyFix } from './fix';
export { learnedSuggestions } from './detectors/learned';
export { composeFooter, type FooterOptions } from './footer';
export { complianceBrief } from './brief';
export { RULES, RULES_CHECKED, FL_FIRST_SENTENCE, NY_DISCLAIMER, NY_SUBJECT_LABEL, CA_LABEL, type RuleRow } from './rules';
export {
  AUDIENCES,
  MEDIUMS,
  REVIEW_SUGGESTED,
  RULE_CODES,
  SEVERITIES,
  type Audience,
  type CheckContext,
  type EmailDraft,
  type EmailField,
  type Finding,
  type FirmForCheck,
  type Fix,
  type Medium,
  type RuleCode,
  type Severity,
} from './types';
