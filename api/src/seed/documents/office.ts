import type { DocumentSpec } from './document-spec';

/** Documents linked from the office front end. */
export const officeDocuments: DocumentSpec[] = [];
