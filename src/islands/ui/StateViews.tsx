import type { ReactNode } from 'react';

export function ErrorState({ title = 'An Error Occurred', message }: { title?: string; message: string }) {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-lg rounded-xl border border-red-200 bg-red-50 p-8 text-center">
      <h2 className="text-xl font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-red-800">{message}</p>
    </div>
  );
}

export function EmptyState({ title, action }: { title: string; action: ReactNode }) {
  return (
    <div className="mx-auto mt-12 max-w-lg rounded-xl border-2 border-dashed border-slate-300 p-10 text-center">
      <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
      <div className="mt-6">{action}</div>
    </div>
  );
}
