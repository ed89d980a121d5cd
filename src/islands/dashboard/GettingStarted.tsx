import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api, ApiError } from '#browser/api';
import { $session } from '#browser/session';
import { card } from '../ui/styles';

interface Step {
  id: string;
  title: string;
  detail: string;
  href: string;
  action: string;
  done: boolean;
}

/** Whether something exists: true on 200, false on 404, and the error otherwise. */
const exists = (read: Promise<unknown>) =>
  read.then(
    () => true,
    (error: unknown) => (error instanceof ApiError && error.status === 404 ? false : Promise.reject(error)),
  );

/** What the firm has done so far, read from the API (and Firebase, for the address). */
async function firmProgress() {
  const [profile, sending, contacts, sequences] = await Promise.all([
    exists(api('firm-profile')),
    api('sending-readiness'),
    api('contacts', { query: 'limit=1' }).then((page) => page.contacts.length > 0),
    api('sequences').then((list) => list.length > 0),
  ]);
  return { profile, sending, contacts, sequences };
}

function stepsOf(progress: Awaited<ReturnType<typeof firmProgress>> & { confirmed: boolean }): Step[] {
  return [
    {
      id: 'confirm-email',
      title: 'Confirm your email address',
      detail: 'Open the link we emailed you. Until then, AI generation on our key, contacts and integrations wait.',
      href: '#confirm-email',
      action: 'Resend the link',
      done: progress.confirmed,
    },
    {
      id: 'firm-profile',
      title: 'Complete your firm profile',
      detail: 'Who speaks in every email: the footer and the advertising rules of your states come from it. We filled in what you gave us.',
      href: '/settings#firm-profile',
      action: 'Open the firm profile',
      done: progress.profile,
    },
    {
      id: 'sending',
      title: 'Set up sending',
      detail: 'Who your emails come from, and your domain’s DNS records so they reach inboxes (or your own SMTP server).',
      href: progress.sending.ready ? '/settings#sending' : progress.sending.settings_path,
      action: 'Open sending settings',
      done: progress.sending.ready,
    },
    {
      id: 'contacts',
      title: 'Add your first contacts',
      detail: 'Add them by hand, import a CSV, or connect your web forms through the lead webhook.',
      href: '/contacts',
      action: 'Open contacts',
      done: progress.contacts,
    },
    {
      id: 'sequence',
      title: 'Create your first sequence or newsletter',
      detail: 'Describe a campaign in a sentence; the emails are written and checked against the advertising rules.',
      href: '/sequences',
      action: 'Open sequences',
      done: progress.sequences,
    },
  ];
}

/** A new firm's next steps, each linking to where it is done; a step leaves the list once done, the list once all are. */
export function GettingStarted() {
  const { confirmed } = useStore($session);
  const [progress, setProgress] = useState<Awaited<ReturnType<typeof firmProgress>> | null>(null);
  useEffect(() => {
    let current = true;
    firmProgress().then(
      (answer) => current && setProgress(answer),
      // Without its facts the list would guess; the tiles below still lead everywhere.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!progress) return null;
  const steps = stepsOf({ ...progress, confirmed });
  const open = steps.filter((s) => !s.done);
  if (open.length === 0) return null;
  return (
    <section aria-labelledby="getting-started-title" className={`${card} mt-8`} data-testid="getting-started">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="getting-started-title" className="text-xl font-semibold text-navy-900">
          Getting started
        </h2>
        <p className="text-sm text-slate-600">
          {steps.length - open.length} of {steps.length} done
        </p>
      </div>
      <ol className="mt-4 divide-y divide-slate-200">
        {open.map((step) => (
          <li key={step.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="getting-started-step">
            <div>
              <h3 className="font-semibold text-navy-900">{step.title}</h3>
              <p className="text-sm text-slate-600">{step.detail}</p>
            </div>
            <a href={step.href} className="text-sm font-semibold text-navy-800 underline underline-offset-2">
              {step.action}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
