import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { brandPalette } from '#shared/newsletter/brandColor';
import {
  NEWSLETTER_DEFAULTS,
  newsletterSettingsSchema,
  SEND_DAYS,
  US_TIME_ZONES,
  type NewsletterImage,
  type NewsletterSettings,
  type NewsletterSettingsSuggestion,
  type NewsletterSettingsValues,
} from '#shared/newsletter/settings';
import { api, ApiError, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';

/** The form's values: lists as the comma-separated text the attorney types. */
interface Form extends Omit<NewsletterSettingsValues, 'cities' | 'zip_codes' | 'accident_types'> {
  cities: string;
  zip_codes: string;
  accident_types: string;
}

/** The settings' own fields (an answer also carries its images and next send time). */
const toForm = (s: NewsletterSettingsValues): Form => ({
  ...(Object.fromEntries(
    Object.keys(NEWSLETTER_DEFAULTS).map((key) => [key, s[key as keyof NewsletterSettingsValues]]),
  ) as unknown as NewsletterSettingsValues),
  cities: s.cities.join(', '),
  zip_codes: s.zip_codes.join(', '),
  accident_types: s.accident_types.join(', '),
});
const list = (text: string) => text.split(',').map((item) => item.trim());
const valuesOf = (form: Form): NewsletterSettingsValues => ({
  ...form,
  cities: list(form.cities),
  zip_codes: list(form.zip_codes),
  accident_types: list(form.accident_types),
});

const hourLabel = (hour: number) => new Date(2026, 0, 1, hour).toLocaleTimeString('en-US', { hour: 'numeric' });

function Row({ name, hint, children }: { name: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}
      </label>
      {children(id)}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}

/**
 * Settings, Newsletter: the areas and topics the issues are written for, when they go out (a
 * weekday and hour in the firm's time zone), and the brand (logo, headshot, one colour) every
 * email carries. Offers the welcome form's answers when one was sent from the signed-in address.
 */
export default function NewsletterSection() {
  const [form, setForm] = useState<Form | null>(null);
  const [saved, setSaved] = useState<NewsletterSettings | null>(null);
  const [images, setImages] = useState<NewsletterImage[]>([]);
  const [suggestion, setSuggestion] = useState<NewsletterSettingsSuggestion | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    api<NewsletterSettings>('newsletter-settings').then(
      (settings) => {
        setSaved(settings);
        setForm(toForm(settings));
      },
      (error: unknown) =>
        showToast({ title: 'Error loading newsletter settings', description: errorMessage(error), variant: 'destructive' }),
    );
    api<NewsletterImage[]>('newsletter-images').then(setImages, () => undefined);
    api<NewsletterSettingsSuggestion>('newsletter-settings/suggestion').then(setSuggestion, (error: unknown) => {
      // None sent from this address (404), or the address is not confirmed yet (403): nothing to offer.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 403))) setSuggestion(null);
    });
  }, []);

  if (!form) return <CenteredSpinner label="Loading newsletter settings" />;
  const field = (name: keyof Form) => ({
    value: String(form[name] ?? ''),
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    className: input,
  });
  const palette = brandPalette(form.brand_color);

  async function fillFromWelcomeForm() {
    if (!suggestion) return;
    setBusy('suggestion');
    try {
      let logo = form!.logo_id;
      let headshot = form!.headshot_id;
      if (suggestion.images.logo || suggestion.images.headshot) {
        const copied = await api<{ logo: NewsletterImage | null; headshot: NewsletterImage | null }>(
          'newsletter-settings/suggestion/images',
          { method: 'POST' },
        );
        setImages((current) => [...[copied.logo, copied.headshot].filter((i): i is NewsletterImage => i !== null), ...current]);
        logo = copied.logo?.id ?? logo;
        headshot = copied.headshot?.id ?? headshot;
      }
      setForm(toForm({ ...valuesOf(form!), ...suggestion.settings, logo_id: logo, headshot_id: headshot } as NewsletterSettingsValues));
      showToast({ title: 'Filled in from your welcome form', description: 'Review the details, then save.' });
    } catch (error) {
      showToast({ title: 'Failed to use the welcome form', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function upload(which: 'logo_id' | 'headshot_id', file: File) {
    const body = new FormData();
    body.set('image', file);
    try {
      const image = await api<NewsletterImage>('newsletter-images', { method: 'POST', body });
      setImages([image, ...images]);
      setForm({ ...form!, [which]: image.id });
    } catch (error) {
      showToast({ title: 'Failed to upload the image', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = newsletterSettingsSchema.safeParse({ ...valuesOf(form!), send_hour: Number(form!.send_hour) });
    if (!parsed.success) {
      showToast({ title: 'Failed to save newsletter settings', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setBusy('save');
    try {
      const result = await api<NewsletterSettings>('newsletter-settings', { method: 'PUT', body: parsed.data });
      setSaved(result);
      setForm(toForm(result));
      showToast({ title: 'Newsletter settings saved.' });
    } catch (error) {
      showToast({ title: 'Failed to save newsletter settings', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const imagePicker = (which: 'logo_id' | 'headshot_id', name: string) => (
    <div className="grid gap-2 sm:grid-cols-2">
      <Row name={name}>
        {(id) => (
          <select
            id={id}
            className={input}
            value={form[which] ?? ''}
            onChange={(e) => setForm({ ...form, [which]: e.target.value || null })}
          >
            <option value="">None</option>
            {images.map((image) => (
              <option key={image.id} value={image.id}>
                {image.name} ({image.width}×{image.height})
              </option>
            ))}
          </select>
        )}
      </Row>
      <Row name={`Upload a ${name.toLowerCase()}`} hint="PNG or JPG, at most 2 MB.">
        {(id) => (
          <input
            id={id}
            type="file"
            accept="image/png,image/jpeg"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void upload(which, file);
              e.target.value = '';
            }}
          />
        )}
      </Row>
      {form[which] && images.find((i) => i.id === form[which]) && (
        <img
          src={images.find((i) => i.id === form[which])!.url}
          alt={`Your ${name.toLowerCase()}`}
          className="h-16 w-auto rounded border border-slate-200 bg-white p-1"
        />
      )}
    </div>
  );

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
          <button type="button" className={`${buttonSecondary} mt-2`} onClick={() => void fillFromWelcomeForm()} disabled={busy !== null}>
            {busy === 'suggestion' && <Spinner label="Filling in" className="h-4 w-4 text-navy-800" />}
            Use the welcome form’s details
          </button>
        </div>
      )}
      <form onSubmit={save} className="mt-4 space-y-5" noValidate aria-label="Newsletter settings">
        <div className="grid gap-4 sm:grid-cols-2">
          <Row name="Cities" hint="Separate with commas.">
            {(id) => <input id={id} {...field('cities')} />}
          </Row>
          <Row name="County">{(id) => <input id={id} {...field('county')} />}</Row>
          <Row name="ZIP codes" hint="Five digits each, separated with commas.">
            {(id) => <input id={id} {...field('zip_codes')} />}
          </Row>
          <Row name="Accident types" hint="Separate with commas.">
            {(id) => <input id={id} {...field('accident_types')} />}
          </Row>
          <Row name="Topics to avoid">{(id) => <textarea id={id} rows={2} {...field('topics_to_avoid')} />}</Row>
          <Row name="Special instructions">{(id) => <textarea id={id} rows={2} {...field('special_instructions')} />}</Row>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Row name="Send day">
            {(id) => (
              <select id={id} {...field('send_day')}>
                {SEND_DAYS.map((day) => (
                  <option key={day}>{day}</option>
                ))}
              </select>
            )}
          </Row>
          <Row name="Send hour">
            {(id) => (
              <select id={id} {...field('send_hour')}>
                {Array.from({ length: 24 }, (_, hour) => (
                  <option key={hour} value={hour}>
                    {hourLabel(hour)}
                  </option>
                ))}
              </select>
            )}
          </Row>
          <Row name="Time zone">
            {(id) => (
              <select id={id} {...field('time_zone')}>
                {US_TIME_ZONES.map((zone) => (
                  <option key={zone}>{zone}</option>
                ))}
              </select>
            )}
          </Row>
        </div>
        {saved && (
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
        )}
        <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-end">
          <Row name="Brand colour" hint="Written #RRGGBB.">
            {(id) => (
              <div className="mt-1 flex items-center gap-2">
                <input
                  type="color"
                  aria-label="Pick the brand colour"
                  value={/^#[0-9a-f]{6}$/i.test(form.brand_color) ? form.brand_color : '#002366'}
                  onChange={(e) => setForm({ ...form, brand_color: e.target.value })}
                  className="h-10 w-12 rounded border border-slate-300"
                />
                <input id={id} {...field('brand_color')} className={`${input} mt-0`} maxLength={7} />
              </div>
            )}
          </Row>
          <p className="text-sm text-slate-700" role="status">
            {palette.accentDarkened
              ? `This colour is too light for text on white: links and headings use a darker shade, ${palette.accent}, so they stay readable (WCAG AA).`
              : 'Buttons, links and headings in your emails use this colour.'}
          </p>
        </div>
        {imagePicker('logo_id', 'Logo')}
        {imagePicker('headshot_id', 'Headshot')}
        <div className="flex justify-end">
          <button type="submit" className={buttonPrimary} disabled={busy !== null}>
            {busy === 'save' && <Spinner label="Saving" className="h-4 w-4 text-white" />}
            Save newsletter settings
          </button>
        </div>
      </form>
    </section>
  );
}
