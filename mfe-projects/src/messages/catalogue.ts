import { useT, withCatalogue as withCatalogueOf, type CatalogueLoader } from '@aec/ui';

/** mfe-projects's namespace: the project microsites (TEQIP-III, NEQIP, RUSA) and their tender alerts. */
export const NAMESPACE = 'mfe-projects';

/** One chunk per language: a page downloads only its own language's messages. */
export const catalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-mfe-projects-[request]" */ `./${language}.json`);

/** The microsites' translate function: `const t = useProjectsT(); t('pages.home')`. */
export const useProjectsT = () => useT(NAMESPACE);

export type ProjectsT = ReturnType<typeof useProjectsT>;

/** A section that renders once the microsites' messages in the page's language are there (the server waits for them). */
export const withCatalogue = withCatalogueOf(NAMESPACE, catalogue);
