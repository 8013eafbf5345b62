// No React here: src/index.ts applies the stored choice before the app (and React) loads.
// shell/build/first-screen.js repeats readDisplayPreferences + applyDisplayPreferences in plain
// JavaScript (it runs before the first paint of the pre-rendered page): keep the two in step.
/** GIGW: text size and contrast chosen by the visitor, remembered on this device. */
export type TextSize = 'small' | 'normal' | 'large';
export type Contrast = 'normal' | 'high';

export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

export const STORAGE_KEY = 'aec.display';
export const DEFAULT_PREFERENCES: DisplayPreferences = { textSize: 'normal', contrast: 'normal' };
const DEFAULTS = DEFAULT_PREFERENCES;

function isPreferences(value: unknown): value is Partial<DisplayPreferences> {
  return typeof value === 'object' && value !== null;
}

export function readDisplayPreferences(): DisplayPreferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isPreferences(stored)) return DEFAULTS;
    return {
      textSize: stored.textSize === 'small' || stored.textSize === 'large' ? stored.textSize : 'normal',
      contrast: stored.contrast === 'high' ? 'high' : 'normal',
    };
  } catch {
    // Private mode or a corrupt value: the defaults still give a usable site.
    return DEFAULTS;
  }
}

/** Sets the html[data-text-size] and html[data-contrast] hooks of the design system's stylesheet. */
export function applyDisplayPreferences({ textSize, contrast }: DisplayPreferences): void {
  const root = document.documentElement;
  if (textSize === 'normal') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', textSize);
  if (contrast === 'high') root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
}
