import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Spinner } from '../ui/Spinner';
import { fieldId } from './fields';
import type { PickedImage } from './images';

interface ImageFieldProps {
  name: 'firmLogo' | 'headshot';
  label: ReactNode;
  required?: boolean;
  hint: string;
  image: PickedImage | null;
  previewAlt: string;
  removeLabel: string;
  /** The last check's problem with this image, if any. */
  error: string | undefined;
  /** Checks and keeps the file; resolves false when it was refused. */
  onPick: (file: File) => Promise<boolean>;
  onRemove: () => void;
}

/** A PNG/JPEG picker with its preview. The native input stays, for keyboards and screen readers. */
export function ImageField({
  name,
  label,
  required = false,
  hint,
  image,
  previewAlt,
  removeLabel,
  error,
  onPick,
  onRemove,
}: ImageFieldProps) {
  const [checking, setChecking] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setChecking(true);
    const kept = await onPick(file);
    setChecking(false);
    // A refused file is not kept, and clearing lets the same file be chosen again after fixing it.
    if (!kept) input.value = '';
  }

  return (
    <div>
      <Field label={label} required={required} hint={hint} error={error}>
        <input
          id={fieldId(name)}
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          required={required && !image}
          onChange={onChange}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1 file:font-medium file:text-slate-800 hover:file:bg-slate-100"
        />
      </Field>
      {checking && <Spinner label="Checking image" className="mt-2 h-5 w-5 text-navy-800" />}
      {image && (
        <div className="mt-3 flex items-center gap-4 rounded-lg border border-slate-200 p-3">
          <img src={image.preview} alt={previewAlt} className="h-20 w-20 rounded-md border border-slate-200 bg-slate-50 object-contain" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm text-slate-700" title={image.name}>
              {image.name}
            </p>
            <Button
              variant="danger"
              className="mt-2 text-sm"
              onClick={() => {
                const input = document.getElementById(fieldId(name)) as HTMLInputElement | null;
                if (input) input.value = '';
                onRemove();
                input?.focus();
              }}
            >
              {removeLabel}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
