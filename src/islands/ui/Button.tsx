import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';
import { buttonDanger, buttonLink, buttonPrimary, buttonSecondary } from './styles';

const VARIANTS = { primary: buttonPrimary, secondary: buttonSecondary, danger: buttonDanger, link: buttonLink } as const;

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  /** While true the button is disabled and shows a spinner named `pendingLabel` before its text. */
  pending?: boolean;
  pendingLabel?: string;
}

/** The workspace's button: a variant's look, `type="button"` unless told otherwise, and a pending state. */
export function Button({
  variant = 'secondary',
  pending = false,
  pendingLabel = 'Working',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || pending}
      className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]}
    >
      {pending && <Spinner label={pendingLabel} className="h-4 w-4" />}
      {children}
    </button>
  );
}
