import { atom } from 'nanostores';
import type { ReactNode } from 'react';

export interface ToastMessage {
  id: number;
  title: string;
  /** Words, or words with a link (a toast stays keyboard-reachable: F8 moves focus to it). */
  description?: ReactNode;
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

/** The destructive toast for something that failed: its title, and the error's own words (the server's `{error}`). */
export function showFailure(title: string, error: unknown) {
  showToast({ title, description: error instanceof Error ? error.message : undefined, variant: 'destructive' });
}
