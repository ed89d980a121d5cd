import type { ReactNode } from 'react';

/** A signed-in screen's header: back to the dashboard, the title, and its main action. */
export function ScreenHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
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
  );
}
