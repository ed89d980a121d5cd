import { useEffect, useState } from 'react';
import type { SendingReadiness } from '#shared/schemas/sendingSettings';
import { api } from '#browser/api';

const LINK_WORDS = { '/settings#sending': 'Open Settings, Sending', '/settings#sending-domain': 'Open Settings, Sending domain' } as const;

/**
 * Beside an action that starts sending (enrol, approve, schedule): when the firm cannot send yet,
 * what to do and a link to the Settings section where it is done. The server refuses the action
 * with the same words; this says so before anyone presses the button. Nothing when ready.
 */
export function SendingNotReady({ className = '' }: { className?: string }) {
  const [readiness, setReadiness] = useState<SendingReadiness | null>(null);
  useEffect(() => {
    let live = true;
    // A failed read shows nothing: the action's own refusal still says what to do.
    api('sending-readiness').then(
      (answer) => live && setReadiness(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!readiness || readiness.ready) return null;
  return (
    <div
      className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}
      data-testid="sending-not-ready"
    >
      <p>
        <strong>Your emails cannot be sent yet.</strong> {readiness.problem}
      </p>
      <p className="mt-1">
        <a className="font-semibold underline" href={readiness.settings_path}>
          {LINK_WORDS[readiness.settings_path]}
        </a>
      </p>
    </div>
  );
}
