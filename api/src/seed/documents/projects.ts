import type { DocumentSpec } from './document-spec';

/** Documents linked from the projects front end. */
export const projectsDocuments: DocumentSpec[] = [];
