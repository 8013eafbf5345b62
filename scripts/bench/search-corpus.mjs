// The search bench's corpus (docs/product/search.md), shared: 10,000 sample notices in English, Assamese and Hindi
// mixed, written through the API's own search repository into a fresh database. Attachment text (PDF pages)
// goes in through `addAttachments`, given each notice's id: the PDF text bench adds its pages there.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const WORDS = {
  en: [
    'examination',
    'timetable',
    'admission',
    'hostel',
    'scholarship',
    'library',
    'semester',
    'result',
    'tender',
    'workshop',
    'seminar',
    'holiday',
    'fees',
    'laboratory',
    'placement',
  ],
  as: ['পৰীক্ষাৰ', 'সময়সূচী', 'নামভৰ্তি', 'ছাত্ৰাবাস', 'বৃত্তি', 'পুথিভঁৰাল', 'ফলাফল', 'কৰ্মশালা', 'বন্ধ', 'মাচুল', 'ৱেবছাইট', 'ৰাজ্যিক'],
  hi: ['परीक्षा', 'समय-सारणी', 'प्रवेश', 'छात्रावास', 'छात्रवृत्ति', 'पुस्तकालय', 'परिणाम', 'कार्यशाला', 'अवकाश', 'शुल्क', 'प्रयोगशाला', 'क़ानून'],
};

// SEARCH_CORPUS=zipf: a vocabulary closer to real notices' (decision 161). 3,000 words a language drawn with
// Zipf's law (the r-th word r times rarer than the first): the sample words above are the commonest, the rest
// made of syllables (consonant + vowel sign), so a word matches a few notices, not a third of them. Without
// it, the 12-15 words above: every word matches about a third of all rows, the worst case.
export const CORPUS = process.env.SEARCH_CORPUS === 'zipf' ? 'zipf' : 'small';
const SYLLABLES = {
  en: [...'bcdfghklmnprstv'].flatMap((c) => [...'aeiou'].map((v) => c + v)),
  as: [...'কখগঘচছজঝটডতথদধনপফবমযৰলৱসহ'].flatMap((c) => ['', 'া', 'ি', 'ী', 'ু', 'ূ', 'ে', 'ো'].map((v) => c + v)),
  hi: [...'कखगघचछजझटडतथदधनपफबमयरलवसह'].flatMap((c) => ['', 'ा', 'ि', 'ी', 'ु', 'ू', 'े', 'ो'].map((v) => c + v)),
};
const ZIPF_WORDS = 3_000;
const zipf = Object.fromEntries(
  Object.entries(WORDS).map(([lang, common]) => {
    const syl = SYLLABLES[lang];
    const words = [...common];
    for (let i = 0; words.length < ZIPF_WORDS; i++) words.push(syl[i % syl.length] + syl[Math.floor(i / syl.length) % syl.length] + syl[(i * 7) % syl.length]);
    let sum = 0;
    const cumulative = words.map((_, r) => (sum += 1 / (r + 1)));
    return [lang, { words, cumulative, sum }];
  }),
);
const zipfWord = (next, lang) => {
  const { words, cumulative, sum } = zipf[lang];
  const x = next() * sum;
  let lo = 0;
  let hi = words.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return words[lo];
};

/**
 * Times one search: once, or the fastest of SEARCH_BENCH_BEST_OF runs. On a shared machine a single run's p99 is
 * mostly the wait for a core; the fastest of three is what the search itself costs (both are reported).
 */
export function timeSearch(run) {
  let ms = Infinity;
  let result;
  for (let i = 0; i < Math.max(1, Number(process.env.SEARCH_BENCH_BEST_OF) || 1); i++) {
    const t0 = performance.now();
    result = run();
    ms = Math.min(ms, performance.now() - t0);
  }
  return { ms, result };
}

/** A small deterministic generator (mulberry32): the same corpus on every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words of a language, `n` of them, from the generator. */
export const sampleWords = (next, lang, n) =>
  Array.from({ length: n }, () => (CORPUS === 'zipf' ? zipfWord(next, lang) : WORDS[lang][Math.floor(next() * WORDS[lang].length)])).join(' ');

/**
 * Builds the corpus (api/dist must be built). Every notice has English; one in three Assamese, one in three
 * Hindi (title and description). Returns the database, the search repository and the notices' ids.
 */
export function buildSearchCorpus({ notices = 10_000, seed = 42, addAttachments } = {}) {
  const { openDatabase } = require(path.join(root, 'api/dist/plugins/app/db/database.js'));
  const { createSearchRepository } = require(path.join(root, 'api/dist/plugins/app/search/search-repository.js'));
  const db = openDatabase(mkdtempSync(path.join(os.tmpdir(), 'aec-search-bench-')));
  const search = createSearchRepository(db);
  const next = random(seed);
  const translate = db.prepare(
    "INSERT INTO content_translations (kind, item_id, language, field, text, updated_at) VALUES ('notices', ?, ?, ?, ?, '2026-01-01')",
  );
  const ids = [];
  db.transaction(() => {
    for (let id = 1; id <= notices; id++) {
      for (const lang of ['as', 'hi']) {
        if (next() < 1 / 3) {
          translate.run(id, lang, 'title', `${sampleWords(next, lang, 5)} (sample)`);
          translate.run(id, lang, 'description', sampleWords(next, lang, 40));
        }
      }
      const year = 2015 + Math.floor(next() * 12);
      search.index('notice', id, `${sampleWords(next, 'en', 6)} (sample)`, sampleWords(next, 'en', 60), `${year}-06-01`);
      ids.push(id);
    }
  })();
  if (addAttachments) addAttachments({ db, search, ids, next });
  return { db, search, ids };
}
