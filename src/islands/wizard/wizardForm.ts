import {
  firstOnboardingIssue,
  LOGO_MISSING,
  ONBOARDING_STEP_SCHEMAS,
  onboardingFieldsSchema,
  type OnboardingFieldsInput,
} from '#shared/schemas/onboarding';

/** The wizard's text fields as the form holds them: every field of the schema present, nothing parsed yet. */
export type WizardValues = Required<OnboardingFieldsInput>;

export type WizardField = keyof WizardValues | 'firmLogo' | 'headshot';

/**
 * The form before anyone types: each field's default from the schema, and ''
 * for the required fields (all text), which have none.
 */
export const EMPTY_VALUES = Object.fromEntries(
  Object.entries(onboardingFieldsSchema.shape).map(([name, field]) => {
    const empty = field.safeParse(undefined);
    return [name, empty.success ? empty.data : ''];
  }),
) as WizardValues;

export const STEP_TITLES = ['Firm Information', 'Marketing Preferences', 'Branding Preferences', 'Final Details'] as const;
export const TOTAL_STEPS = STEP_TITLES.length;

export interface StepProblem {
  step: number;
  message: string;
  /** The field to focus and mark invalid. */
  field: WizardField | undefined;
}

/** Checks one step (1-4) with the shared schemas; step 3 also needs a logo. */
export function validateStep(step: number, values: WizardValues, hasLogo: boolean): StepProblem | null {
  if (step === 3 && !hasLogo) return { step, message: LOGO_MISSING, field: 'firmLogo' };
  const result = ONBOARDING_STEP_SCHEMAS[step - 1]!.safeParse(values);
  if (result.success) return null;
  const issue = firstOnboardingIssue(result.error);
  return { step, message: issue?.message ?? 'Please check this step.', field: issue?.path[0] as WizardField | undefined };
}

/** Checks every step in order and returns the first problem, as the submit button does. */
export function validateAll(values: WizardValues, hasLogo: boolean): StepProblem | null {
  for (let step = 1; step <= TOTAL_STEPS; step++) {
    const problem = validateStep(step, values, hasLogo);
    if (problem) return problem;
  }
  return null;
}

/** Adds https:// to a bare domain ("yourfirm.com"); anything else is left for the schema to judge. */
export function withHttps(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /\s/.test(trimmed) || !trimmed.includes('.')) return value;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
