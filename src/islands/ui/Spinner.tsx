export function Spinner({ label = 'Loading', className = 'h-8 w-8 text-navy-800' }: { label?: string; className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" role="status" aria-label={label}>
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" opacity="0.25" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The centred spinner signed-in pages show while something loads. */
export function CenteredSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" data-testid="centered-spinner">
      <Spinner label={label} className="h-10 w-10 text-navy-800" />
    </div>
  );
}
