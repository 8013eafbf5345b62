/** @jest-environment jsdom */
import fs from 'node:fs';
import path from 'node:path';
import {
  DISPLAY_COOKIE,
  LEGACY_STORAGE_KEY,
  applyDisplayPreferences,
  readDisplayPreferences,
  storeDisplayPreferences,
  type DisplayPreferences,
} from './display-preferences';

const html = document.documentElement;
const clearCookies = () => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
};

/** Runs the pre-paint script every page carries first (its source, as the build minifies it) in this document. */
function runFirstScreenScript(): void {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../build/first-screen.js'), 'utf8');
  // Marked as the server marks a tap page, so that the script stops after the preferences and its listeners.
  html.setAttribute('data-ssr', '');
  html.setAttribute('data-lite', '');
  new Function(source.replace('/* TAP_ONLY */ false', 'true'))();
}

describe('display preferences (GIGW text size and contrast)', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
    applyDisplayPreferences({ textSize: 'normal', contrast: 'normal' });
  });

  it('defaults to normal size and contrast', () => {
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
  });

  it('remembers a choice in a cookie, and the defaults remove it', () => {
    storeDisplayPreferences({ textSize: 'large', contrast: 'high' });
    expect(document.cookie).toBe(`${DISPLAY_COOKIE}=large.high`);
    expect(readDisplayPreferences()).toEqual({ textSize: 'large', contrast: 'high' });
    storeDisplayPreferences({ textSize: 'normal', contrast: 'normal' });
    expect(document.cookie).toBe('');
  });

  it('reads a value it does not know as the default', () => {
    document.cookie = `${DISPLAY_COOKIE}=huge.neon; Path=/`;
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
    document.cookie = `${DISPLAY_COOKIE}=small; Path=/`;
    expect(readDisplayPreferences()).toEqual({ textSize: 'small', contrast: 'normal' });
  });

  it('moves a choice an earlier release kept in localStorage into the cookie', () => {
    localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify({ textSize: 'small', contrast: 'high' }));
    expect(readDisplayPreferences()).toEqual({ textSize: 'small', contrast: 'high' });
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toBe(`${DISPLAY_COOKIE}=small.high`);
    localStorage.setItem(LEGACY_STORAGE_KEY, '{not json');
    clearCookies();
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
  });

  it('sets and clears the html hooks of the stylesheet', () => {
    applyDisplayPreferences({ textSize: 'small', contrast: 'high' });
    expect(html.getAttribute('data-text-size')).toBe('small');
    expect(html.getAttribute('data-contrast')).toBe('high');
    applyDisplayPreferences({ textSize: 'normal', contrast: 'normal' });
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(html.hasAttribute('data-contrast')).toBe(false);
  });

  describe('first-screen.js, before the first paint', () => {
    const choices: DisplayPreferences[] = [
      { textSize: 'large', contrast: 'high' },
      { textSize: 'small', contrast: 'normal' },
      { textSize: 'normal', contrast: 'high' },
    ];
    for (const choice of choices) {
      it(`applies ${choice.textSize} text and ${choice.contrast} contrast as the app stored them`, () => {
        storeDisplayPreferences(choice);
        runFirstScreenScript();
        expect(html.getAttribute('data-text-size')).toBe(choice.textSize === 'normal' ? null : choice.textSize);
        expect(html.getAttribute('data-contrast')).toBe(choice.contrast === 'high' ? 'high' : null);
      });
    }

    it("shows the visitor's choice pressed in the header's buttons the server drew with the defaults", () => {
      // As site-header.tsx renders DisplayControls on the server: A- A A+, then contrast; "A" pressed.
      document.body.innerHTML = ['false', 'true', 'false', 'false']
        .map((pressed) => `<button type="button" class="display-controls__button" aria-pressed="${pressed}"></button>`)
        .join('');
      const pressed = () => [...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-pressed'));
      storeDisplayPreferences({ textSize: 'large', contrast: 'high' });
      runFirstScreenScript();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(pressed()).toEqual(['false', 'false', 'true', 'true']);
      storeDisplayPreferences({ textSize: 'small', contrast: 'normal' });
      runFirstScreenScript();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(pressed()).toEqual(['true', 'false', 'false', 'false']);
      document.body.innerHTML = '';
    });

    it('does not read localStorage (a synchronous load before the paint, decision 210)', () => {
      const getItem = jest.spyOn(Storage.prototype, 'getItem');
      runFirstScreenScript();
      expect(getItem).not.toHaveBeenCalled();
      getItem.mockRestore();
    });
  });
});
