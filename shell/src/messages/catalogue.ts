import type { CatalogueLoader } from '@aec/ui';

/** The shell's namespace: header, navigation, footer, accessibility controls, fallback pages. */
export const SHELL_NAMESPACE = 'shell';

/** One chunk per language: a page downloads only its own language's messages. */
export const shellCatalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-shell-[request]" */ `./${language}.json`);
