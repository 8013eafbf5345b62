import type { TextSize } from './display-preferences';
import { useDisplayPreferences } from './use-display-preferences';

const TEXT_SIZES: { size: TextSize; label: string; name: string }[] = [
  { size: 'small', label: 'A-', name: 'Smaller text' },
  { size: 'normal', label: 'A', name: 'Normal text size' },
  { size: 'large', label: 'A+', name: 'Larger text' },
];

/** A-/A/A+ and high contrast (GIGW), in the header's top bar on every page. */
export function DisplayControls() {
  const { preferences, update } = useDisplayPreferences();
  const highContrast = preferences.contrast === 'high';
  return (
    <div className="display-controls">
      <div role="group" aria-label="Text size" className="display-controls__group">
        {TEXT_SIZES.map(({ size, label, name }) => (
          <button
            key={size}
            type="button"
            className="display-controls__button"
            aria-pressed={preferences.textSize === size}
            title={name}
            onClick={() => update({ textSize: size })}
          >
            {label}
            {/* Spoken after the visible letters, so voice control can use what is on screen. */}
            <span className="visually-hidden"> ({name.toLowerCase()})</span>
          </button>
        ))}
      </div>
      <button
        type="button"
        className="display-controls__button display-controls__contrast"
        aria-pressed={highContrast}
        onClick={() => update({ contrast: highContrast ? 'normal' : 'high' })}
      >
        <span aria-hidden="true" className="contrast-icon" />
        <span className="display-controls__contrast-label">High contrast</span>
      </button>
    </div>
  );
}
