import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import {
  SENDING_LIMITS,
  SENDING_PACE,
  sendingSettingsSchema,
  type SendingMethod,
  type SendingProgress,
  type SendingSettings,
} from '#shared/schemas/sendingSettings';
import { api, ApiError } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field, FieldMessage } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { Table } from '../ui/Table';
import { card } from '../ui/styles';

const EMPTY = {
  method: 'platform' as SendingMethod,
  from_name: '',
  from_address: '',
  smtp_host: '',
  smtp_port: '587',
  smtp_user: '',
  smtp_password: '',
  max_per_second: String(SENDING_PACE.perSecondDefault),
  max_per_day: '',
};

const toForm = (s: SendingSettings) => ({
  ...s,
  smtp_port: String(s.smtp_port),
  smtp_password: '',
  max_per_second: String(s.max_per_second),
  max_per_day: s.max_per_day === null ? '' : String(s.max_per_day),
});

/** Settings, Sending: who the firm's emails come from and the SMTP server that sends them. */
export function SendingSettingsCard() {
  const [loaded, setLoaded] = useState<{ saved: SendingSettings | null } | null>(null);

  useEffect(() => {
    api('sending-settings')
      .then((saved) => setLoaded({ saved }))
      .catch((error) => {
        setLoaded({ saved: null });
        if (!(error instanceof ApiError && error.status === 404)) showFailure('Error loading sending settings', error);
      });
  }, []);

  return (
    <section id="sending" className={`${card} mt-6 scroll-mt-6`} aria-labelledby="sending-title">
      <h2 id="sending-title" className="text-lg font-semibold text-navy-900">
        Sending
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Who your emails come from, and how they are sent. CaseCourier sends them from your own domain once its DNS records are in place
        (Sending domain, below), at the pace inbox providers expect; or use your own email provider's SMTP server.
      </p>
      {loaded ? <SendingForm initial={loaded.saved} /> : <CenteredSpinner label="Loading sending settings" />}
      {loaded?.saved && <SendingToday />}
    </section>
  );
}

const METHOD_CHOICES: { value: SendingMethod; label: string; hint: string }[] = [
  {
    value: 'platform',
    label: 'CaseCourier sends them, from my domain (recommended)',
    hint: 'No mail server to set up, and no daily cap from your email provider. Your domain needs three DNS records (Sending domain, below).',
  },
  {
    value: 'own_smtp',
    label: 'Through my email provider (my own SMTP settings)',
    hint: 'Your email provider’s limits apply (Google Workspace allows 2,000 messages a day). Send a test email once saved.',
  },
];

/** How the last test email through the firm's own server went: nothing is sent through it before one goes out. */
function SmtpTestStatus({ saved }: { saved: SendingSettings }) {
  const test = saved.smtp_test;
  if (!test)
    return (
      <p className="text-sm text-amber-900 sm:col-span-2">No test email yet: send one to check these settings before your emails go out.</p>
    );
  const at = new Date(test.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return test.ok ? (
    <p className="text-sm text-slate-700 sm:col-span-2">Last test email: sent {at}.</p>
  ) : (
    <p className="text-sm font-medium text-red-700 sm:col-span-2">
      Last test email failed ({at}): {test.error}
    </p>
  );
}

const PROGRESS_ROWS: { key: keyof Omit<SendingProgress, 'max_per_second' | 'max_per_day' | 'day'>; label: string }[] = [
  { key: 'queued', label: 'Scheduled or being sent' },
  { key: 'throttled', label: 'Waiting for your daily limit' },
  { key: 'retrying', label: 'Waiting to retry after a failure' },
  { key: 'sent', label: 'Sent today' },
  { key: 'failed', label: 'Failed today' },
  { key: 'skipped', label: 'Skipped today' },
];

/** Where the firm's mail stands now, counted from the messages themselves. */
function SendingToday() {
  const [progress, setProgress] = useState<SendingProgress | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    let current = true;
    api('sending-progress')
      .then((answer) => current && setProgress(answer))
      .catch((error) => showFailure('Error loading sending progress', error));
    return () => {
      current = false;
    };
  }, [asked]);

  if (!progress) return null;
  const pace =
    `At most ${progress.max_per_second.toLocaleString('en-US')} a second` +
    (progress.max_per_day === null ? ', no daily limit.' : ` and ${progress.max_per_day.toLocaleString('en-US')} a day (UTC).`);
  return (
    <div className="mt-6" data-testid="sending-progress">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-navy-900">Your mail now</h3>
        <Button variant="link" onClick={() => setAsked((n) => n + 1)}>
          Refresh
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{pace}</p>
      <Table
        caption={`Your firm's mail on ${progress.day} (UTC)`}
        columns={[
          { header: 'Messages', cell: (row) => row.label },
          { header: 'Count', cell: (row) => progress[row.key].toLocaleString('en-US'), className: 'text-right tabular-nums' },
        ]}
        rows={PROGRESS_ROWS}
        rowKey={(row) => row.key}
        rowHeader
      />
    </div>
  );
}

