import { useWatch } from 'react-hook-form';
import { Field } from '../ui/Field';
import { fieldId, problemOf, type StepFieldProps } from './fields';
import { ImageField } from './ImageField';
import type { PickedImage } from './images';

interface BrandingStepProps extends StepFieldProps {
  logo: PickedImage | null;
  headshot: PickedImage | null;
  onPick: (kind: 'logo' | 'headshot', file: File) => Promise<boolean>;
  onRemove: (kind: 'logo' | 'headshot') => void;
}

export function BrandingStep({ register, control, errors, logo, headshot, onPick, onRemove }: BrandingStepProps) {
  const brandColor = useWatch({ control, name: 'brandColors' });
  return (
    <div className="space-y-6">
      <ImageField
        name="firmLogo"
        label="Firm Logo"
        required
        hint="PNG or JPG, up to 2 MB. 500x500 px recommended."
        image={logo}
        previewAlt="Firm logo preview"
        removeLabel="Remove logo"
        error={problemOf(errors, 'firmLogo')}
        onPick={(file) => onPick('logo', file)}
        onRemove={() => onRemove('logo')}
      />
      <ImageField
        name="headshot"
        label="Headshot (optional)"
        hint="PNG or JPG, up to 2 MB."
        image={headshot}
        previewAlt="Headshot preview"
        removeLabel="Remove headshot"
        error={problemOf(errors, 'headshot')}
        onPick={(file) => onPick('headshot', file)}
        onRemove={() => onRemove('headshot')}
      />
      <div className="flex items-end gap-3">
        <Field
          label="Brand Color"
          error={problemOf(errors, 'brandColors')}
          hint="Your primary brand color, used for headings and buttons in your newsletter."
        >
          <input type="color" id={fieldId('brandColors')} {...register('brandColors')} className="h-11 w-16 cursor-pointer p-1" />
        </Field>
        <span className="mb-8 font-mono text-sm text-slate-800" data-testid="brand-color-value">
          {brandColor}
        </span>
      </div>
    </div>
  );
}
