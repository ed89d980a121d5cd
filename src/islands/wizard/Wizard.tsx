import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOGO_MISSING, ONBOARDING_STEP_SCHEMAS, onboardingFieldsSchema } from '#shared/schemas/onboarding';
import { showToast } from '#browser/toastStore';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/site';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { clearOfToasts } from '../ui/styles';
import { fieldId, type StepFieldProps } from './fields';
import { FirmInformationStep } from './FirmInformationStep';
import { pickImage, type PickedImage } from './images';
import { initialState } from './initialState';
import { browserStorage, clearProgress, loadProgress, saveProgress } from './progressStorage';
import { newIdempotencyKey, submitOnboarding } from './submitOnboarding';
import { toastParts } from './wizardMessages';
import { STEP_TITLES, TOTAL_STEPS, validateAll, validateStep, type StepProblem, type WizardField, type WizardValues } from './wizardForm';

// Steps 2-4 load right after the first paint (every step stays mounted, hidden until current).
const MarketingStep = lazy(() => import('./MarketingStep').then((module) => ({ default: module.MarketingStep })));
const BrandingStep = lazy(() => import('./BrandingStep').then((module) => ({ default: module.BrandingStep })));
const FinalDetailsStep = lazy(() => import('./FinalDetailsStep').then((module) => ({ default: module.FinalDetailsStep })));

export const REDIRECT_DELAY_MS = 2000;
export const THANK_YOU_URL = '/thank-you?source=welcome-setup';
export const IMAGES_NOT_SAVED_NOTE = 'Your images are too large to keep if you reload: you will need to add them again after a reload.';

type Direction = 'forward' | 'back';

function loadInitial() {
  const storage = browserStorage();
  return initialState(window.location.search, storage ? loadProgress(storage) : null);
}

