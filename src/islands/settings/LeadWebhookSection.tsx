import { useEffect, useId, useState } from 'react';
import { LEAD_FIELD_NAMES, LEAD_FIELDS, leadMappingSchema, type LeadEndpoint, type LeadMapping } from '#shared/schemas/leadWebhook';
import { api } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { copyText } from '../ui/copyText';
import { ConfirmDialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { card } from '../ui/styles';

/** Loads the firm's field mapping, then shows the form for it. */
function MappingSection() {
  const [mapping, setMapping] = useState<LeadMapping | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api('leads/webhook-endpoint/mapping')
      .then((answer) => setMapping(answer.mapping))
      .catch((error) => {
        setFailed(true);
        showFailure('Error loading the field mapping', error);
      });
  }, []);
  if (failed)
    return (
      <p role="alert" className="mt-6 text-sm text-red-800">
        We couldn't load the field mapping. Please try refreshing the page.
      </p>
    );
  return mapping === null ? <CenteredSpinner label="Loading the field mapping" /> : <MappingForm mapping={mapping} />;
}

function MappingForm({ mapping }: { mapping: LeadMapping }) {
  const form = useSchemaForm(leadMappingSchema, mapping);
  const { errors, isSubmitting } = form.formState;
  const id = useId();
  async function save(values: LeadMapping) {
    form.reset((await api('leads/webhook-endpoint/mapping', { method: 'PUT', body: { mapping: values } })).mapping);
    showToast({ title: 'Field mapping saved.' });
  }
  return (
    <Form
      form={form}
      onValid={save}
      failedToast="Failed to save field mapping"
      aria-labelledby={`${id}-title`}
      className="mt-6 border-t border-slate-200 pt-6"
    >
      <h3 id={`${id}-title`} className="font-semibold text-navy-900">
        Field mapping
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Where each contact field is found in your lead's JSON, as names joined by dots (for example <code>lead.contact.email</code>). Leave
        a field blank to skip it. Consent channels may be a list or text such as “email, sms”.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {LEAD_FIELD_NAMES.map((field) => (
          <Field key={field} label={LEAD_FIELDS[field].label} error={errors[field]}>
            <input {...form.register(field)} className="font-mono text-sm" maxLength={100} autoComplete="off" spellCheck={false} />
          </Field>
        ))}
      </div>
      <Button type="submit" className="mt-4" pending={isSubmitting} pendingLabel="Saving">
        Save mapping
      </Button>
    </Form>
  );
}

/** Settings › Lead webhook: the firm's signed intake address, its secret (shown once) and the field mapping. */
export function LeadWebhookSection() {
  const [endpoint, setEndpoint] = useState<LeadEndpoint | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [previousSecretExpiresAt, setPreviousSecretExpiresAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirmingRotation, setConfirmingRotation] = useState(false);
  const [confirmingRevocation, setConfirmingRevocation] = useState(false);

  useEffect(() => {
    api('leads/webhook-endpoint')
      .then((answer) => {
        setEndpoint(answer);
        setPreviousSecretExpiresAt(answer.previous_secret_expires_at);
      })
      .catch((error) => {
        setFailed(true);
        showFailure('Error loading the lead webhook', error);
      });
  }, []);

  async function createOrRotate() {
    const rotating = endpoint?.url != null;
    setConfirmingRotation(false);
    setBusy(true);
    try {
      const created = await api('leads/webhook-endpoint', { method: 'POST' });
      setEndpoint({ url: created.url, previous_secret_expires_at: created.previous_secret_expires_at });
      setSecret(created.secret);
      setPreviousSecretExpiresAt(created.previous_secret_expires_at);
      showToast({ title: rotating ? 'New secret created.' : 'Webhook endpoint created.' });
    } catch (error) {
      showFailure('Failed to create the secret', error);
    } finally {
      setBusy(false);
    }
  }

  async function revokePrevious() {
    setConfirmingRevocation(false);
    setBusy(true);
    try {
      await api('leads/webhook-endpoint/previous-secret', { method: 'DELETE' });
      setPreviousSecretExpiresAt(null);
      showToast({ title: 'Previous secret revoked: only the current secret works now.' });
    } catch (error) {
      showFailure('Failed to revoke the previous secret', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="lead-webhook" className={`${card} mt-8 scroll-mt-6`} aria-labelledby="lead-webhook-title">
      <h2 id="lead-webhook-title" className="text-lg font-semibold text-navy-900">
        Lead webhook
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Web forms, ad lead forms and referral partners can send leads here. Each request must be signed with your secret as the Standard
        Webhooks specification describes; new leads appear in Contacts.
      </p>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          We couldn't load the lead webhook. Please try refreshing the page.
        </p>
      ) : endpoint === null ? (
        <CenteredSpinner label="Loading the lead webhook" />
      ) : (
        <>
          {endpoint.url ? (
            <div className="mt-4">
              <div className="flex items-end gap-2">
                <Field label="Endpoint URL" className="flex-1">
                  <input readOnly value={endpoint.url} className="font-mono text-sm" />
                </Field>
                <Button onClick={() => copyText(endpoint.url!, 'Endpoint URL')}>Copy</Button>
              </div>
              {previousSecretExpiresAt && (
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
                  <p className="text-sm text-slate-700">
                    The previous secret works until {new Date(previousSecretExpiresAt).toLocaleString()}.
                  </p>
                  <Button onClick={() => setConfirmingRevocation(true)} disabled={busy}>
                    Revoke the previous secret now
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-700">No webhook endpoint yet.</p>
          )}
          {secret && (
            <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" role="status">
              <div className="flex items-end gap-2">
                <Field label="Signing secret (copy it now: it is not shown again)" className="flex-1">
                  <input readOnly value={secret} className="font-mono text-sm" />
                </Field>
                <Button onClick={() => copyText(secret, 'Secret')}>Copy</Button>
              </div>
            </div>
          )}
          <Button
            variant="primary"
            className="mt-4"
            onClick={() => (endpoint.url ? setConfirmingRotation(true) : createOrRotate())}
            pending={busy}
          >
            {endpoint.url ? 'Rotate secret' : 'Create webhook endpoint'}
          </Button>
          {endpoint.url && <MappingSection />}
        </>
      )}
      <ConfirmDialog
        open={confirmingRotation}
        title="Rotate secret"
        message="Create a new signing secret? The current one keeps working for 24 hours, then stops; a secret older than that stops now."
        confirmLabel="Rotate"
        onConfirm={createOrRotate}
        onCancel={() => setConfirmingRotation(false)}
      />
      <ConfirmDialog
        open={confirmingRevocation}
        title="Revoke the previous secret"
        message="Stop accepting leads signed with the previous secret now? Senders that have not switched to the current secret will be refused."
        confirmLabel="Revoke now"
        onConfirm={revokePrevious}
        onCancel={() => setConfirmingRevocation(false)}
      />
    </section>
  );
}
