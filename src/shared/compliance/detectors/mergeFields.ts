/**
 * merge-field: anything a reader would see as typed. Not a law: our own rule, because a
 * newsletter that greets its reader as "Hi [First Name]," embarrasses the firm in front of
 * everyone on its list. The syntax and the placeholders it recognises live in
 * src/shared/newsletter/mergeFields.ts.
 */
import { findMergeProblems, MERGE_FIELDS } from '../../newsletter/mergeFields';
import { type DetectorInput, type Hit, quote } from '../draft';

const KNOWN = MERGE_FIELDS.map((field) => `{{${field.key}}}`).join(', ');

export function mergeField({ draft }: DetectorInput): Hit[] {
  return draft.fields.flatMap((field) =>
    findMergeProblems(field.text).map((problem): Hit => {
      const typed = quote(field, problem.start, problem.end);
      const detail =
        problem.kind === 'unknown-field'
          ? `${typed} is not a merge field we can fill, so the reader would see it as typed. Use one of ${KNOWN}`
          : problem.suggestion
            ? `${typed} would reach the reader as typed. Use the merge field ${problem.suggestion}, which is filled in for each reader`
            : `${typed} looks like a placeholder and would reach the reader as typed. Write the words, or use one of ${KNOWN}`;
      return {
        field: field.field,
        start: problem.start,
        end: problem.end,
        detail,
        ...(problem.suggestion
          ? { fix: { kind: 'replace' as const, field: field.field, start: problem.start, end: problem.end, text: problem.suggestion } }
          : {}),
      };
    }),
  );
}