/** The setup wizard: four steps, saved as the attorney types, sent once at the end. */
export function Wizard() {
  // Read once, synchronously: the island is client-only, so the first paint already shows restored progress.
  const [initial] = useState(loadInitial);
  // Each step is checked by its own shared schema: the resolver reads the step being checked.
  const checking = useRef(initial.step);
  const resolver: Resolver<WizardValues> = (values, context, options) =>
    (zodResolver(ONBOARDING_STEP_SCHEMAS[checking.current - 1]!) as unknown as Resolver<WizardValues>)(values, context, options);
  const { register, control, getValues, setValue, trigger, setError, clearErrors, formState } = useForm<WizardValues>({
    defaultValues: initial.values,
    resolver,
  });
  const watched = useWatch({ control });
  const [step, setStep] = useState(initial.step);
  const [direction, setDirection] = useState<Direction>('forward');
  const [logo, setLogo] = useState<PickedImage | null>(initial.logo);
  const [headshot, setHeadshot] = useState<PickedImage | null>(initial.headshot);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(initial.idempotencyKey);
  const [imagesNotSaved, setImagesNotSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  // After a step change: focus this field (a failed submit) or, when null, the new step's heading.
  const focusAfterMove = useRef<WizardField | null | undefined>(undefined);
  // The images a full save could not hold; while they stay chosen, save without them straight away.
  const oversized = useRef<{ logo: PickedImage | null; headshot: PickedImage | null } | null>(null);

  // Save after every change and step move, until the submission has gone through.
  useEffect(() => {
    const storage = browserStorage();
    if (done || !storage) return;
    const skipImages = oversized.current?.logo === logo && oversized.current?.headshot === headshot;
    const progress = {
      step,
      data: getValues(),
      logoPreview: skipImages ? null : (logo?.preview ?? null),
      headshotPreview: skipImages ? null : (headshot?.preview ?? null),
      logoName: skipImages ? null : (logo?.name ?? null),
      headshotName: skipImages ? null : (headshot?.name ?? null),
      idempotencyKey,
    };
    const result = saveProgress(storage, progress);
    if (result === 'saved-without-images') oversized.current = { logo, headshot };
    if (result !== 'not-saved') setImagesNotSaved(skipImages || result === 'saved-without-images');
  }, [watched, step, logo, headshot, idempotencyKey, done, getValues]);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (target === undefined) return;
    focusAfterMove.current = undefined;
    if (target) document.getElementById(fieldId(target))?.focus();
    else headingRefs.current[step - 1]?.focus();
  }, [step]);

  function moveTo(next: number, focusField: WizardField | null = null) {
    setDirection(next > step ? 'forward' : 'back');
    focusAfterMove.current = focusField;
    setStep(next);
  }

  /** The spec's toast for the first problem, every problem of its step beside its field, and the focus on the first. */
  async function report(problem: StepProblem) {
    showToast({ ...toastParts(problem.message), variant: 'destructive' });
    checking.current = problem.step;
    await trigger();
    if (problem.step === 3 && logo === null) setError('firmLogo' as keyof WizardValues, { message: LOGO_MISSING });
    if (problem.step !== step) moveTo(problem.step, problem.field ?? null);
    else if (problem.field) document.getElementById(fieldId(problem.field))?.focus();
  }

  function next() {
    const problem = validateStep(step, getValues(), logo !== null);
    if (problem) return void report(problem);
    clearErrors();
    moveTo(Math.min(step + 1, TOTAL_STEPS));
  }

  async function pick(kind: 'logo' | 'headshot', file: File): Promise<boolean> {
    let result: Awaited<ReturnType<typeof pickImage>>;
    try {
      result = await pickImage(file);
    } catch {
      showToast({ title: 'Could not read the image', description: 'Please choose the file again.', variant: 'destructive' });
      return false;
    }
    if (!result.ok) {
      showToast({ ...toastParts(result.message), variant: 'destructive' });
      return false;
    }
    (kind === 'logo' ? setLogo : setHeadshot)(result.image);
    return true;
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field on steps 1-3 means Next.
    if (step < TOTAL_STEPS) return next();
    if (sending || done) return;
    const values = getValues();
    const problem = validateAll(values, logo !== null);
    if (problem) return void report(problem);
    if (!logo) return; // validateAll already reported a missing logo; this narrows the type.
    clearErrors();
    // Kept across failures (and reloads) so the server can tell a retry from a second submission.
    const key = idempotencyKey ?? newIdempotencyKey();
    setIdempotencyKey(key);
    setSending(true);
    const fields = onboardingFieldsSchema.parse(values);
    let result = await submitOnboarding({ fields, logo, headshot, idempotencyKey: key });
    if (!result.ok && result.status === 409) {
      // An earlier attempt under this key was stored with other details (its answer was lost, then
      // the form changed): these details are a new submission, under a new key.
      const freshKey = newIdempotencyKey();
      setIdempotencyKey(freshKey);
      result = await submitOnboarding({ fields, logo, headshot, idempotencyKey: freshKey });
    }
    if (!result.ok) {
      setSending(false);
      showToast({ title: 'Setup Failed', description: result.message, variant: 'destructive' });
      return;
    }
    setDone(true);
    const storage = browserStorage();
    if (storage) clearProgress(storage);
    showToast({ title: 'Setup Complete!', description: "Thanks! We'll email you within 24 hours with your first proof." });
    window.setTimeout(() => window.location.assign(THANK_YOU_URL), REDIRECT_DELAY_MS);
  }

  const fieldProps: StepFieldProps = { register, control, setValue, errors: formState.errors };
  const percent = (step / TOTAL_STEPS) * 100;
  const busy = sending || done;

  const steps: ReactNode[] = [
    <FirmInformationStep key={1} {...fieldProps} emailLocked={initial.emailLocked} />,
    <MarketingStep key={2} {...fieldProps} paymentCity={initial.paymentCity} />,
    <BrandingStep
      key={3}
      {...fieldProps}
      logo={logo}
      headshot={headshot}
      onPick={pick}
      onRemove={(kind) => (kind === 'logo' ? setLogo : setHeadshot)(null)}
    />,
    <FinalDetailsStep key={4} {...fieldProps} />,
  ];

  return (
    <main id="main" className={`min-h-screen bg-slate-50 px-4 pt-10 sm:pt-14 ${clearOfToasts}`}>
      <div className="mx-auto max-w-2xl">
        <header className="text-center">
          <a href="/" className="text-lg font-bold text-navy-900">
            {PRODUCT_NAME}
          </a>
          <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Welcome to {PRODUCT_NAME}!</h1>
          <p className="mt-3 text-slate-700">
            Thank you for subscribing, Counselor. Tell us about your firm in four short steps and we will have your first newsletter ready
            for your review in 7-10 business days.
          </p>
        </header>

        <form
          onSubmit={onSubmit}
          noValidate
          aria-busy={sending}
          className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <p className="font-medium text-slate-700">
              Step {step} of {TOTAL_STEPS}
            </p>
            {/* Visual key only: required inputs carry the `required` attribute for assistive tech. */}
            <p aria-hidden="true" className="text-slate-600">
              <span className="text-red-700">*</span> Required
            </p>
          </div>
          <div
            role="progressbar"
            aria-label="Setup progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`Step ${step} of ${TOTAL_STEPS}: ${STEP_TITLES[step - 1]}`}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-navy-800 motion-safe:transition-[width] motion-safe:duration-300"
              style={{ width: `${percent}%` }}
            />
          </div>

          <div role="status" className="empty:hidden mt-4">
            {imagesNotSaved && (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{IMAGES_NOT_SAVED_NOTE}</p>
            )}
          </div>

          {/* Every step stays mounted (hidden when not current) so typed values and chosen files persist;
              un-hiding triggers the @starting-style slide-in. */}
          {STEP_TITLES.map((title, index) => {
            const n = index + 1;
            return (
              <section
                key={title}
                hidden={step !== n}
                aria-labelledby={`wizard-step-${n}-title`}
                className={
                  'mt-6 motion-safe:transition-[opacity,translate] motion-safe:duration-250 motion-safe:ease-out motion-safe:starting:opacity-0 ' +
                  (direction === 'forward' ? 'motion-safe:starting:translate-x-8' : 'motion-safe:starting:-translate-x-8')
                }
              >
                <h2
                  id={`wizard-step-${n}-title`}
                  ref={(el) => {
                    headingRefs.current[index] = el;
                  }}
                  tabIndex={-1}
                  className="mb-5 text-xl font-bold text-navy-900"
                >
                  {title}
                </h2>
                <Suspense fallback={<Spinner label={`Loading ${title}`} />}>{steps[index]}</Suspense>
              </section>
            );
          })}

          <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
            <Button disabled={step === 1 || busy} onClick={() => moveTo(Math.max(step - 1, 1))}>
              Previous
            </Button>
            {/* Distinct keys: React must not turn the clicked Next into a submit button mid-click. */}
            {step < TOTAL_STEPS ? (
              <Button key="next" variant="primary" onClick={next}>
                Next
              </Button>
            ) : (
              <Button key="launch" type="submit" variant="primary" disabled={done} pending={sending} pendingLabel="Sending">
                Launch My Newsletter
              </Button>
            )}
          </div>
        </form>

        <footer className="mt-8 text-center text-sm text-slate-700">
          Questions about setup? Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-navy-800 underline underline-offset-2 hover:text-navy-700">
            {SUPPORT_EMAIL}
          </a>
          .
        </footer>
      </div>
    </main>
  );
}
