import * as z from 'zod/mini';
import { LIMITS } from '#shared/schemas/onboarding';
import type { PickedImage } from './images';
import type { RestoredProgress } from './progressStorage';
import { EMPTY_VALUES, TOTAL_STEPS, type WizardValues } from './wizardForm';

export interface InitialState {
  step: number;
  values: WizardValues;
  logo: PickedImage | null;
  headshot: PickedImage | null;
  idempotencyKey: string | null;
  /** The email came from the link and is valid: the field is shown read-only. */
  emailLocked: boolean;
  /** ?city= from the payment page, or ''. */
  paymentCity: string;
}

const validEmail = z.email();

/**
 * Where the wizard starts: the saved progress merged over the defaults, then the
 * link's parameters. ?email= always wins; ?city= fills the target city unless the
 * saved progress says the attorney unticked it.
 */
export function initialState(search: string, saved: RestoredProgress | null): InitialState {
  const params = new URLSearchParams(search);
  const email = (params.get('email') ?? '').trim().slice(0, LIMITS.email);
  const paymentCity = (params.get('city') ?? '').trim().slice(0, LIMITS.city);

  const values: WizardValues = { ...EMPTY_VALUES, ...saved?.data };
  if (email) values.email = email;
  // Saved '' means the box was unticked; any other saved city predates the link's city.
  if (paymentCity && saved?.data.targetCity !== '') values.targetCity = paymentCity;

  const image = (preview: string | null, name: string | null): PickedImage | null =>
    preview && name ? { preview, name, file: null } : null;

  return {
    step: Math.min(Math.max(saved?.step ?? 1, 1), TOTAL_STEPS),
    values,
    logo: image(saved?.logoPreview ?? null, saved?.logoName ?? null),
    headshot: image(saved?.headshotPreview ?? null, saved?.headshotName ?? null),
    idempotencyKey: saved?.idempotencyKey ?? null,
    // An invalid address stays editable, or the attorney could never get past it.
    emailLocked: email !== '' && validEmail.safeParse(email).success,
    paymentCity,
  };
}
