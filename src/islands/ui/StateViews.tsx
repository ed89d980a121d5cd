import type { ReactNode } from 'react';

export function ErrorState({ title = 'An Error Occurred', message }: { title?: string; message: string }) {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-lg rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="text-xl font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-red-800">{message}</p>
    </div>
  );
}

/** A list with nothing in it yet: what is missing, and the button that makes the first one. */
export function EmptyState({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="mx-auto mt-12 max-w-lg rounded-xl border-2 border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
      <div className="mt-6">{action}</div>
    </div>
  );
}

/** The grid of cards a list screen shows: one column on a phone, two, then three. Children are `<li>`s. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
