import type { CatalogueLoader } from '../i18n/catalogue';

/** The design system's own words (states, forms, dialogs, the PDF viewer, galleries): shipped with the shell, which provides @aec/ui. */
export const UI_NAMESPACE = 'ui';

export const uiCatalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-ui-[request]" */ `./${language}.json`);
