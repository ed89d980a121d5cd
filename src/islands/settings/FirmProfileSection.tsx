import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { FIRM_PROFILE_LIMITS, firmProfileSchema, type FirmProfile, type FirmProfileSuggestion } from '#shared/schemas/firmProfile';
import { US_STATES } from '#shared/usStates';
import { api, ApiError } from '#browser/api';
import { $session } from '#browser/session';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, FieldMessage } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { card, label } from '../ui/styles';

type Values = z.input<typeof firmProfileSchema>;

const EMPTY = { firmName: '', responsibleAttorney: '', address: '', phone: '', website: '', licensedStates: [] as string[] };

const toValues = (profile: Partial<Values>) => ({
  ...EMPTY,
  ...profile,
  website: profile.website ?? '',
  licensedStates: [...(profile.licensedStates ?? [])],
});

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

type Loaded = { saved: true; values: Values } | { saved: false; values: Values; suggestion: FirmProfileSuggestion | null };

/**
 * Settings, Firm profile: who speaks in every email. The compliance rules and the footer of
 * every email come from it, so sequences cannot be saved until it is complete.
 */
export function FirmProfileSection() {
  const id = useId();
  const { profile } = useStore($session);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void (async () => {
      try {
        setLoaded({ saved: true, values: toValues(await api('firm-profile')) });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) {
          setFailed(true);
          return;
        }
        // No profile yet: start from the names given at sign-up, and offer the welcome form sent from this address.
        const suggestion = await api('firm-profile/suggestion').catch(() => null);
        setLoaded({ saved: false, values: EMPTY, suggestion });
      }
    })();
  }, []);

  let body;
  if (failed) body = <ErrorState message="We couldn't load your firm profile. Please try refreshing the page." />;
  else if (loaded === null) body = <CenteredSpinner label="Loading firm profile" />;
  else {
    const values = loaded.saved
      ? loaded.values
      : toValues({ firmName: profile?.firm_name ?? '', responsibleAttorney: profile?.full_name ?? '' });
    body = <FirmProfileForm titleId={`${id}-title`} loaded={{ ...loaded, values }} />;
  }
  return (
    <section id="firm-profile" className={`${card} scroll-mt-6`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        Firm profile
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Who speaks in your emails. The footer of every email and the attorney-advertising rules that apply (those of your licensed states)
        come from it.
      </p>
      {body}
    </section>
  );
}

function FirmProfileForm({ titleId, loaded }: { titleId: string; loaded: Loaded }) {
  const form = useSchemaForm(firmProfileSchema, loaded.values);
  const { formState } = form;
  const [saved, setSaved] = useState(loaded.saved);
  const [suggestion, setSuggestion] = useState(loaded.saved ? null : loaded.suggestion);

  async function save(values: z.output<typeof firmProfileSchema>) {
    form.reset(toValues(await api('firm-profile', { method: 'PUT', body: values })));
    setSaved(true);
    setSuggestion(null);
    showToast({ title: 'Firm profile saved.' });
  }

  return (
    <Form form={form} onValid={save} failedToast="Failed to save firm profile" aria-labelledby={titleId} className="mt-4 space-y-4">
      {!saved && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your firm has no profile yet. Sequences can be saved once it is complete: every email ends with the firm’s name, responsible
          attorney and postal address.
        </p>
      )}
      {suggestion && (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="profile-suggestion">
          <p>
            We found the welcome form you sent on {dateOf(suggestion.submitted_at)} for {suggestion.profile.firmName}. Fill the profile from
            it, then choose your licensed states and save.
          </p>
          <Button
            className="mt-2"
            onClick={() => {
              form.reset(toValues({ ...suggestion.profile, licensedStates: form.getValues('licensedStates') }));
              setSuggestion(null);
            }}
          >
            Fill from welcome form
          </Button>
        </div>
      )}
      <FirmProfileFields form={form} />
      <Button type="submit" variant="primary" pending={formState.isSubmitting} pendingLabel="Saving">
        Save Firm Profile
      </Button>
    </Form>
  );
}

/** The firm profile's fields, for Settings and for the desk's "Create workspace". */
export function FirmProfileFields({ form }: { form: UseFormReturn<Values, unknown, FirmProfile> }) {
  const { register } = form;
  const { errors } = form.formState;
  const statesId = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Firm name" error={errors.firmName}>
          <input {...register('firmName')} maxLength={FIRM_PROFILE_LIMITS.firmName} autoComplete="organization" />
        </Field>
        <Field label="Responsible attorney" error={errors.responsibleAttorney}>
          <input
            {...register('responsibleAttorney')}
            maxLength={FIRM_PROFILE_LIMITS.responsibleAttorney}
            placeholder="The lawyer who answers for the emails"
          />
        </Field>
        <Field label="Postal address" error={errors.address} className="sm:col-span-2">
          <textarea {...register('address')} rows={3} maxLength={FIRM_PROFILE_LIMITS.address} autoComplete="street-address" />
        </Field>
        <Field label="Phone" error={errors.phone}>
          <input type="tel" {...register('phone')} maxLength={FIRM_PROFILE_LIMITS.phone} autoComplete="tel" />
        </Field>
        <Field label="Website (optional)" error={errors.website}>
          <input type="url" {...register('website')} maxLength={FIRM_PROFILE_LIMITS.website} placeholder="https://yourfirm.com" />
        </Field>
      </div>
      <fieldset aria-describedby={errors.licensedStates ? `${statesId}-error` : undefined}>
        <legend className={label}>Licensed states (at least one)</legend>
        <div className="mt-2 grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-300 p-3 sm:grid-cols-3">
          {US_STATES.map((state) => (
            <label key={state.code} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" value={state.code} {...register('licensedStates')} />
              {state.name}
            </label>
          ))}
        </div>
        <FieldMessage id={`${statesId}-error`} error={errors.licensedStates?.message ?? errors.licensedStates?.root?.message} />
      </fieldset>
    </>
  );
}
