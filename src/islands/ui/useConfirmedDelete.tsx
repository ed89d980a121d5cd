import { useState } from 'react';
import { showFailure, showToast } from '#browser/toastStore';
import { deferred } from './deferred';

// The dialog (Radix AlertDialog, about 9 KB gzip) loads on the first delete, then stays mounted.
const ConfirmDialog = deferred(() => import('./Dialog').then((module) => module.ConfirmDialog));

interface ConfirmedDeleteOptions<T> {
  /** Dialog heading, e.g. "Delete agent". */
  title: string;
  /** The spec's confirmation question. */
  question: string;
  remove: (item: T) => Promise<unknown>;
  onDeleted: (item: T) => void;
  deletedToast: string;
  failedToast: string;
}

/**
 * Delete behind an accessible confirmation, then the success or failure toast:
 * `ask(item)` opens the dialog, `dialog` is rendered once by the screen.
 */
export function useConfirmedDelete<T>({ title, question, remove, onDeleted, deletedToast, failedToast }: ConfirmedDeleteOptions<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const [asked, setAsked] = useState(false);

  function ask(item: T) {
    setAsked(true);
    setPending(item);
  }

  async function confirm() {
    const item = pending;
    setPending(null);
    if (item === null) return;
    try {
      await remove(item);
      onDeleted(item);
      showToast({ title: deletedToast });
    } catch (error) {
      showFailure(failedToast, error);
    }
  }

  const dialog = asked && (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={question}
      confirmLabel="Delete"
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { ask, dialog };
}
