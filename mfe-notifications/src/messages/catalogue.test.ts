import path from 'node:path';
import { describeCatalogues } from '@aec/ui/testing';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { ITEM_KINDS } from '../components/detail-states';
import { TENDER_STATUSES } from '../features/notices/api/notice-fields';
import { SEARCH_KINDS } from '../features/archive/components/archive-search-page';

describeCatalogues({
  app: 'mfe-notifications',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  atLeast: { pluralBases: 7 },
  // Its catalogue has no marks: a tag in a translation would be a word left in.
  marksAreCode: false,
  // Formats and the college's initials, written in Latin letters in every language (docs/glossary.md).
  latinNames: /\b(RSS|PDF|iCal|AEC)\b/g,
  // The keys it builds from a kind.
  builtKeys: () => [
    ...ITEM_KINDS.flatMap((kind) =>
      ['heading', 'loading', 'failed', 'back', 'notFound.title', 'notFound.heading', 'notFound.explanation'].map((key) => `${kind}.${key}`),
    ),
    ...TENDER_STATUSES.map((status) => `tender.status.${status}`),
    ...SEARCH_KINDS.flatMap((kind) => [`archive.kinds.${kind}`, `archive.kindsInSentence.${kind}`, `archive.kindOne.${kind}`]),
    ...['notices', 'tenders'].flatMap((list) => [`${list}.showing`, `${list}.matching`]),
  ],
});
