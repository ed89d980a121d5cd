import { useEffect, useState, type FormEvent } from 'react';
import { SENDING_LIMITS, sendingSettingsSchema, type SendingSettings } from '#shared/schemas/sendingSettings';
import { api, ApiError, errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { CenteredSpinner, Spinner } from '../ui/Spinner';
import { buttonPrimary, buttonSecondary, card, input, label } from '../ui/styles';

interface Form {
  from_name: string;
  from_address: string;
  smtp_host: string;
  smtp_port: string;
  smtp_user: string;
  smtp_password: string;
}

const EMPTY: Form = { from_name: '', from_address: '', smtp_host: '', smtp_port: '587', smtp_user: '', smtp_password: '' };

const toForm = (s: SendingSettings): Form => ({ ...s, smtp_port: String(s.smtp_port), smtp_password: '' });

/** Settings, Sending: who the firm's emails come from and the SMTP server that sends them. */
export function SendingSettingsCard() {
  const [form, setForm] = useState<Form | null>(null);
  const [saved, setSaved] = useState<SendingSettings | null>(null);
  const [busy, setBusy] = useState<'save' | 'test' | null>(null);

  useEffect(() => {
    api<SendingSettings>('sending-settings')
      .then((s) => (setSaved(s), setForm(toForm(s))))
      .catch((error) => {
        setForm(EMPTY);
        if (!(error instanceof ApiError && error.status === 404))
          showToast({ title: 'Error loading sending settings', description: errorMessage(error), variant: 'destructive' });
      });
  }, []);

  if (!form) return <CenteredSpinner label="Loading sending settings" />;
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    className: input,
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = sendingSettingsSchema.safeParse({ ...form, smtp_password: form!.smtp_password || undefined });
    if (!parsed.success) {
      showToast({ title: 'Failed to save sending settings', description: parsed.error.issues[0]!.message, variant: 'destructive' });
      return;
    }
    setBusy('save');
    try {
      const result = await api<SendingSettings>('sending-settings', { method: 'PUT', body: parsed.data });
      setSaved(result);
      setForm(toForm(result));
      showToast({ title: 'Sending settings saved.' });
    } catch (error) {
      showToast({ title: 'Failed to save sending settings', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function sendTest() {
    setBusy('test');
    try {
      const { sent_to } = await api<{ sent_to: string }>('sending-settings/test', { method: 'POST' });
      showToast({ title: `Test email sent to ${sent_to}.` });
    } catch (error) {
      showToast({ title: 'Test email not sent', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className={`${card} mt-6`} aria-labelledby="sending-title">
      <h2 id="sending-title" className="text-lg font-semibold text-navy-900">
        Sending
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Who your sequence emails come from, and your email provider's SMTP server. The password is encrypted when saved and never shown
        again.
      </p>
      <form onSubmit={save} className="mt-4 grid gap-4 sm:grid-cols-2" noValidate aria-label="Sending settings">
        <label className={label}>
          From name
          <input {...field('from_name')} maxLength={SENDING_LIMITS.fromName} autoComplete="organization" />
        </label>
        <label className={label}>
          From address
          <input {...field('from_address')} type="email" maxLength={SENDING_LIMITS.fromAddress} autoComplete="email" />
        </label>
        <label className={label}>
          SMTP server
          <input {...field('smtp_host')} maxLength={SENDING_LIMITS.host} placeholder="smtp.yourprovider.com" autoComplete="off" />
        </label>
        <label className={label}>
          SMTP port
          <input {...field('smtp_port')} inputMode="numeric" autoComplete="off" />
        </label>
        <label className={label}>
          SMTP user
          <input {...field('smtp_user')} maxLength={SENDING_LIMITS.user} autoComplete="off" />
        </label>
        <label className={label}>
          SMTP password {saved?.password_set && <span className="font-normal text-slate-600">(saved; type a new one to replace it)</span>}
          <input {...field('smtp_password')} type="password" maxLength={SENDING_LIMITS.password} autoComplete="new-password" />
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={buttonPrimary} disabled={busy !== null}>
            {busy === 'save' && <Spinner label="Saving" className="h-4 w-4 text-white" />}
            Save sending settings
          </button>
          <button type="button" className={buttonSecondary} disabled={busy !== null || !saved} onClick={sendTest}>
            {busy === 'test' && <Spinner label="Sending" className="h-4 w-4" />}
            Send a test email
          </button>
        </div>
      </form>
    </section>
  );
}
