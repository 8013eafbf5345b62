import type { CatalogueLoader } from '@aec/ui';

/** mfe-office's namespace: the office pages, the grievance pages and forms, the union's and the association's pages. */
export const NAMESPACE = 'mfe-office';

/** One chunk per language: a page downloads only its own language's messages. */
export const catalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-mfe-office-[request]" */ `./${language}.json`);
