import type { DocumentSpec } from './document-spec';

/** Documents linked from the campus front end. */
export const campusDocuments: DocumentSpec[] = [];
