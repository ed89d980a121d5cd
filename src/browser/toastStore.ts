import { atom } from 'nanostores';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  duration?: number;
}

/** The one toast on screen (the spec allows one at a time); a new one replaces it. */
export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;

export function showToast(toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }) {
  $toast.set({ variant: 'default', ...toast, id: nextId++ });
}

export function dismissToast() {
  $toast.set(null);
}
