import * as Toast from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { $toast, dismissToast } from '#browser/toastStore';

export const TOAST_DURATION_MS = 5000;

/**
 * The page's single toaster. Radix provides: Escape and the close button close
 * it, a swipe right past 50 px dismisses it, the timer pauses on hover, focus
 * and window blur, and F8 focuses the notification region.
 */
export function Toaster() {
  const toast = useStore($toast);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toast && (
        <Toast.Root
          key={toast.id}
          duration={toast.duration}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          data-variant={toast.variant}
          data-testid="toast"
          className={
            'toast-root relative grid grid-cols-[1fr_auto] gap-x-3 rounded-lg border p-4 pr-10 shadow-lg ' +
            (toast.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900')
          }
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="col-span-2 mt-1 text-sm">{toast.description}</Toast.Description>}
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 text-lg leading-none opacity-80 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport pointer-events-auto fixed bottom-0 right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
