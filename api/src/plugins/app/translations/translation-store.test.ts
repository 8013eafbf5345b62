import Database from 'better-sqlite3';
import { migrate } from '../db/database';
import { createTranslationStore } from './translation-store';

function store() {
  const db = new Database(':memory:');
  migrate(db);
  db.exec('CREATE TABLE items (id INTEGER PRIMARY KEY)');
  db.exec('INSERT INTO items (id) VALUES (1), (2), (3)');
  return { db, translations: createTranslationStore(db) };
}

describe('content translations (docs/product/languages.md)', () => {
  it('reads back what was written, and nothing for an item without any', () => {
    const { translations } = store();
    translations.write('notices', 1, { as: { title: ' বন্ধৰ জাননী ', message: '<p>পাঠ</p><script>x</script>' }, hi: { title: 'अवकाश सूचना' } });
    expect(translations.read('notices', 1)).toEqual({ as: { title: 'বন্ধৰ জাননী', message: '<p>পাঠ</p>' }, hi: { title: 'अवकाश सूचना' } });
    expect(translations.read('notices', 2)).toBeUndefined();
    expect(translations.read('news', 1)).toBeUndefined();
  });

  it('replaces a language given, keeps one left out, drops blanks and fields the kind does not translate', () => {
    const { translations } = store();
    translations.write('tenders', 1, { as: { title: 'ক', description: 'খ' }, hi: { title: 'क' } });
    translations.write('tenders', 1, { as: { title: 'গ', description: '  ', message: 'not a tender field' } });
    expect(translations.read('tenders', 1)).toEqual({ as: { title: 'গ' }, hi: { title: 'क' } });
    translations.write('tenders', 1, { hi: {} });
    expect(translations.read('tenders', 1)).toEqual({ as: { title: 'গ' } });
  });

  it('drops NUL characters, and a field of nothing else is blank (it once failed the table check: a 500)', () => {
    const { translations } = store();
    translations.write('events', 1, { as: { title: 'ক\u0000খ' }, hi: { title: 'क', message: '\u0000'.repeat(100) } });
    expect(translations.read('events', 1)).toEqual({ as: { title: 'কখ' }, hi: { title: 'क' } });
  });

  it('attaches translations only to rows that have them', () => {
    const { translations } = store();
    translations.write('news', 2, { hi: { title: 'समाचार' } });
    const rows = translations.attach('news', [{ id: 1 }, { id: 2 }], (r) => r.id);
    expect(rows).toEqual([{ id: 1 }, { id: 2, translations: { hi: { title: 'समाचार' } } }]);
  });

  it('finds the items missing an Assamese or a Hindi title', () => {
    const { db, translations } = store();
    translations.write('events', 1, { as: { title: 'ক' }, hi: { title: 'क' } });
    translations.write('events', 2, { as: { title: 'ক' } });
    const ids = db
      .prepare(`SELECT id FROM items WHERE ${translations.missingTitleSql('events', 'items.id')}`)
      .pluck()
      .all();
    expect(ids).toEqual([2, 3]);
  });

  it('refuses a language or kind the schema does not know', () => {
    const { db } = store();
    expect(() => db.prepare("INSERT INTO content_translations VALUES ('notices', 1, 'bn', 'title', 'x', '')").run()).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO content_translations VALUES ('pages', 1, 'as', 'title', 'x', '')").run()).toThrow(/CHECK/);
  });
});
