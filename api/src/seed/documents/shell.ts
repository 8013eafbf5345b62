import type { DocumentSpec } from './document-spec';

/** Documents linked from the shell front end. */
export const shellDocuments: DocumentSpec[] = [];
