import type { CatalogueLoader } from '@aec/ui';

/** This remote's namespace: notices, tenders, news, events, the archive, BIS Corner, the TV screen and the home widgets. */
export const NAMESPACE = 'mfe-notifications';

/** One chunk per language: a page downloads only its own language's messages. */
export const catalogue: CatalogueLoader = (language) => import(/* webpackChunkName: "messages-mfe-notifications-[request]" */ `./${language}.json`);
