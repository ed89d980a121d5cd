import * as AlertDialog from '@radix-ui/react-alert-dialog';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonDanger, buttonSecondary } from './styles';

const overlay = 'fixed inset-0 z-40 bg-slate-900/50';
const panel =
  'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-xl bg-white p-6 shadow-xl';
const WIDTHS = { narrow: 'w-[min(30rem,calc(100vw-2rem))]', wide: 'w-[min(56rem,calc(100vw-2rem))]' } as const;

interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  width?: keyof typeof WIDTHS;
  /** Where focus goes when it opens (Radix's default: the first focusable element). */
  initialFocus?: () => HTMLElement | null | undefined;
  /** Where focus goes back when it closes; a dialog opened without a Radix trigger names its opener. */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/** A modal (focus trapped, Escape and the overlay close it) for work that belongs on top of a screen. */
export function Dialog({ title, description, onClose, width = 'narrow', initialFocus, returnFocus, children }: DialogProps) {
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content
          className={`${panel} ${WIDTHS[width]}`}
          // Without a description Radix wants the attribute left out on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          // The toaster sits above every dialog (what a dialog did is said there): touching a toast is not leaving the dialog.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('.toast-viewport')) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <RadixDialog.Title className="text-lg font-semibold text-navy-900">{title}</RadixDialog.Title>
          {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the Dialog around it (a Cancel or Close button). */
export function DialogClose({ children = 'Close' }: { children?: ReactNode }) {
  return (
    <RadixDialog.Close type="button" className={buttonSecondary}>
      {children}
    </RadixDialog.Close>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation before something that cannot be undone: Cancel has the focus, Escape cancels. */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlay} />
        <AlertDialog.Content className={`${panel} ${WIDTHS.narrow}`}>
          <AlertDialog.Title className="text-lg font-semibold text-navy-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonSecondary}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonDanger} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
