import { useT, withCatalogue as withCatalogueOf, type CatalogueLoader } from '@aec/ui';

/** mfe-departments's namespace: /departments, /schools, /all-faculty and the department sites. */
export const NAMESPACE = 'mfe-departments';

/** One chunk per language: a page downloads only its own language's messages. */
export const departmentsCatalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-mfe-departments-[request]" */ `./${language}.json`);

/** The departments translate function: `const t = useDepartmentsT(); t('menu.home')`. */
export const useDepartmentsT = () => useT(NAMESPACE);

export type DepartmentsT = ReturnType<typeof useDepartmentsT>;

/** A section that renders once this remote's messages of the page's language are there (the server waits for them). */
export const withCatalogue = withCatalogueOf(NAMESPACE, departmentsCatalogue);
