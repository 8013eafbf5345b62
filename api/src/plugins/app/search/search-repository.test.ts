import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { openDatabase, type Db } from '../db/database';
import { BadSearchError, createSearchRepository, toFtsQuery } from './search-repository';

describe('search index: words in three scripts', () => {
  let db: Db;
  let search: ReturnType<typeof createSearchRepository>;
  const translate = db_translate();

  beforeAll(() => {
    db = openDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'aec-search-')));
    search = createSearchRepository(db);
    // Sample items (ours): English text in the index call, Assamese and Hindi from content_translations.
    translate(db, 1, 'as', 'title', 'ৰাজ্যিক পৰীক্ষাৰ সময়সূচী');
    translate(db, 1, 'as', 'description', 'ছাত্ৰ-ছাত্ৰীৰ বাবে নতুন ৱেবছাইট');
    translate(db, 1, 'hi', 'title', 'परीक्षा की समय-सारणी क़ानून विद्यालय');
    search.index('notice', 1, 'Examination timetable', 'Semester examination timetable for all branches', '2026-03-01');
    // The Assamese য় stored precomposed (U+09DF), as some keyboards type it.
    search.index('notice', 2, 'Hostel notice', 'Hostel \u09DF\u09BE\u09A4\u09CD\u09B0\u09BE', '2025-07-04');
  });
  afterAll(() => db.close());

  const titles = (q: string, lang: 'en' | 'as' | 'hi' = 'en') => search.search(q, { limit: 10, lang }).map((r) => [r.id, r.lang, r.title]);

  it('keeps Bengali-Assamese words whole: vowel signs, virama, ৰ and ৱ are inside the word', () => {
    expect(titles('পৰীক্ষাৰ', 'as')).toEqual([[1, 'as', 'ৰাজ্যিক পৰীক্ষাৰ সময়সূচী']]);
    expect(titles('ৱেবছাইট', 'as')).toEqual([[1, 'as', 'ৰাজ্যিক পৰীক্ষাৰ সময়সূচী']]);
    // A fragment cut at a vowel sign is not a word of its own (the default tokenizer made it one).
    expect(titles('পৰী ক্ষা', 'as')).toEqual([]);
  });

  it('keeps Devanagari words whole, nukta included', () => {
    expect(titles('क़ानून', 'hi')).toEqual([[1, 'hi', 'परीक्षा की समय-सारणी क़ानून विद्यालय']]);
    expect(titles('विद्यालय', 'hi')).toHaveLength(1);
    // A lone क is a word of its own, not the start of क़ानून or की.
    expect(search.search('समय क', { limit: 10, lang: 'hi' })).toEqual([]);
  });

  it('finds য় whether stored or typed precomposed (U+09DF) or as য + nukta', () => {
    expect(titles('\u09AF\u09BC\u09BE\u09A4\u09CD\u09B0\u09BE')).toEqual([[2, 'en', 'Hostel notice']]);
    expect(titles('\u09DF\u09BE\u09A4\u09CD\u09B0\u09BE')).toEqual([[2, 'en', 'Hostel notice']]);
  });

  it('highlights whole words with <mark>', () => {
    const [hit] = search.search('বাবে', { limit: 1, lang: 'as' });
    expect(hit!.snippet).toBe('ছাত্ৰ-ছাত্ৰীৰ <mark>বাবে</mark> নতুন ৱেবছাইট');
    // The start of a longer word marks the whole word, never part of it.
    const [start] = search.search('ছাত্ৰ', { limit: 1, lang: 'as' });
    expect(start!.snippet).toBe('<mark>ছাত্ৰ</mark>-<mark>ছাত্ৰীৰ</mark> বাবে নতুন ৱেবছাইট');
    const [hi] = search.search('परीक्षा', { limit: 1, lang: 'hi', kind: 'notice' });
    expect(hi!.title).toBe('परीक्षा की समय-सारणी क़ानून विद्यालय');
  });

  it('answers in the visitor language where a version exists, else English marked en', () => {
    expect(titles('examination', 'hi')).toEqual([[1, 'en', 'Examination timetable']]);
    expect(titles('Hostel', 'as')).toEqual([[2, 'en', 'Hostel notice']]);
    // An item found in two languages is one result.
    expect(search.search('2026', { limit: 10 })).toHaveLength(0);
  });

  it('keeps attachment pages apart from the item text, and removes both with the item', () => {
    search.indexAttachment('notice', 1, 0, 3, { title: 'Examination timetable', text: 'Room allotment for the practical', date: '2026-03-01', lang: 'en' });
    expect(search.search('allotment', { limit: 5 })).toMatchObject([{ id: 1, attachment: { index: 0, page: 3 } }]);
    search.index('notice', 1, 'Examination timetable', 'Semester examination timetable for all branches', '2026-03-01');
    expect(search.search('allotment', { limit: 5 })).toHaveLength(1);
    search.remove('notice', 1);
    expect(search.search('allotment', { limit: 5 })).toEqual([]);
    expect(search.search('examination', { limit: 5 })).toEqual([]);
  });

  it('indexes pages per language and filters by kind', () => {
    search.indexPage('/about', 'en', 'About the college', 'Founded in 1955 at Jalukbari');
    search.indexPage('/about', 'hi', 'महाविद्यालय के बारे में', 'जालुकबारी में स्थापित');
    search.indexPage('/about', 'en', 'About the college', 'Founded in 1955 at Jalukbari, Guwahati');
    expect(search.search('Jalukbari', { limit: 5, kind: 'page' })).toMatchObject([
      { kind: 'page', url: '/about', lang: 'en', snippet: expect.stringContaining('Guwahati') },
    ]);
    expect(search.search('Jalukbari', { limit: 5, kind: 'notice' })).toEqual([]);
    expect(search.search('जालुकबारी', { limit: 5, lang: 'hi' })).toMatchObject([{ kind: 'page', lang: 'hi' }]);
  });

  it('refuses a query of marks and punctuation alone with a sentence, and quotes every word', () => {
    for (const q of ['\u09BE\u09CD', '?!', 'ি ্ ़']) expect(() => toFtsQuery(q)).toThrow(BadSearchError);
    expect(() => toFtsQuery('ি')).toThrow(/letters or digits/);
    expect(toFtsQuery('title:x OR "y" NEAR(z)')).toBe('"title:x" "OR" """y""" "NEAR(z)"*');
    expect(toFtsQuery('का')).toBe('"का"');
  });
});

