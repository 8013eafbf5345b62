import type { DocumentSpec } from './document-spec';

/** Documents linked from the notifications front end. */
export const notificationsDocuments: DocumentSpec[] = [];
