import type { ReactNode } from 'react';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { clearOfToasts } from './styles';

/** A signed-in screen's frame: back to the dashboard, the title, its main action, then the content. */
export function WorkspaceScreen({
  title,
  action,
  narrow = false,
  children,
}: {
  title: string;
  action?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-3">
            <a
              href="/dashboard"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">&larr;</span> Back to Dashboard
            </a>
            <h1 className="text-2xl font-bold text-navy-900">{title}</h1>
          </div>
          {action}
        </div>
      </header>
      <ConfirmEmailBanner />
      <main id="main" className={`mx-auto px-4 pt-8 sm:px-6 ${clearOfToasts} ${narrow ? 'max-w-4xl' : 'max-w-6xl'}`}>
        {children}
      </main>
    </div>
  );
}
