import { useId, useState, type ReactNode } from 'react';
import type { Campaign } from '#shared/newsletter/campaigns';
import type { NewsletterSettings } from '#shared/newsletter/settings';
import { errorMessage } from '#browser/api';
import { showToast } from '#browser/toastStore';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { card } from '../ui/styles';
import { campaignApi } from './campaignApi';
import { SendingNotReady } from '../ui/SendingNotReady';

const inZone = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

/**
 * What happens next to the issue: ask for approval, approve (the version on screen, by its hash),
 * schedule (the firm's next send day and hour, a chosen time, or now), cancel, pause or resume,
 * and send a proof. Each button says what it does; each answer replaces the campaign shown.
 */
export function SendPanel({
  campaign,
  dirty,
  blocking,
  settings,
  readerId,
  readerName,
  defaultProofTo,
  onChanged,
  onError,
}: {
  campaign: Campaign;
  dirty: boolean;
  blocking: number;
  settings: NewsletterSettings | null;
  readerId: string | null;
  readerName: string;
  defaultProofTo: string;
  onChanged: (campaign: Campaign) => void;
  onError: (error: unknown) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [when, setWhen] = useState<'next' | 'at' | 'now'>('next');
  const [at, setAt] = useState('');
  const [proofTo, setProofTo] = useState(defaultProofTo);
  const radioGroup = useId();

  async function act(what: string, call: () => Promise<Campaign>, done: string) {
    setBusy(what);
    try {
      onChanged(await call());
      showToast({ title: done });
    } catch (error) {
      showToast({ title: `Failed: ${what}`, description: errorMessage(error), variant: 'destructive' });
      onError(error);
    } finally {
      setBusy(null);
    }
  }

  async function proof() {
    setBusy('proof');
    try {
      const sent = await campaignApi.proof(campaign.id, proofTo.trim(), readerId);
      showToast({ title: 'Proof sent', description: `To ${sent.sent_to}, as ${sent.reader} would receive it.` });
      onChanged(await campaignApi.get(campaign.id));
    } catch (error) {
      showToast({ title: 'Failed to send the proof', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  const button = (what: string, text: string, onClick: () => void, primary = false, disabled = false): ReactNode => (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      onClick={onClick}
      disabled={busy !== null || disabled}
      pending={busy === what}
      pendingLabel={text}
    >
      {text}
    </Button>
  );
  const unsavedNote = dirty && (
    <p className="text-sm text-amber-900" role="status">
      Save your changes first: approval is of the issue as saved.
    </p>
  );
  const status = campaign.status;
  return (
    <section className={card} aria-labelledby="send-title">
      <h2 id="send-title" className="text-lg font-semibold text-navy-900">
        Approve and send
      </h2>
      <div className="mt-3 space-y-3 text-sm text-slate-800">
        {(status === 'draft' || status === 'awaiting_approval' || status === 'approved') && <SendingNotReady />}
        {campaign.approval && (
          <p>
            Approved by {campaign.approval.by.name} on{' '}
            {new Date(campaign.approval.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}.
          </p>
        )}
        {campaign.approval_requested && status === 'awaiting_approval' && (
          <p>
            {campaign.approval_requested.by.name} asked for approval on{' '}
            {new Date(campaign.approval_requested.at).toLocaleString('en-US', { dateStyle: 'medium' })}.
          </p>
        )}
        {(status === 'draft' || status === 'awaiting_approval') && (
          <>
            {unsavedNote}
            {blocking > 0 && !dirty && (
              <p className="text-red-800">
                Fix the {blocking === 1 ? 'finding' : `${blocking} findings`} marked “Must fix” before approving.
              </p>
            )}
            <p>
              Approving confirms you reviewed this version: nothing is scheduled or sent without an approval, and any later edit needs a new
              one.
            </p>
            <div className="flex flex-wrap gap-2">
              {status === 'draft' &&
                button(
                  'request approval',
                  'Request approval',
                  () => void act('request approval', () => campaignApi.requestApproval(campaign.id), 'Sent for approval'),
                  false,
                  dirty,
                )}
              {button(
                'approve',
                'Approve this issue',
                () => void act('approve', () => campaignApi.approve(campaign.id, campaign.content_hash), 'Issue approved'),
                true,
                dirty || blocking > 0,
              )}
            </div>
          </>
        )}
        {status === 'approved' && (
          <fieldset className="space-y-2">
            <legend className="font-semibold">When to send</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name={radioGroup} checked={when === 'next'} onChange={() => setWhen('next')} />
              On your next send day{settings && `: ${inZone(settings.next_send_at, settings.time_zone)}`}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={radioGroup} checked={when === 'at'} onChange={() => setWhen('at')} />
              At a time I choose
            </label>
            {when === 'at' && (
              <Field label="Date and time (your computer’s time zone)" className="pl-6">
                <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
              </Field>
            )}
            <label className="flex items-center gap-2">
              <input type="radio" name={radioGroup} checked={when === 'now'} onChange={() => setWhen('now')} />
              Now (sending starts within a few minutes)
            </label>
            <div className="flex flex-wrap gap-2 pt-1">
              {button(
                'schedule',
                when === 'now' ? 'Send now' : 'Schedule',
                () =>
                  void act(
                    'schedule',
                    () => campaignApi.schedule(campaign.id, when, when === 'at' && at ? new Date(at).toISOString() : undefined),
                    'Issue scheduled',
                  ),
                true,
                when === 'at' && !at,
              )}
              {button(
                'return to draft',
                'Return to draft',
                () => void act('return to draft', () => campaignApi.returnToDraft(campaign.id), 'Back to draft'),
              )}
            </div>
          </fieldset>
        )}
        {status === 'scheduled' && campaign.scheduled_at && (
          <>
            <p>Scheduled for {inZone(campaign.scheduled_at, settings?.time_zone)}.</p>
            {button(
              'cancel',
              'Cancel the schedule',
              () => void act('cancel', () => campaignApi.cancelSchedule(campaign.id), 'Schedule cancelled'),
            )}
          </>
        )}
        {status === 'sending' &&
          button('pause', 'Pause sending', () => void act('pause', () => campaignApi.sending(campaign.id, 'pause'), 'Sending paused'))}
        {status === 'paused' && (
          <>
            <p>Paused: nothing more is sent until you resume.</p>
            {button(
              'resume',
              'Resume sending',
              () => void act('resume', () => campaignApi.sending(campaign.id, 'resume'), 'Sending resumed'),
              true,
            )}
          </>
        )}
        {status === 'sent' && <p>Sent. Duplicate it from the list to start the next issue from it.</p>}
      </div>
      {status !== 'sent' && (
        <div className="mt-5 border-t border-slate-200 pt-4">
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Send a proof to (someone at your firm)" hint={`As ${readerName} would receive it (the saved version).`}>
              <input type="email" value={proofTo} onChange={(e) => setProofTo(e.target.value)} />
            </Field>
            <div className="pb-7">{button('proof', 'Send a proof', () => void proof(), false, dirty || !proofTo.trim())}</div>
          </div>
        </div>
      )}
    </section>
  );
}
