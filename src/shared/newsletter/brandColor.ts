/**
 * The firm's one brand colour, made safe for text. WCAG 2.2 asks for a contrast of at least
 * 4.5:1 between normal text and its background (success criterion 1.4.3, level AA). The email
 * uses the colour in two ways: as a background under white or near-black text (the header band
 * and the button), and as the colour of links and headings on white. A colour too light for the
 * second keeps its hue and is darkened until it passes; the first always passes with white or black text (the worst case, a mid grey, still reaches
 * 4.58:1 against black).
 */

export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const BRAND_COLOR_INVALID = 'Brand colour must be a colour written #RRGGBB (for example #002366).';
export const AA_TEXT_CONTRAST = 4.5;

export const WHITE = '#ffffff';
export const NEAR_BLACK = '#111827';
/** The card colour in dark mode (mail apps that honour prefers-color-scheme). */
export const DARK_CARD = '#1f2937';

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance as WCAG defines it. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface BrandPalette {
  /** The firm's colour as chosen: the header band and the button. */
  brand: string;
  /** Text on the brand colour: white when it passes, else near-black. */
  onBrand: string;
  /** Links and headings on white: the brand colour, or a darker shade of it when it is too light. */
  accent: string;
  /** Whether `accent` had to be darkened, for Settings to say so. */
  accentDarkened: boolean;
  /** Links and headings on the dark-mode card: the brand colour lightened until it passes there. */
  accentOnDark: string;
}

export function brandPalette(color: string): BrandPalette {
  const brand = BRAND_COLOR_PATTERN.test(color) ? color.toLowerCase() : '#002366';
  // White when it passes; else near-black, or black for the few mid tones where only black does.
  const onBrand = [WHITE, NEAR_BLACK].find((ink) => contrastRatio(brand, ink) >= AA_TEXT_CONTRAST) ?? '#000000';
  let accent = brand;
  const rgb = rgbOf(brand);
  // Mix toward black in small steps: the first shade that passes keeps as much of the colour as it can.
  for (let step = 1; contrastRatio(accent, WHITE) < AA_TEXT_CONTRAST && step <= 20; step++) {
    accent = hexOf(rgb.map((c) => c * (1 - step / 20)) as Rgb);
  }
  let accentOnDark = brand;
  for (let step = 1; contrastRatio(accentOnDark, DARK_CARD) < AA_TEXT_CONTRAST && step <= 20; step++) {
    accentOnDark = hexOf(rgb.map((c) => c + (255 - c) * (step / 20)) as Rgb);
  }
  return { brand, onBrand, accent, accentDarkened: accent !== brand, accentOnDark };
}
