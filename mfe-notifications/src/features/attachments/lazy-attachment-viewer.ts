import { lazy } from 'react';

/** A document in the PDF viewer (search results inside a document lead here): its own chunk, loaded when shown. */
export const AttachmentViewerPage = lazy(() => import('./attachment-viewer-page').then((m) => ({ default: m.AttachmentViewerPage })));
