import { useT, type CatalogueLoader } from '@aec/ui';

/** mfe-campus's namespace: campus life, hostels, clubs, the library and the computing centre. */
export const NAMESPACE = 'mfe-campus';

/** One chunk per language: a page downloads only its own language's messages. */
export const campusCatalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-mfe-campus-[request]" */ `./${language}.json`);

/** The campus translate function: `const t = useCampusT(); t('library.title')`. */
export const useCampusT = () => useT(NAMESPACE);

export type CampusT = ReturnType<typeof useCampusT>;
