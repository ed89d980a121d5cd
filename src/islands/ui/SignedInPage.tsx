import type { ComponentType, ReactNode } from 'react';
import { AppRoot } from './AppRoot';
import { AuthGuard } from './AuthGuard';
import { deferred } from './deferred';
import { CenteredSpinner } from './Spinner';

/** Every signed-in island: the page's toaster, and the guard that waits for the session. */
export function SignedInApp({ children }: { children: ReactNode }) {
  return (
    <AppRoot>
      <AuthGuard>{children}</AuthGuard>
    </AppRoot>
  );
}

/**
 * A signed-in page's island: the frame above, and the screen, whose code starts downloading as
 * soon as this module runs, while the session is being checked (nothing signed-in shows before
 * that). The screen stays out of the page's start-up JavaScript without making anyone wait.
 */
export function signedInPage(load: () => Promise<ComponentType>, loadingLabel: string) {
  const Screen = deferred(load);
  void Screen.preload();
  return function SignedInPage() {
    return (
      <SignedInApp>
        <Screen fallback={<CenteredSpinner label={loadingLabel} />} />
      </SignedInApp>
    );
  };
}
