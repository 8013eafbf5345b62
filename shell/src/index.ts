// Styles load with the page (not with the async bootstrap) so the first paint is already styled.
import '@aec/ui/styles.css';
import './layout/shell.css';

// Only an async boundary: shared modules (react, router, @aec/ui) are negotiated before use.
import('./bootstrap');
