import { useEffect, useState } from 'react';
import type { DeskSubmissionDetail } from '#shared/backoffice/desk';
import { firmProfileSchema, type FirmProfile } from '#shared/schemas/firmProfile';
import { showFailure, showToast } from '#browser/toastStore';
import { FirmProfileFields } from '../settings/FirmProfileSection';
import { Button } from '../ui/Button';
import { Form, useSchemaForm } from '../ui/form';
import { CenteredSpinner } from '../ui/Spinner';
import { ErrorState } from '../ui/StateViews';
import { card } from '../ui/styles';
import { Clock, DeskFrame, deskTime, StateBadge } from './DeskScreen';
import { deskApi } from './deskApi';

const FORM_LABELS: Record<string, string> = {
  firmName: 'Firm name',
  primaryContactName: 'Primary contact',
  email: 'Email',
  phoneNumber: 'Phone',
  firmWebsiteUrl: 'Website',
  stateBarNumber: 'State bar number',
  physicalAddress: 'Physical address',
  targetCity: 'Target city',
  addAnotherCity: 'Another city',
  entireCounty: 'Entire county',
  specificZipCodes: 'ZIP codes',
  accidentTypes: 'Accident types',
  otherAccidentType: 'Other accident type',
  brandColors: 'Brand color',
  newsletterSendDay: 'Send day',
  specialInstructions: 'Special instructions',
};

const shown = (value: unknown) =>
  value === null || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ') || '—'
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : String(value);

function FormImage({ id, which, shown, alt }: { id: string; which: 'logo' | 'headshot'; shown: boolean; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!shown) return;
    let made: string | null = null;
    deskApi.image(id, which).then(
      (objectUrl) => setUrl((made = objectUrl)),
      () => setUrl(null),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, which, shown]);
  if (!shown) return <p className="text-sm text-slate-700">{`No ${alt.toLowerCase()} sent.`}</p>;
  if (!url) return <p className="text-sm text-slate-700">Loading {alt.toLowerCase()}…</p>;
  return <img src={url} alt={alt} className="max-h-40 rounded border border-slate-200 bg-white p-2" />;
}

function CreateWorkspace({ detail, onCreated }: { detail: DeskSubmissionDetail; onCreated: () => void }) {
  const form = useSchemaForm(firmProfileSchema, detail.suggested_profile);
  async function create(profile: FirmProfile) {
    const made = await deskApi.createWorkspace(detail.id, profile);
    showToast({
      title: made.created ? 'Workspace created' : 'Workspace ready',
      description: `The invitation went to ${made.invited_email}.`,
    });
    onCreated();
  }
  return (
    <Form form={form} onValid={create} failedToast="Failed to create the workspace" aria-label="Create workspace" className="space-y-4">
      <p className="text-sm text-slate-700">
        Check the firm profile the form gives (every email’s footer prints it) and choose the states where the firm’s lawyers are licensed.
        Creating the workspace sets up the firm, its newsletter settings and brand from the form, and emails the attorney a link to choose a
        password.
      </p>
      <FirmProfileFields form={form} />
      <Button type="submit" variant="primary" pending={form.formState.isSubmitting} pendingLabel="Creating the workspace">
        Create workspace
      </Button>
    </Form>
  );
}

export function SubmissionView({ id }: { id: string }) {
  const [detail, setDetail] = useState<DeskSubmissionDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    deskApi.submission(id).then(setDetail, (error: unknown) => {
      setFailed(error instanceof Error ? error.message : 'The submission could not be loaded.');
      showFailure('Could not load the submission', error);
    });
  }, [id, version]);
  if (failed)
    return (
      <DeskFrame title="Submission" back>
        <ErrorState message={failed} />
      </DeskFrame>
    );
  if (!detail) return <CenteredSpinner label="Loading the submission" />;
  return (
    <DeskFrame title={detail.firm_name} back>
      <div className="grid gap-6 lg:grid-cols-3">
        <section className={`${card} lg:col-span-2`} aria-labelledby="form-answers">
          <h2 id="form-answers" className="text-lg font-semibold text-navy-900">
            The welcome form
          </h2>
          <p className="mt-1 text-sm text-slate-700">Sent {detail.submitted_at ? deskTime(detail.submitted_at) : ''}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {Object.entries(detail.form).map(([field, value]) => (
              <div key={field}>
                <dt className="text-sm font-medium text-slate-700">{FORM_LABELS[field] ?? field}</dt>
                <dd className="text-slate-900 break-words">{shown(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className={card} aria-labelledby="where-it-stands">
          <h2 id="where-it-stands" className="text-lg font-semibold text-navy-900">
            Where it stands
          </h2>
          <p className="mt-2">
            <StateBadge row={detail} />
          </p>
          <p className="mt-3 text-sm">
            Proof: <Clock clock={detail.proof} what="Proof" />
          </p>
          <p className="mt-1 text-sm">
            Launch: <Clock clock={detail.launch} what="Launched" />
          </p>
          <p className="mt-1 text-sm text-slate-700">
            Subscription: {detail.subscription_status ?? 'no payment recorded for this address'}
          </p>
          {detail.unsent_emails.length > 0 && <p className="mt-1 text-sm text-red-800">Not sent: {detail.unsent_emails.join(', ')}</p>}
          <h3 className="mt-4 font-semibold text-navy-900">Logo</h3>
          <FormImage id={detail.id} which="logo" shown={detail.images.logo !== null} alt="Logo" />
          <h3 className="mt-4 font-semibold text-navy-900">Headshot</h3>
          <FormImage id={detail.id} which="headshot" shown={detail.images.headshot !== null} alt="Headshot" />
        </section>
      </div>
      <section className={`${card} mt-6`} aria-labelledby="workspace">
        <h2 id="workspace" className="text-lg font-semibold text-navy-900">
          Workspace
        </h2>
        {detail.tenant_id ? (
          <p className="mt-2">
            The workspace is ready and the attorney was invited.{' '}
            <a
              className="font-medium text-navy-800 underline underline-offset-2"
              href={`/desk?firm=${encodeURIComponent(detail.tenant_id)}`}
            >
              Work on the firm’s newsletter
            </a>
          </p>
        ) : detail.state === 'cancelled' ? (
          <p className="mt-2">The subscription was cancelled: no workspace is made for it.</p>
        ) : (
          <div className="mt-2">
            <CreateWorkspace detail={detail} onCreated={() => setVersion((v) => v + 1)} />
          </div>
        )}
      </section>
    </DeskFrame>
  );
}
