import { useWatch } from 'react-hook-form';
import { describe, FieldLabel, Hint, type StepFieldProps } from './fields';
import { ImageField } from './ImageField';
import type { PickedImage } from './images';

interface BrandingStepProps extends StepFieldProps {
  logo: PickedImage | null;
  headshot: PickedImage | null;
  onPick: (kind: 'logo' | 'headshot', file: File) => Promise<boolean>;
  onRemove: (kind: 'logo' | 'headshot') => void;
}

export function BrandingStep({ register, control, isInvalid, logo, headshot, onPick, onRemove }: BrandingStepProps) {
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
        invalid={isInvalid('firmLogo')}
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
        invalid={isInvalid('headshot')}
        onPick={(file) => onPick('headshot', file)}
        onRemove={() => onRemove('headshot')}
      />
      <div>
        <FieldLabel name="brandColors">Brand Color</FieldLabel>
        <div className="mt-1 flex items-center gap-3">
          <input
            type="color"
            {...register('brandColors')}
            {...describe('brandColors', isInvalid, true)}
            className="h-11 w-16 cursor-pointer rounded-md border border-slate-400 bg-white p-1"
          />
          <span className="font-mono text-sm text-slate-800" data-testid="brand-color-value">
            {brandColor}
          </span>
        </div>
        <Hint name="brandColors">Your primary brand color, used for headings and buttons in your newsletter.</Hint>
      </div>
    </div>
  );
}
