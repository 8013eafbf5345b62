import type { DocumentSpec } from './document-spec';

/** Documents linked from the departments front end. */
export const departmentsDocuments: DocumentSpec[] = [];
