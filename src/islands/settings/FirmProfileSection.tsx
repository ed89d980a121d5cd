import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  FIRM_PROFILE_LIMITS,
  firmProfileSchema,
  type FirmProfile,
  type FirmProfileInput,
  type FirmProfileSuggestion,
} from '#shared/schemas/firmProfile';
import { US_STATES } from '#shared/usStates';
import { api, ApiError, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';

type Values = Required<Omit<FirmProfileInput, 'licensedStates'>> & { licensedStates: string[] };
type Field = keyof Values;

const EMPTY: Values = { firmName: '', responsibleAttorney: '', address: '', phone: '', website: '', licensedStates: [] };

const toValues = (profile: Partial<FirmProfileInput>): Values => ({
  ...EMPTY,
  ...profile,
  website: profile.website ?? '',
  licensedStates: [...(profile.licensedStates ?? [])],
});

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * Settings, Firm profile: who speaks in every email. The compliance rules and the footer of
 * every email come from it, so sequences cannot be saved until it is complete.
 */
export function FirmProfileSection() {
  const id = useId();
  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-navy-900">
        Firm profile
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Who speaks in your emails. The footer of every email and the attorney-advertising rules that apply (those of your licensed states)
        come from it.
      </p>
      <FirmProfileForm titleId={`${id}-title`} />
    </section>
  );
}

function FirmProfileForm({ titleId }: { titleId: string }) {
  const [values, setValues] = useState<Values | null>(null);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  const [suggestion, setSuggestion] = useState<FirmProfileSuggestion | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  useEffect(() => {
    void (async () => {
      try {
        setValues(toValues(await api<FirmProfile>('firm-profile')));
        setSaved(true);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) {
          setFailed(true);
          return;
        }
        setValues(EMPTY);
        // No profile yet: offer the welcome form sent from this address, when there is one.
        setSuggestion(await api<FirmProfileSuggestion>('firm-profile/suggestion').catch(() => null));
      }
    })();
  }, []);

  if (failed) return <ErrorState message="We couldn't load your firm profile. Please try refreshing the page." />;
  if (values === null) return <CenteredSpinner label="Loading firm profile" />;

  const set = (field: Field, value: Values[Field]) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const toggleState = (code: string, checked: boolean) =>
    set('licensedStates', checked ? [...values.licensedStates, code] : values.licensedStates.filter((c) => c !== code));

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = firmProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      showToast({ title: 'Failed to save firm profile', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      setValues(toValues(await api<FirmProfile>('firm-profile', { method: 'PUT', body: parsed.data })));
      setSaved(true);
      setSuggestion(null);
      showToast({ title: 'Firm profile saved.' });
    } catch (error) {
      showToast({ title: 'Failed to save firm profile', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const errorFor = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    );
  const textField = (field: Exclude<Field, 'licensedStates' | 'address'>, text: string, extra: { type?: string; hint?: string } = {}) => (
    <div>
      <label className={label}>
        {text}
        <input
          type={extra.type ?? 'text'}
          value={values[field]}
          onChange={(e) => set(field, e.target.value)}
          maxLength={FIRM_PROFILE_LIMITS[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(field)}
          placeholder={extra.hint}
          className={input}
        />
      </label>
      {errorFor(field)}
    </div>
  );

  return (
    <form onSubmit={save} noValidate aria-labelledby={titleId} className="mt-4 space-y-4">
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
          <button
            type="button"
            className={`${buttonSecondary} mt-2`}
            onClick={() => {
              setValues(toValues({ ...suggestion.profile, licensedStates: values.licensedStates }));
              setErrors({});
              setSuggestion(null);
            }}
          >
            Fill from welcome form
          </button>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {textField('firmName', 'Firm name')}
        {textField('responsibleAttorney', 'Responsible attorney', { hint: 'The lawyer who answers for the emails' })}
        <div className="sm:col-span-2">
          <label className={label}>
            Postal address
            <textarea
              value={values.address}
              onChange={(e) => set('address', e.target.value)}
              rows={3}
              maxLength={FIRM_PROFILE_LIMITS.address}
              aria-invalid={errors.address ? true : undefined}
              aria-describedby={describedBy('address')}
              className={input}
            />
          </label>
          {errorFor('address')}
        </div>
        {textField('phone', 'Phone', { type: 'tel' })}
        {textField('website', 'Website (optional)', { type: 'url', hint: 'https://yourfirm.com' })}
      </div>
      <fieldset aria-describedby={describedBy('licensedStates')}>
        <legend className={label}>Licensed states (at least one)</legend>
        <div className="mt-2 grid max-h-56 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-300 p-3 sm:grid-cols-3">
          {US_STATES.map((state) => (
            <label key={state.code} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={values.licensedStates.includes(state.code)}
                onChange={(e) => toggleState(state.code, e.target.checked)}
              />
              {state.name}
            </label>
          ))}
        </div>
        {errorFor('licensedStates')}
      </fieldset>
      <button type="submit" className={buttonPrimary} disabled={saving}>
        {saving && <Spinner label="Saving" className="h-4 w-4 text-white" />}
        Save Firm Profile
      </button>
    </form>
  );
}
