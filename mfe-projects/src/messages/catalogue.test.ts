import path from 'node:path';
import { describeCatalogues } from '@aec/ui/testing';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';
import { flatten } from '../../../packages/ui/src/i18n/catalogue-check';
import { hasDate } from '../i18n/with-date';
import { PROJECT_PAGES, projects } from '../data/projects';

describeCatalogues({
  app: 'mfe-projects',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  kitWords: true,
  atLeast: { literalKeys: 40 },
  plurals: ['tenders.count', 'tenders.matching'],
  // The keys it builds: pages, menus, programmes, statuses.
  builtKeys: () => [
    ...PROJECT_PAGES.flatMap((page) => [`pages.${page}`, `head.describe.${page}`, ...(page === 'home' ? [] : [`lead.${page}`])]),
    ...projects.flatMap((p) => [`projects.${p.project_code}.fullName`, ...p.menu.map((m) => `menu.${m.label}`)]),
    ...['open', 'closing', 'closed', 'awarded'].map((status) => `tenders.status.${status}`),
    ...['downloads', 'advertisement', 'eap', 'bog'].map((kind) => `documents.empty.${kind}`),
    ...['confirm', 'unsubscribe'].flatMap((action) => ['title', 'description', 'working', 'failed'].map((word) => `subscription.${action}.${word}`)),
  ],
});

describe("mfe-projects's catalogues: its own rules", () => {
  it.each(Object.entries({ as, hi }))('%s keeps the <date> of every sentence that has one', (_language, messages) => {
    const theirs = flatten(messages);
    expect([...flatten(en)].filter(([key, text]) => hasDate(text) !== hasDate(theirs.get(key) ?? '')).map(([key]) => key)).toEqual([]);
  });
});
