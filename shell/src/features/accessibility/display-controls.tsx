import { useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../messages/catalogue';
import type { TextSize } from './display-preferences';
import { useDisplayPreferences } from './use-display-preferences';

const TEXT_SIZES: { size: TextSize; label: string; name: string }[] = [
  { size: 'small', label: 'A-', name: 'display.smaller' },
  { size: 'normal', label: 'A', name: 'display.normal' },
  { size: 'large', label: 'A+', name: 'display.larger' },
];

/** A-/A/A+ and high contrast (GIGW), in the header's top bar on every page. */
export function DisplayControls() {
  const t = useT(SHELL_NAMESPACE);
  const { preferences, update } = useDisplayPreferences();
  const highContrast = preferences.contrast === 'high';
  return (
    <div className="display-controls">
      <div role="group" aria-label={t('display.textSize')} className="display-controls__group">
        {TEXT_SIZES.map(({ size, label, name }) => (
          <button
            key={size}
            type="button"
            className="display-controls__button"
            aria-pressed={preferences.textSize === size}
            title={t(name)}
            onClick={() => update({ textSize: size })}
          >
            {label}
            {/* Spoken after the visible letters, so voice control can use what is on screen. */}
            <span className="visually-hidden"> ({t(name).toLowerCase()})</span>
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
        <span className="display-controls__contrast-label">{t('display.highContrast')}</span>
      </button>
    </div>
  );
}
