import fp from 'fastify-plugin';
import { CONTENT_LANGUAGES, TRANSLATABLE_FIELDS, type TranslatableKind, type TranslatedFields, type Translations } from '@aec/contracts';
import { sanitizeMarkup } from '../../../lib/markup';
import type { Db } from '../db/database';

/** Fields stored as markup (sanitised on the way in, like their English); the rest are plain text. */
const MARKUP_FIELDS = new Set(['message', 'homepage']);

interface TranslationRecord {
  item_id: number;
  language: 'as' | 'hi';
  field: keyof TranslatedFields;
  text: string;
}

export type TranslationStore = ReturnType<typeof createTranslationStore>;

/**
 * The Assamese and Hindi versions of content fields (docs/product/languages.md), one table for every kind.
 * Repositories call `attach` on the rows they answer and `write` inside their own write transaction.
 */
export function createTranslationStore(db: Db) {
  const ofItem = db.prepare('SELECT item_id, language, field, text FROM content_translations WHERE kind = ? AND item_id = ?');
  const ofItems = db.prepare('SELECT item_id, language, field, text FROM content_translations WHERE kind = ? AND item_id IN (SELECT value FROM json_each(?))');
  const clear = db.prepare('DELETE FROM content_translations WHERE kind = ? AND item_id = ? AND language = ?');
  const clearItem = db.prepare('DELETE FROM content_translations WHERE kind = ? AND item_id = ?');
  const insert = db.prepare('INSERT INTO content_translations (kind, item_id, language, field, text, updated_at) VALUES (?, ?, ?, ?, ?, ?)');

  const group = (records: TranslationRecord[]): Map<number, Translations> => {
    const byItem = new Map<number, Translations>();
    for (const r of records) {
      const translations = byItem.get(r.item_id) ?? {};
      (translations[r.language] ??= {})[r.field] = r.text;
      byItem.set(r.item_id, translations);
    }
    return byItem;
  };

  return {
    /** An item's translations, or undefined when it has none (public answers then leave the key out). */
    read(kind: TranslatableKind, id: number): Translations | undefined {
      return group(ofItem.all(kind, id) as TranslationRecord[]).get(id);
    },

    /** The translations of many items at once, by id: for lists. */
    readMany(kind: TranslatableKind, ids: number[]): Map<number, Translations> {
      return ids.length ? group(ofItems.all(kind, JSON.stringify(ids)) as TranslationRecord[]) : new Map();
    },

    /** Rows with their `translations` key, only on those that have any. */
    attach<R>(kind: TranslatableKind, rows: R[], idOf: (row: R) => number): R[] {
      const byId = this.readMany(kind, rows.map(idOf));
      return rows.map((row) => {
        const translations = byId.get(idOf(row));
        return translations ? { ...row, translations } : row;
      });
    },

    /**
     * Replaces the item's versions in each language given (a language left out keeps what it had;
     * `{ as: {} }` removes the Assamese). Blank fields are removed; fields the kind does not translate
     * are ignored. Call it inside the write's transaction.
     */
    write(kind: TranslatableKind, id: number, translations: Translations | undefined): void {
      if (!translations) return;
      const allowed = TRANSLATABLE_FIELDS[kind] as readonly string[];
      const now = new Date().toISOString();
      for (const language of CONTENT_LANGUAGES) {
        const fields = translations[language];
        if (!fields) continue;
        clear.run(kind, id, language);
        for (const [field, value] of Object.entries(fields)) {
          if (!allowed.includes(field) || typeof value !== 'string') continue;
          // A project's home text sits under the page's h1, so its h2 headings stay, as in its English.
          // NUL characters are dropped: they are never text, and SQLite's length() stops at the first one.
          const visible = value.replaceAll('\u0000', '');
          const text = MARKUP_FIELDS.has(field) ? sanitizeMarkup(visible, { pageText: field === 'homepage' }) : visible.trim();
          if (text.trim()) insert.run(kind, id, language, field, text, now);
        }
      }
    },

    /** Forgets an item's translations (when the item itself is deleted). */
    remove(kind: TranslatableKind, id: number): void {
      clearItem.run(kind, id);
    },

    /**
     * SQL for "this item lacks an Assamese or a Hindi title", for staff lists' missing-translation
     * filter: `WHERE ${store.missingTitleSql('notices', 'notices.id')}`.
     */
    missingTitleSql(kind: TranslatableKind, idColumn: string): string {
      const field = kind === 'projects' ? 'homepage' : 'title';
      return `(SELECT COUNT(*) FROM content_translations ct WHERE ct.kind = '${kind}' AND ct.item_id = ${idColumn} AND ct.field = '${field}') < ${CONTENT_LANGUAGES.length}`;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    translations: TranslationStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('translations', createTranslationStore(app.db));
  },
  { name: 'translation-store', dependencies: ['db'] },
);
