// No React here: src/index.ts applies the stored choice before the app (and React) loads.
// shell/build/first-screen.js repeats readDisplayPreferences + applyDisplayPreferences in plain
// JavaScript (it runs before the first paint of the pre-rendered page): keep the two in step.
import { parseCookie, stringifySetCookie } from 'cookie';

/** GIGW: text size and contrast chosen by the visitor, remembered on this device. */
export type TextSize = 'small' | 'normal' | 'large';
export type Contrast = 'normal' | 'high';

export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

/**
 * The cookie that remembers the choice, "<textSize>.<contrast>" ("large.high"); none for the defaults. A cookie
 * rather than localStorage: first-screen.js reads it before the first paint, and a page's first read of its
 * localStorage is a synchronous load (decision 210). The server never reads it.
 */
export const DISPLAY_COOKIE = 'aec_display';
/** Where the choice was kept before decision 210: read once, moved into the cookie, removed. */
export const LEGACY_STORAGE_KEY = 'aec.display';
export const DEFAULT_PREFERENCES: DisplayPreferences = { textSize: 'normal', contrast: 'normal' };
const DEFAULTS = DEFAULT_PREFERENCES;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Any value this site does not know (an old release's, a hand-edited one) is the default. */
function preferencesFrom(textSize: unknown, contrast: unknown): DisplayPreferences {
  return {
    textSize: textSize === 'small' || textSize === 'large' ? textSize : 'normal',
    contrast: contrast === 'high' ? 'high' : 'normal',
  };
}

/** The choice kept in localStorage by releases before decision 210, or null. */
function readLegacyPreferences(): DisplayPreferences | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LEGACY_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { textSize, contrast } = stored as Partial<Record<keyof DisplayPreferences, unknown>>;
    return preferencesFrom(textSize, contrast);
  } catch {
    // Private mode or a corrupt value.
    return null;
  }
}

/** Remembers the choice on this device for a year; the defaults remove the cookie. */
export function storeDisplayPreferences({ textSize, contrast }: DisplayPreferences): void {
  const isDefault = textSize === 'normal' && contrast === 'normal';
  document.cookie = stringifySetCookie(DISPLAY_COOKIE, isDefault ? '' : `${textSize}.${contrast}`, {
    path: '/',
    maxAge: isDefault ? 0 : YEAR_SECONDS,
    sameSite: 'lax',
    secure: location.protocol === 'https:',
  });
}

export function readDisplayPreferences(): DisplayPreferences {
  const stored = parseCookie(document.cookie)[DISPLAY_COOKIE];
  if (stored) {
    const [textSize, contrast] = stored.split('.');
    return preferencesFrom(textSize, contrast);
  }
  // A visitor who chose before decision 210: the choice moves into the cookie (this page showed the defaults first).
  const legacy = readLegacyPreferences();
  if (!legacy) return DEFAULTS;
  storeDisplayPreferences(legacy);
  try {
    localStorage.removeItem(LEGACY_STORAGE_KEY);
  } catch {
    // Blocked storage: read again next time, and moved again.
  }
  return legacy;
}

/** Sets the html[data-text-size] and html[data-contrast] hooks of the design system's stylesheet. */
export function applyDisplayPreferences({ textSize, contrast }: DisplayPreferences): void {
  const root = document.documentElement;
  if (textSize === 'normal') root.removeAttribute('data-text-size');
  else root.setAttribute('data-text-size', textSize);
  if (contrast === 'high') root.setAttribute('data-contrast', 'high');
  else root.removeAttribute('data-contrast');
}
