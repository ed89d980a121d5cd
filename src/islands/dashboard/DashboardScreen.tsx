import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_NAME } from '#shared/site';
import { $session, signOut } from '#browser/session';
import { showToast } from '#browser/toastStore';
import { authErrorMessage } from '#browser/authErrors';
import { Button } from '../ui/Button';
import { ConfirmEmailBanner } from '../ui/ConfirmEmailBanner';
import { clearOfToasts } from '../ui/styles';
import { GettingStarted } from './GettingStarted';

interface Tile {
  title: string;
  description: string;
  href?: string;
  icon: ReactNode;
}

const icon = (path: string) => (
  <svg
    viewBox="0 0 24 24"
    className="h-6 w-6"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={path} />
  </svg>
);

export const DASHBOARD_TILES: Tile[] = [
  {
    title: 'AI Email Sequences',
    description: 'Generate drip campaigns from a one-sentence prompt.',
    href: '/sequences',
    icon: icon('M4 6h16v12H4zM4 7l8 6 8-6'),
  },
  {
    title: 'AI Calling Agents',
    description: 'Agents that qualify your website visitors by phone.',
    href: '/agents',
    icon: icon('M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'),
  },
  {
    title: 'Lead Importer',
    description: 'Webhooks that bring leads in automatically. Set up in Settings.',
    href: '/settings#lead-webhook',
    icon: icon('M12 3v12m0 0-4-4m4 4 4-4M4 17v3h16v-3'),
  },
  {
    title: 'Internal CRM',
    description: 'Contacts, segments and history in one place.',
    href: '/contacts',
    icon: icon('M16 11a4 4 0 1 0-8 0M4 20a8 8 0 0 1 16 0'),
  },
  {
    title: 'Campaigns',
    description: 'Your hyper-local newsletter: draft, approve and send each issue.',
    href: '/campaigns',
    icon: icon('M3 11l18-7-7 18-2-8z'),
  },
  {
    title: 'Reports',
    description: 'What every email achieved, up to signed cases and your cost per case.',
    href: '/reports',
    icon: icon('M4 20V10m6 10V4m6 16v-7m4 7H2'),
  },
  {
    title: 'Settings',
    description: 'Tenant and integration settings, including API keys.',
    href: '/settings',
    icon: icon(
      'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2z',
    ),
  },
];

function TileCard({ tile }: { tile: Tile }) {
  const body = (
    <>
      <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-navy-800/10 text-navy-800">{tile.icon}</span>
      <span className="mt-4 flex items-center gap-2 text-lg font-semibold text-navy-900">
        {tile.title}
        {!tile.href && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">Coming soon</span>}
      </span>
      <span className="mt-1 block text-sm text-slate-600">{tile.description}</span>
    </>
  );
  const base = 'flex h-full flex-col rounded-xl border p-6 text-left';
  if (!tile.href) {
    return (
      <div aria-disabled="true" data-testid="tile" className={`${base} cursor-not-allowed border-slate-200 bg-slate-50 opacity-75`}>
        {body}
      </div>
    );
  }
  return (
    <a
      href={tile.href}
      data-testid="tile"
      className={`${base} border-slate-200 bg-white shadow-sm transition hover:border-navy-800 hover:shadow-md`}
    >
      {body}
    </a>
  );
}

/** The dashboard: the account, the firm's next steps while it has any, and a tile per feature. */
export function DashboardScreen() {
  const { user, profile, confirmed } = useStore($session);
  // Back from the confirmation link (browser/verification.ts): say so once the session agrees.
  const [arrivedConfirming] = useState(() => new URLSearchParams(location.search).has('confirmed'));
  useEffect(() => {
    if (!arrivedConfirming || !confirmed) return;
    history.replaceState(null, '', location.pathname);
    showToast({ title: 'Email address confirmed.', description: 'Everything in your workspace is open to you now.' });
  }, [arrivedConfirming, confirmed]);
  async function onSignOut() {
    try {
      await signOut();
      location.assign('/login');
    } catch (error) {
      showToast({ title: 'Sign out Failed', description: authErrorMessage(error), variant: 'destructive' });
    }
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <p className="text-lg font-bold text-navy-900">
            {PRODUCT_NAME} <span className="font-normal text-slate-500">/</span> <span className="font-semibold">Dashboard</span>
          </p>
          <div className="flex items-center gap-4 text-sm">
            <span className="text-slate-700" data-testid="user-email">
              {user?.email}
            </span>
            <Button onClick={onSignOut} className="px-3 py-1.5">
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <ConfirmEmailBanner />
      <main id="main" className={`mx-auto max-w-6xl px-4 pt-10 sm:px-6 ${clearOfToasts}`}>
        <h1 className="text-3xl font-bold text-navy-900">Welcome, {profile?.full_name || 'Attorney'}!</h1>
        <p className="mt-2 text-slate-600">This is your command center. Select a feature to get started.</p>
        <GettingStarted />
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {DASHBOARD_TILES.map((tile) => (
            <li key={tile.title}>
              <TileCard tile={tile} />
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
