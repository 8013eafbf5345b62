import path from 'node:path';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { describeCatalogues } from '../testing/describe-catalogues';

describeCatalogues({
  app: 'the design system',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  // Failures named by a key in code (the PDF viewer's).
  builtKeys: () => ['pdf.notFound', 'pdf.notPdf', 'pdf.viewerMissing', 'pdf.failed'],
  // Its catalogue has no marks: a tag in a translation would be a word left in.
  marksAreCode: false,
});
