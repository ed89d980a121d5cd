import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { brandPalette } from '#shared/newsletter/brandColor';
import {
  NEWSLETTER_DEFAULTS,
  newsletterSettingsFields,
  SEND_DAYS,
  US_TIME_ZONES,
  type NewsletterImage,
  type NewsletterSettings,
  type NewsletterSettingsSuggestion,
  type NewsletterSettingsValues,
} from '#shared/newsletter/settings';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { card } from '../ui/styles';

/** The form's values: lists as the comma-separated text the attorney types, the hour as the select's text. */
interface FormValues extends Omit<NewsletterSettingsValues, 'cities' | 'zip_codes' | 'accident_types' | 'send_hour'> {
  cities: string;
  zip_codes: string;
  accident_types: string;
  send_hour: string;
}

/** The settings' own fields (an answer also carries its images and next send time), as the form shows them. */
const toForm = (s: NewsletterSettingsValues): FormValues => ({
  ...(Object.fromEntries(
    Object.keys(NEWSLETTER_DEFAULTS).map((key) => [key, s[key as keyof NewsletterSettingsValues]]),
  ) as unknown as NewsletterSettingsValues),
  cities: s.cities.join(', '),
  zip_codes: s.zip_codes.join(', '),
  accident_types: s.accident_types.join(', '),
  send_hour: String(s.send_hour),
});
const list = (text: string) => text.split(',').map((item) => item.trim());
const valuesOf = (form: FormValues) => ({
  ...form,
  cities: list(form.cities),
  zip_codes: list(form.zip_codes),
  accident_types: list(form.accident_types),
  send_hour: Number(form.send_hour),
});

/** The form's text turned into the settings, then checked by the schema the API checks with. */
const formSchema = z.pipe(
  z.transform((form: FormValues) => valuesOf(form)),
  newsletterSettingsFields,
);

const hourLabel = (hour: number) => new Date(2026, 0, 1, hour).toLocaleTimeString('en-US', { hour: 'numeric' });

/**
 * Settings, Newsletter: the areas and topics the issues are written for, when they go out (a
 * weekday and hour in the firm's time zone), and the brand (logo, headshot, one colour) every
 * email carries. Offers the welcome form's answers when one was sent from the signed-in address.
 */
export default function NewsletterSection() {
  const [saved, setSaved] = useState<NewsletterSettings | null>(null);
  const [images, setImages] = useState<NewsletterImage[]>([]);
  const [suggestion, setSuggestion] = useState<NewsletterSettingsSuggestion | null>(null);

  useEffect(() => {
    api('newsletter-settings').then(setSaved, (error: unknown) => showFailure('Error loading newsletter settings', error));
    api('newsletter-images').then(setImages, () => undefined);
    // None sent from this address (404), or the address is not confirmed yet (403): nothing to offer.
    api('newsletter-settings/suggestion').then(setSuggestion, () => setSuggestion(null));
  }, []);

  if (!saved) return <CenteredSpinner label="Loading newsletter settings" />;
  return <NewsletterForm saved={saved} onSaved={setSaved} images={images} setImages={setImages} suggestion={suggestion} />;
}

