import { withCatalogue as withCatalogueOf } from '@aec/ui';
import { NAMESPACE, campusCatalogue } from '../messages/catalogue';

/** A section that renders once the campus messages of the page's language are there (the server waits for them). */
export const withCatalogue = withCatalogueOf(NAMESPACE, campusCatalogue);
