// Styles load with the page (not with the async bootstrap) so the first paint is already styled.
import '@aec/ui/styles.css';
import './layout/shell.css';
import './layout/fonts.css';
import './features/home/home.css';
import { applyDisplayPreferences, readDisplayPreferences } from './features/accessibility/display-preferences';

// The visitor's text size and contrast apply before anything is drawn, so nothing flashes.
applyDisplayPreferences(readDisplayPreferences());

// Only an async boundary: shared modules (react, router, @aec/ui) are negotiated before use.
import('./bootstrap');
