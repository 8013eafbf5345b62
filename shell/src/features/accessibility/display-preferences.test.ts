/** @jest-environment jsdom */
import { STORAGE_KEY, applyDisplayPreferences, readDisplayPreferences } from './display-preferences';

describe('display preferences (GIGW text size and contrast)', () => {
  beforeEach(() => {
    localStorage.clear();
    applyDisplayPreferences({ textSize: 'normal', contrast: 'normal' });
  });

  it('defaults to normal size and contrast', () => {
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
  });

  it('reads what was stored, ignoring values it does not know', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ textSize: 'large', contrast: 'high' }));
    expect(readDisplayPreferences()).toEqual({ textSize: 'large', contrast: 'high' });
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ textSize: 'huge', contrast: 'neon' }));
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
    localStorage.setItem(STORAGE_KEY, '{not json');
    expect(readDisplayPreferences()).toEqual({ textSize: 'normal', contrast: 'normal' });
  });

  it('sets and clears the html hooks of the stylesheet', () => {
    const html = document.documentElement;
    applyDisplayPreferences({ textSize: 'small', contrast: 'high' });
    expect(html.getAttribute('data-text-size')).toBe('small');
    expect(html.getAttribute('data-contrast')).toBe('high');
    applyDisplayPreferences({ textSize: 'normal', contrast: 'normal' });
    expect(html.hasAttribute('data-text-size')).toBe(false);
    expect(html.hasAttribute('data-contrast')).toBe(false);
  });
});
