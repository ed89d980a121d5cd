import type { ReactNode } from 'react';
import { Toaster } from './Toaster';

/** Wraps every island's screen with the page's one toaster. */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
