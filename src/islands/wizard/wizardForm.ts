import {
  DEFAULT_BRAND_COLOR,
  DEFAULT_SEND_DAY,
  firstOnboardingIssue,
  LOGO_MISSING,
  ONBOARDING_STEP_SCHEMAS,
  type AccidentType,
  type SendDay,
} from '#shared/schemas/onboarding';

/** The wizard's text fields as the form holds them: every field present, nothing parsed yet. */
export interface WizardValues {
  firmName: string;
  primaryContactName: string;
  email: string;
  phoneNumber: string;
  firmWebsiteUrl: string;
  stateBarNumber: string;
  physicalAddress: string;
  targetCity: string;
  addAnotherCity: string;
  entireCounty: boolean;
  specificZipCodes: string;
  accidentTypes: AccidentType[];
  otherAccidentType: string;
  brandColors: string;
  newsletterSendDay: SendDay;
  specialInstructions: string;
}

export type WizardField = keyof WizardValues | 'firmLogo' | 'headshot';

export const EMPTY_VALUES: WizardValues = {
  firmName: '',
  primaryContactName: '',
  email: '',
  phoneNumber: '',
  firmWebsiteUrl: '',
  stateBarNumber: '',
  physicalAddress: '',
  targetCity: '',
  addAnotherCity: '',
  entireCounty: false,
  specificZipCodes: '',
  accidentTypes: [],
  otherAccidentType: '',
  brandColors: DEFAULT_BRAND_COLOR,
  newsletterSendDay: DEFAULT_SEND_DAY,
  specialInstructions: '',
};

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
