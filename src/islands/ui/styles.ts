/** Shared class names for the workspace's controls, so every screen looks and behaves alike. */
export const buttonPrimary =
  'inline-flex items-center justify-center gap-2 rounded-lg bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonSecondary =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60';
export const buttonDanger =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-red-200 bg-white px-3 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60';
/** A button that reads as a link: secondary actions inside a card. */
export const buttonLink =
  'inline-flex items-center gap-2 text-sm font-medium text-navy-800 underline underline-offset-2 disabled:opacity-60';
export const input =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-navy-800';
export const label = 'block text-sm font-medium text-slate-700';
export const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
/**
 * Room below a screen's last row, at least as tall as a toast in its corner, so a
 * toast never hides the buttons that end a form (Save sits bottom-right, where
 * toasts appear, and hovering a toast pauses it).
 */
export const clearOfToasts = 'pb-48';
