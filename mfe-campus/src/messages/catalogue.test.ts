import path from 'node:path';
import { describeCatalogues } from '@aec/ui/testing';
import en from './en.json';
import as from './as.json';
import hi from './hi.json';

describeCatalogues({
  app: 'mfe-campus',
  messages: { en, as, hi },
  sourceDir: path.join(__dirname, '..'),
  kitWords: true,
  atLeast: { literalKeys: 100 },
  plurals: ['hostels.residents'],
});
