import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, startSession } from '#browser/session';
import { NOT_FOUND_PAGE } from '#shared/site';
import { AppRoot } from '../ui/AppRoot';
import { deferred } from '../ui/deferred';
import { CenteredSpinner } from '../ui/Spinner';

const DeskScreen = deferred(() => import('./DeskScreen').then((module) => module.DeskScreen));

/** The 404 page's words, as anyone who is not staff sees /desk: the same as a page that does not exist. */
function NotFound() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-widest text-navy-700 uppercase">{NOT_FOUND_PAGE.kicker}</p>
      <h1 className="mt-4 text-4xl font-extrabold text-navy-900">{NOT_FOUND_PAGE.heading}</h1>
      <p className="mt-6 text-lg text-slate-700">{NOT_FOUND_PAGE.text}</p>
      <p className="mt-10">
        <a href="/" className="rounded-lg bg-navy-800 px-6 py-3 font-semibold text-white hover:bg-navy-700">
          {NOT_FOUND_PAGE.home}
        </a>
      </p>
    </main>
  );
}

/**
 * /desk: staff only. The screen's code is fetched only once the account is known to be staff
 * (GET /api/me says so), so a visitor's browser loads nothing of it.
 */
export default function DeskApp() {
  const session = useStore($session);
  useEffect(() => startSession(), []);
  const staff = session.profile?.staff === true;
  if (session.loading || (session.user && session.profileLoading && !session.profile)) return <CenteredSpinner label="Loading" />;
  if (!staff) return <NotFound />;
  return (
    <AppRoot>
      <DeskScreen fallback={<CenteredSpinner label="Loading the desk" />} />
    </AppRoot>
  );
}
