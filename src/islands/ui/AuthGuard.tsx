import { useEffect, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $session, startSession } from '#browser/session';
import { CenteredSpinner } from './Spinner';

/**
 * Signed-in screens: a centred spinner while the session loads; with no user,
 * back to the home page, replacing this history entry.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const session = useStore($session);
  useEffect(() => startSession(), []);
  useEffect(() => {
    if (!session.loading && !session.user) location.replace('/');
  }, [session.loading, session.user]);
  if (session.loading || !session.user) return <CenteredSpinner label="Loading your account" />;
  return <>{children}</>;
}