function SendingForm({ initial }: { initial: SendingSettings | null }) {
  const form = useSchemaForm(sendingSettingsSchema, initial ? toForm(initial) : EMPTY);
  const { register, formState } = form;
  const method = form.watch('method');
  const { errors } = formState;
  const [saved, setSaved] = useState(initial);
  const [testing, setTesting] = useState(false);

  async function reload() {
    const fresh = await api('sending-settings');
    setSaved(fresh);
  }

  async function save(values: z.output<typeof sendingSettingsSchema>) {
    // An empty password keeps the saved one.
    const result = await api('sending-settings', {
      method: 'PUT',
      body: { ...values, smtp_password: values.smtp_password || undefined },
    });
    setSaved(result);
    form.reset(toForm(result));
    showToast({ title: 'Sending settings saved.' });
  }

  async function sendTest() {
    setTesting(true);
    try {
      const { sent_to } = await api('sending-settings/test', { method: 'POST' });
      showToast({ title: `Test email sent to ${sent_to}.` });
    } catch (error) {
      showFailure('Test email not sent', error);
    } finally {
      setTesting(false);
      // The outcome is kept for the firm's own server: show it.
      await reload().catch(() => undefined);
    }
  }

  const busy = formState.isSubmitting || testing;
  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save sending settings"
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-label="Sending settings"
    >
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-700">How your emails are sent</legend>
        <div className="mt-2 space-y-2">
          {METHOD_CHOICES.map((choice) => (
            <label key={choice.value} className="flex gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-navy-800">
              <input
                type="radio"
                value={choice.value}
                {...register('method')}
                className="mt-1"
                aria-describedby={`method-${choice.value}-hint`}
              />
              <span>
                <span className="block font-medium text-navy-900">{choice.label}</span>
                <span id={`method-${choice.value}-hint`} className="block text-sm text-slate-600">
                  {choice.hint}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldMessage error={errors.method} />
      </fieldset>
      <Field label="From name" error={errors.from_name}>
        <input {...register('from_name')} maxLength={SENDING_LIMITS.fromName} autoComplete="organization" />
      </Field>
      <Field
        label="From address"
        error={errors.from_address}
        hint={method === 'platform' ? 'An address at your sending domain (below), such as news@yourfirm.com.' : undefined}
      >
        <input {...register('from_address')} type="email" maxLength={SENDING_LIMITS.fromAddress} autoComplete="email" />
      </Field>
      {method === 'own_smtp' && (
        <>
          <Field label="SMTP server" error={errors.smtp_host}>
            <input {...register('smtp_host')} maxLength={SENDING_LIMITS.host} placeholder="smtp.yourprovider.com" autoComplete="off" />
          </Field>
          <Field label="SMTP port" error={errors.smtp_port}>
            <input {...register('smtp_port')} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label="SMTP user" error={errors.smtp_user}>
            <input {...register('smtp_user')} maxLength={SENDING_LIMITS.user} autoComplete="off" />
          </Field>
          <Field
            label={
              <>
                SMTP password{' '}
                {saved?.password_set && <span className="font-normal text-slate-600">(saved; type a new one to replace it)</span>}
              </>
            }
            error={errors.smtp_password}
          >
            <input {...register('smtp_password')} type="password" maxLength={SENDING_LIMITS.password} autoComplete="new-password" />
          </Field>
          {saved?.method === 'own_smtp' && <SmtpTestStatus saved={saved} />}
        </>
      )}
      <Field
        label="Messages per second"
        error={errors.max_per_second}
        hint={
          <>
            Your provider&rsquo;s sending rate. Amazon SES shows it in the console under Account dashboard, &ldquo;Sending quota&rdquo;
            (&ldquo;Maximum send rate&rdquo;; new accounts start at 14). Other providers list it on their limits page.
          </>
        }
      >
        <input {...register('max_per_second')} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field
        label="Messages per day"
        error={errors.max_per_day}
        hint={
          <>
            Leave empty if your provider has no daily limit. Google Workspace allows 2,000 a day; Amazon SES shows &ldquo;Daily sending
            quota&rdquo; beside its send rate. Mail over the limit waits for the next day (UTC).
          </>
        }
      >
        <input {...register('max_per_day')} inputMode="numeric" autoComplete="off" />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" variant="primary" disabled={busy} pending={formState.isSubmitting} pendingLabel="Saving">
          Save sending settings
        </Button>
        <Button disabled={busy || !saved} pending={testing} pendingLabel="Sending" onClick={sendTest}>
          Send a test email
        </Button>
      </div>
    </Form>
  );
}
