import { lazy, Suspense, type ReactNode } from 'react';

// The toaster (Radix Toast, about 13 KB gzip) is not part of the first paint: it
// loads right after, and a toast raised before it arrives waits in the store.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/** Wraps every island's screen with the page's one toaster. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
