import fp from 'fastify-plugin';
import type { Base64Blob, NewsRow, Translations } from '@aec/contracts';
import { AnswerCache } from '../../../lib/answer-cache';
import { plainText, sanitizeMarkup } from '../../../lib/markup';
import { contentWrites } from '../db/content-writes';
import type { Db } from '../db/database';
import { type FileRepository, type StoredFile } from '../files/file-repository';
import { uploadInfoOf } from '../notices/notice-repository';
import type { SearchRepository } from '../search/search-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';

export interface NewsInput {
  title: string;
  description: string;
  message: string;
  publishedAt: string;
  images?: Array<{ fileId: number; alt: string }>;
  /** Assamese and Hindi versions (a language left out keeps what it had). */
  translations?: Translations;
}

interface NewsRecord {
  id: number;
  title: string;
  description: string;
  message: string;
  published_at: string;
}

type ImageRecord = StoredFile & { alt: string };

export type NewsRepository = ReturnType<typeof createNewsRepository>;

export function createNewsRepository(db: Db, files: FileRepository, search: SearchRepository, translations: TranslationStore = createTranslationStore(db)) {
  const columns = 'id, title, description, message, published_at';
  // Unpublished items (staff console) leave every public answer.
  const list = db.prepare(`SELECT ${columns} FROM news WHERE unpublished_at IS NULL ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM news WHERE unpublished_at IS NULL');
  const byId = db.prepare(`SELECT ${columns} FROM news WHERE id = ? AND unpublished_at IS NULL`);
  const byIdForStaff = db.prepare(`SELECT ${columns}, unpublished_at FROM news WHERE id = ?`);
  const imagesOf = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size, ni.alt FROM news_images ni JOIN files f ON f.id = ni.file_id
     WHERE ni.news_id = ? ORDER BY ni.position`,
  );
  const insert = db.prepare(
    `INSERT INTO news (title, description, message, published_at, created_at, updated_at)
     VALUES (@title, @description, @message, @publishedAt, @now, @now)`,
  );
  const update = db.prepare(
    'UPDATE news SET title = @title, description = @description, message = @message, published_at = @publishedAt, updated_at = @now WHERE id = @id',
  );
  const clearImages = db.prepare('DELETE FROM news_images WHERE news_id = ?');
  const addImage = db.prepare('INSERT INTO news_images (news_id, position, file_id, alt) VALUES (?, ?, ?, ?)');
  const cache = new AnswerCache();

  const withImages = (r: NewsRecord): { row: NewsRow; images: ImageRecord[] } => {
    const images = imagesOf.all(r.id) as ImageRecord[];
    return {
      images,
      row: {
        id: r.id,
        title: r.title,
        description: r.description,
        uploadInfo: uploadInfoOf(images),
        _date_: r.published_at,
        message: r.message,
        images: images.map((i) => ({ ...files.ref(i), alt: i.alt })),
      },
    };
  };
  const values = (input: NewsInput) => ({
    title: input.title,
    description: input.description,
    message: sanitizeMarkup(input.message),
    publishedAt: input.publishedAt,
    now: new Date().toISOString(),
  });
  const writeImages = (id: number, images: NewsInput['images']) => {
    if (!images) return;
    clearImages.run(id);
    images.forEach((img, position) => addImage.run(id, position, img.fileId, img.alt));
  };
  const reindex = (id: number, input: NewsInput) =>
    search.index('news', id, input.title, `${input.description} ${plainText(input.message)}`, input.publishedAt);

  return {
    cache,
    /** b_arr holds the first image of each row (null when none, or when lean). */
    list(offset: number, limit: number, lean: boolean): { rows: NewsRow[]; b_arr: Array<Base64Blob | null>; total: number } {
      const items = (list.all(limit, offset) as NewsRecord[]).map(withImages);
      return {
        rows: translations.attach(
          'news',
          items.map((i) => i.row),
          (row) => row.id,
        ),
        b_arr: items.map((i) => (lean || !i.images[0] ? null : (files.base64(i.images[0]) ?? null))),
        total: (count.get() as { n: number }).n,
      };
    },
    /** b_arr holds every image of the item (empty when lean). */
    get(id: number, lean: boolean): { rows: NewsRow[]; b_arr: Base64Blob[] } | undefined {
      const r = byId.get(id) as NewsRecord | undefined;
      if (!r) return undefined;
      const item = withImages(r);
      return {
        rows: translations.attach('news', [item.row], (row) => row.id),
        b_arr: lean ? [] : item.images.map((i) => files.base64(i)).filter((b): b is Base64Blob => !!b),
      };
    },
    /** The staff console's view: unpublished items too, and the images' file ids. */
    getForStaff(id: number): (NewsRow & { unpublishedAt: string | null; imageIds: Array<{ fileId: number; alt: string }> }) | undefined {
      const r = byIdForStaff.get(id) as (NewsRecord & { unpublished_at: string | null }) | undefined;
      if (!r) return undefined;
      const item = withImages(r);
      return {
        ...translations.attach('news', [item.row], (row) => row.id)[0]!,
        unpublishedAt: r.unpublished_at,
        imageIds: item.images.map((i) => ({ fileId: i.id, alt: i.alt })),
      };
    },
    ...contentWrites(db, {
      insert,
      update,
      values,
      afterWrite: (id, input: NewsInput) => {
        writeImages(id, input.images);
        translations.write('news', id, input.translations);
        reindex(id, input);
        cache.clear();
      },
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    news: NewsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('news', createNewsRepository(app.db, app.files, app.searchIndex, app.translations));
  },
  { name: 'news-repository', dependencies: ['db', 'file-repository', 'search-repository', 'translation-store'] },
);
