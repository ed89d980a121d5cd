import type { ReactNode } from 'react';
import { deferred } from './deferred';

// The toaster (Radix Toast, about 13 KB gzip) is not part of the first paint: it
// loads right after, and a toast raised before it arrives waits in the store.
const Toaster = deferred(() => import('./Toaster').then((module) => module.Toaster));

/** Wraps every island's screen with the page's one toaster. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
