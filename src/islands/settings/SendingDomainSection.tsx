import { useEffect, useState } from 'react';
import type * as z from 'zod/mini';
import {
  DOMAIN_MAX,
  sendingDomainSchema,
  type DnsRecord,
  type DnsRecordKind,
  type RecordCheck,
  type SendingDomain,
} from '#shared/schemas/sendingDomain';
import { api, ApiError } from '#browser/api';
import { showFailure, showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { copyText } from '../ui/copyText';
import { Field } from '../ui/Field';
import { failField, Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { card } from '../ui/styles';

/** Why each record is there, in the firm's words; docs/sending-domains.md has the sources. */
const WHY: Record<DnsRecordKind, string> = {
  SPF: 'Says CaseCourier may send email for your domain. If your domain already has an SPF record (a TXT record starting v=spf1), do not add a second one: add the include: part to the one you have, before its last word (~all or -all). A domain with two SPF records fails SPF everywhere.',
  DKIM: 'Your domain’s public key. We sign every email with the matching private key, which never leaves our servers, so inbox providers can tell each email comes from your domain unchanged.',
  DMARC:
    'Tells inbox providers what to do with email that claims to be from your domain but fails SPF and DKIM. p=none only asks for reports and blocks nothing. Alignment: the domain in your From address must be the one DKIM signs for (yours, here); adkim=r and aspf=r let your subdomains count. If your domain already has a DMARC record with any policy (none, quarantine or reject), keep it.',
};

const STATE_WORDS: Record<RecordCheck['state'], { text: string; tone: string }> = {
  correct: { text: 'Found and correct', tone: 'border-green-300 bg-green-50 text-green-900' },
  wrong: { text: 'Found, but not right', tone: 'border-red-300 bg-red-50 text-red-900' },
  missing: { text: 'Not found', tone: 'border-amber-300 bg-amber-50 text-amber-950' },
  lookup_failed: { text: 'Could not look it up', tone: 'border-amber-300 bg-amber-50 text-amber-950' },
};

/** Settings, Sending domain: the firm's domain, the records to add at its DNS host, and their check. */
export function SendingDomainSection() {
  const [loaded, setLoaded] = useState<{ saved: SendingDomain | null } | null>(null);
  useEffect(() => {
    api('sending-domain')
      .then((saved) => setLoaded({ saved }))
      .catch((error) => {
        setLoaded({ saved: null });
        if (!(error instanceof ApiError && error.status === 404)) showFailure('Error loading the sending domain', error);
      });
  }, []);
  return (
    <section id="sending-domain" className={`${card} mt-6 scroll-mt-6`} aria-labelledby="sending-domain-title">
      <h2 id="sending-domain-title" className="text-lg font-semibold text-navy-900">
        Sending domain
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        CaseCourier sends your emails from your own domain once three DNS records are in place: inbox providers then know they are really
        from you. Since 2024 Gmail and Yahoo require SPF, DKIM and a DMARC policy of anyone sending in bulk, and put mail without them in
        spam or refuse it.
      </p>
      {loaded ? <DomainForm initial={loaded.saved} /> : <CenteredSpinner label="Loading the sending domain" />}
    </section>
  );
}

function DomainForm({ initial }: { initial: SendingDomain | null }) {
  const form = useSchemaForm(sendingDomainSchema, { domain: initial?.domain ?? '' });
  const [saved, setSaved] = useState(initial);
  const [checking, setChecking] = useState(false);

  async function save(values: z.output<typeof sendingDomainSchema>) {
    try {
      const result = await api('sending-domain', { method: 'PUT', body: values });
      setSaved(result);
      form.reset({ domain: result.domain });
      showToast({ title: 'Sending domain saved. Add the records below at your DNS host, then check them.' });
    } catch (error) {
      // The server's refusal of the domain goes beside the field.
      if (error instanceof ApiError && error.status === 400) failField(form, 'domain', error.message);
      else throw error;
    }
  }

  async function check() {
    setChecking(true);
    try {
      const result = await api('sending-domain/check', { method: 'POST' });
      setSaved(result);
      showToast({
        title: result.verified ? `${result.domain} is verified.` : 'Some records are not right yet.',
        description: result.verified
          ? 'CaseCourier can send from it.'
          : 'See each record below. DNS changes can take up to a few hours to show.',
      });
    } catch (error) {
      showFailure('Records not checked', error);
    } finally {
      setChecking(false);
    }
  }

  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <Form
        form={form}
        onValid={save}
        failedToast="Failed to save the sending domain"
        className="mt-4 flex flex-wrap items-end gap-3"
        aria-label="Sending domain"
      >
        <Field
          label="Domain"
          error={errors.domain}
          hint="The part of your email address after the @, such as smithinjurylaw.com."
          className="min-w-64 flex-1"
        >
          <input {...form.register('domain')} maxLength={DOMAIN_MAX} placeholder="yourfirm.com" autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit" variant="primary" pending={isSubmitting} pendingLabel="Saving" className="mb-6">
          Save domain
        </Button>
      </Form>
      {saved && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-800" data-testid="sending-domain-status">
            {saved.verified ? (
              <>
                <strong>{saved.domain} is verified.</strong> CaseCourier sends your emails from it.
              </>
            ) : saved.checked_at ? (
              <>
                <strong>{saved.domain} is not verified yet.</strong> Fix the records marked below, then check again.
              </>
            ) : (
              <>
                <strong>Add these three records</strong> at the company that hosts your domain’s DNS (often where you bought it), then press
                Check records.
              </>
            )}
          </p>
          <ol className="space-y-4">
            {saved.records.map((record) => (
              <RecordItem key={record.kind} record={record} check={saved.checks?.find((c) => c.kind === record.kind)} />
            ))}
          </ol>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="primary"
              onClick={() => void check()}
              pending={checking}
              pendingLabel="Checking records"
              disabled={form.formState.isDirty}
            >
              Check records
            </Button>
            {saved.checked_at && (
              <p className="text-sm text-slate-600">
                Last checked {new Date(saved.checked_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
              </p>
            )}
          </div>
        </div>
      )}
    </>
  );
}

function RecordItem({ record, check }: { record: DnsRecord; check: RecordCheck | undefined }) {
  const state = check && STATE_WORDS[check.state];
  const headingId = `record-${record.kind}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-labelledby={headingId} data-testid="dns-record" data-kind={record.kind}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-navy-900">
          {record.kind} record
        </h3>
        {state && (
          <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${state.tone}`} data-testid="record-state">
            {state.text}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{WHY[record.kind]}</p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[8rem_1fr_auto] sm:items-center">
        <dt className="font-medium text-slate-700">Type</dt>
        <dd className="sm:col-span-2">{record.type}</dd>
        <dt className="font-medium text-slate-700">Host / name</dt>
        <dd>
          <code className="break-all">{record.host}</code>
          {record.host !== record.name && <span className="block text-xs text-slate-600">Full name: {record.name}</span>}
        </dd>
        <dd>
          <Button onClick={() => void copyText(record.host, `${record.kind} host`)} aria-label={`Copy the ${record.kind} host`}>
            Copy
          </Button>
        </dd>
        <dt className="font-medium text-slate-700">Value</dt>
        <dd>
          <code className="break-all" data-testid="record-value">
            {record.value}
          </code>
        </dd>
        <dd>
          <Button onClick={() => void copyText(record.value, `${record.kind} value`)} aria-label={`Copy the ${record.kind} value`}>
            Copy
          </Button>
        </dd>
      </dl>
      {check && check.state !== 'correct' && (
        <div className="mt-3 text-sm" data-testid="record-problem">
          <p className="font-medium text-red-800">{check.detail}</p>
          {check.found.length > 0 && (
            <div className="mt-1 text-slate-700">
              We found:
              <ul className="list-disc pl-5">
                {check.found.map((value) => (
                  <li key={value}>
                    <code className="break-all">{value}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