function db_translate() {
  return (db: Db, id: number, language: 'as' | 'hi', field: string, text: string) =>
    db
      .prepare("INSERT INTO content_translations (kind, item_id, language, field, text, updated_at) VALUES ('notices', ?, ?, ?, ?, '2026-01-01')")
      .run(id, language, field, text);
}

describe('search index: tiers, newest first, attachment pages to fill up', () => {
  let db: Db;
  let search: ReturnType<typeof createSearchRepository>;
  const page = (n: number, text: string, date = '2026-02-01') =>
    search.indexAttachment('notice', 10, 0, n, { title: 'Routine of the practicals (sample)', text, date, lang: 'en' });

  beforeAll(() => {
    db = openDatabase(fs.mkdtempSync(path.join(os.tmpdir(), 'aec-search-tiers-')));
    search = createSearchRepository(db);
    // Sample items (ours). The word "hostel" is in a title (oldest), in two bodies, and on attachment pages (newest).
    search.index('notice', 1, 'Hostel seat allotment (sample)', 'Seats for the first year', '2019-07-01');
    search.index('notice', 2, 'Mess charges (sample)', 'Charges of every hostel mess, revised', '2024-01-10');
    search.index('tender', 3, 'Supply of beds (sample)', 'Beds for the new hostel block', '2025-05-05');
    search.index('notice', 10, 'Routine of the practicals (sample)', 'Laboratory routine', '2026-02-01');
    page(2, 'hostel hostel hostel');
    page(4, 'Hostel wardens on duty: roll 2101 to 2190');
    search.indexPage('/campus/hostels', 'en', 'Hostels', 'Eight hostels for boys and girls');
  });
  afterAll(() => db.close());

  const found = (q: string, opts: { limit?: number; kind?: 'page' | 'notice' | 'tender'; year?: number } = {}) =>
    search
      .search(q, { limit: 10, ...opts })
      .map((r) => (r.attachment ? `${r.kind} ${r.id} p${r.attachment.page}` : `${r.kind} ${r.kind === 'page' ? r.url : r.id}`));

  it('lists title hits first, then text hits, newest first, then attachment pages', () => {
    expect(found('hostel')).toEqual(['page /campus/hostels', 'notice 1', 'tender 3', 'notice 2', 'notice 10 p4', 'notice 10 p2']);
  });

  it('reads attachment pages only to fill up the answer, and says where the words are', () => {
    expect(found('hostel', { limit: 4 })).toEqual(['page /campus/hostels', 'notice 1', 'tender 3', 'notice 2']);
    const [hit] = search.search('wardens 2101', { limit: 5 });
    expect(hit).toMatchObject({ kind: 'notice', id: 10, attachment: { index: 0, page: 4 }, title: 'Routine of the practicals (sample)' });
    expect(hit!.snippet).toBe('Hostel <mark>wardens</mark> on duty: roll <mark>2101</mark> to 2190');
  });

  it('matches a title word and a word of the document together on the page', () => {
    expect(found('practicals 2190')).toEqual(['notice 10 p4']);
  });

  it('keeps whole words inside documents while a title or text word may be the start of a longer one', () => {
    expect(found('warden')).toEqual([]);
    expect(found('allot')).toEqual(['notice 1']);
  });

  it('filters by year and kind in every tier', () => {
    expect(found('hostel', { year: 2026 })).toEqual(['notice 10 p4', 'notice 10 p2']);
    expect(found('hostel', { year: 2019 })).toEqual(['notice 1']);
    expect(found('hostel', { kind: 'tender' })).toEqual(['tender 3']);
    expect(found('hostel', { kind: 'page' })).toEqual(['page /campus/hostels']);
    // The year is a word of its own column, never found by what a visitor types.
    expect(found('y2026')).toEqual([]);
  });

  it('moves an item whose date changed, leaving no copy behind', () => {
    search.index('notice', 2, 'Mess charges (sample)', 'Charges of every hostel mess, revised', '2018-01-10');
    expect(found('mess')).toEqual(['notice 2']);
    expect(found('hostel', { year: 2018 })).toEqual(['notice 2']);
    expect(found('hostel', { year: 2024 })).toEqual([]);
  });

  it('forgets attachment pages with their item', () => {
    search.removeAttachments('notice', 10);
    expect(found('wardens')).toEqual([]);
    page(4, 'Hostel wardens on duty: roll 2101 to 2190');
    search.remove('notice', 10);
    expect(found('wardens')).toEqual([]);
  });
});