function NewsletterForm({
  saved,
  onSaved,
  images,
  setImages,
  suggestion,
}: {
  saved: NewsletterSettings;
  onSaved: (settings: NewsletterSettings) => void;
  images: NewsletterImage[];
  setImages: (update: (images: NewsletterImage[]) => NewsletterImage[]) => void;
  suggestion: NewsletterSettingsSuggestion | null;
}) {
  const form = useSchemaForm(formSchema, toForm(saved));
  const { errors } = form.formState;
  const [busy, setBusy] = useState<string | null>(null);
  const color = form.watch('brand_color');
  const chosen = { logo_id: form.watch('logo_id'), headshot_id: form.watch('headshot_id') };
  const palette = brandPalette(color);

  async function fillFromWelcomeForm() {
    if (!suggestion) return;
    setBusy('suggestion');
    try {
      let logo = chosen.logo_id;
      let headshot = chosen.headshot_id;
      if (suggestion.images.logo || suggestion.images.headshot) {
        const copied = await api('newsletter-settings/suggestion/images', { method: 'POST' });
        setImages((current) => [...[copied.logo, copied.headshot].filter((i): i is NewsletterImage => i !== null), ...current]);
        logo = copied.logo?.id ?? logo;
        headshot = copied.headshot?.id ?? headshot;
      }
      const values = toForm({
        ...NEWSLETTER_DEFAULTS,
        ...valuesOf(form.getValues()),
        ...suggestion.settings,
        logo_id: logo,
        headshot_id: headshot,
      });
      form.reset(values, { keepDefaultValues: true });
      showToast({ title: 'Filled in from your welcome form', description: 'Review the details, then save.' });
    } catch (error) {
      showFailure('Failed to use the welcome form', error);
    } finally {
      setBusy(null);
    }
  }

  async function upload(which: 'logo_id' | 'headshot_id', file: File) {
    const body = new FormData();
    body.set('image', file);
    try {
      const image = await api('newsletter-images', { method: 'POST', body });
      setImages((current) => [image, ...current]);
      form.setValue(which, image.id, { shouldDirty: true });
    } catch (error) {
      showFailure('Failed to upload the image', error);
    }
  }

  async function save(values: NewsletterSettingsValues) {
    const result = await api('newsletter-settings', { method: 'PUT', body: values });
    onSaved(result);
    form.reset(toForm(result));
    showToast({ title: 'Newsletter settings saved.' });
  }

  const imagePicker = (which: 'logo_id' | 'headshot_id', name: string) => {
    const current = images.find((image) => image.id === chosen[which]);
    return (
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label={name} error={errors[which]}>
          <select {...form.register(which, { setValueAs: (value: string) => value || null })}>
            <option value="">None</option>
            {images.map((image) => (
              <option key={image.id} value={image.id}>
                {image.name} ({image.width}×{image.height})
              </option>
            ))}
          </select>
        </Field>
        <Field label={`Upload a ${name.toLowerCase()}`} hint="PNG or JPG, at most 2 MB.">
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(which, file);
              e.target.value = '';
            }}
          />
        </Field>
        {current && (
          <img src={current.url} alt={`Your ${name.toLowerCase()}`} className="h-16 w-auto rounded border border-slate-200 bg-white p-1" />
        )}
      </div>
    );
  };

  return (
    <section id="newsletter" className={`${card} mt-6`} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-lg font-semibold text-navy-900">
        Newsletter
      </h2>
      <p className="mt-1 text-sm text-slate-700">What your monthly issue is written about, when it goes out, and how it looks.</p>
      {suggestion && (
        <div className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
          <p>
            You sent us your areas and branding in the welcome form on{' '}
            {new Date(suggestion.submitted_at).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
          </p>
          <Button className="mt-2" onClick={() => void fillFromWelcomeForm()} pending={busy === 'suggestion'} pendingLabel="Filling in">
            Use the welcome form’s details
          </Button>
        </div>
      )}
      <Form
        form={form}
        onValid={save}
        failedToast="Failed to save newsletter settings"
        className="mt-4 space-y-5"
        aria-label="Newsletter settings"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Cities" hint="Separate with commas." error={errors.cities}>
            <input {...form.register('cities')} />
          </Field>
          <Field label="County" error={errors.county}>
            <input {...form.register('county')} />
          </Field>
          <Field label="ZIP codes" hint="Five digits each, separated with commas." error={errors.zip_codes}>
            <input {...form.register('zip_codes')} />
          </Field>
          <Field label="Accident types" hint="Separate with commas." error={errors.accident_types}>
            <input {...form.register('accident_types')} />
          </Field>
          <Field label="Topics to avoid" error={errors.topics_to_avoid}>
            <textarea rows={2} {...form.register('topics_to_avoid')} />
          </Field>
          <Field label="Special instructions" error={errors.special_instructions}>
            <textarea rows={2} {...form.register('special_instructions')} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Send day" error={errors.send_day}>
            <select {...form.register('send_day')}>
              {SEND_DAYS.map((day) => (
                <option key={day}>{day}</option>
              ))}
            </select>
          </Field>
          <Field label="Send hour" error={errors.send_hour}>
            <select {...form.register('send_hour')}>
              {Array.from({ length: 24 }, (_, hour) => (
                <option key={hour} value={String(hour)}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Time zone" error={errors.time_zone}>
            <select {...form.register('time_zone')}>
              {US_TIME_ZONES.map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </select>
          </Field>
        </div>
        <p className="text-sm text-slate-700">
          The next issue goes out{' '}
          {new Date(saved.next_send_at).toLocaleString('en-US', {
            weekday: 'long',
            month: 'long',
            day: 'numeric',
            hour: 'numeric',
            timeZone: saved.time_zone,
            timeZoneName: 'short',
          })}{' '}
          unless you choose another time.
        </p>
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
          <Field label="Brand colour" hint="Written #RRGGBB." error={errors.brand_color}>
            <input {...form.register('brand_color')} maxLength={7} />
          </Field>
          <div className="flex items-center gap-3">
            <input
              type="color"
              aria-label="Pick the brand colour"
              value={/^#[0-9a-f]{6}$/i.test(color) ? color : '#002366'}
              onChange={(e) => form.setValue('brand_color', e.target.value, { shouldDirty: true })}
              className="h-10 w-12 rounded border border-slate-300"
            />
            <p className="text-sm text-slate-700" role="status">
              {palette.accentDarkened
                ? `This colour is too light for text on white: links and headings use a darker shade, ${palette.accent}, so they stay readable (WCAG AA).`
                : 'Buttons, links and headings in your emails use this colour.'}
            </p>
          </div>
        </div>
        {imagePicker('logo_id', 'Logo')}
        {imagePicker('headshot_id', 'Headshot')}
        <div className="flex justify-end">
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting} pendingLabel="Saving">
            Save newsletter settings
          </Button>
        </div>
      </Form>
    </section>
  );
}
