import fp from 'fastify-plugin';
import { youtubeIdOf, type StaffVideo, type VideoItem, type VideoMove, type VideoPlace, type VideoUploadResponse } from '@aec/contracts';
import { HttpError, notFound } from '../../../lib/http-error';
import type { Db } from '../db/database';
import { VIDEO_SHOWN_SQL, type FileRepository, type StoredFile } from '../files/file-repository';
import type { AuditActor, AuditRepository } from '../staff/audit-repository';

/** A write as the route parsed it (VideoWrite's output: defaults filled). */
export type VideoInput = {
  title: { en: string; as: string; hi: string };
  description: { en: string; as: string; hi: string };
  youtubeUrl?: string;
  fileId?: number;
  posterFileId: number | null;
  place: VideoPlace;
  itemId: number | null;
};

interface VideoRecord {
  id: number;
  place: VideoPlace;
  item_id: number | null;
  position: number;
  title_en: string;
  title_as: string;
  title_hi: string;
  description_en: string;
  description_as: string;
  description_hi: string;
  youtube_id: string | null;
  file_id: number | null;
  poster_file_id: number | null;
  width: number;
  height: number;
  sample: number;
  updated_at: string;
}

/** A YouTube video is drawn 16:9 (its poster and, after the tap, its frame). */
const YOUTUBE_SIZE = { width: 1280, height: 720 };

export type VideoRepository = ReturnType<typeof createVideoRepository>;

export function createVideoRepository(db: Db, files: FileRepository, audit: AuditRepository) {
  const columns = `id, place, item_id, position, title_en, title_as, title_hi, description_en, description_as, description_hi,
    youtube_id, file_id, poster_file_id, width, height, sample, updated_at`;
  const ofPlace = db.prepare(`SELECT ${columns} FROM videos WHERE place = ? AND item_id IS ? ORDER BY position, id`);
  const shownOfPlace = db.prepare(`SELECT ${columns} FROM videos v WHERE place = ? AND item_id IS ? AND ${VIDEO_SHOWN_SQL} ORDER BY position, id`);
  const all = db.prepare(`SELECT ${columns} FROM videos ORDER BY place, item_id, position, id`);
  const byId = db.prepare(`SELECT ${columns} FROM videos WHERE id = ?`);
  const nextPosition = db.prepare('SELECT COALESCE(MAX(position), -1) + 1 AS n FROM videos WHERE place = ? AND item_id IS ?');
  const insert = db.prepare(
    `INSERT INTO videos (place, item_id, position, title_en, title_as, title_hi, description_en, description_as, description_hi,
       youtube_id, file_id, poster_file_id, width, height, sample, created_at, updated_at)
     VALUES (@place, @itemId, @position, @titleEn, @titleAs, @titleHi, @descriptionEn, @descriptionAs, @descriptionHi,
       @youtubeId, @fileId, @posterFileId, @width, @height, @sample, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE videos SET place = @place, item_id = @itemId, position = @position, title_en = @titleEn, title_as = @titleAs, title_hi = @titleHi,
       description_en = @descriptionEn, description_as = @descriptionAs, description_hi = @descriptionHi, youtube_id = @youtubeId,
       file_id = @fileId, poster_file_id = @posterFileId, width = @width, height = @height, sample = 0, updated_at = @now WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM videos WHERE id = ?');
  const setPosition = db.prepare('UPDATE videos SET position = ?, updated_at = ? WHERE id = ?');
  const newsExists = db.prepare('SELECT 1 FROM news WHERE id = ?');
  const eventExists = db.prepare('SELECT 1 FROM events WHERE id = ?');
  // The picture size of an uploaded MP4, recorded at upload (read from its bytes, see mp4-check.ts).
  const mp4Sizes = db.prepare('SELECT width, height FROM video_files WHERE file_id = ?');
  const recordMp4 = db.prepare('INSERT OR REPLACE INTO video_files (file_id, width, height) VALUES (?, ?, ?)');

  const ref = (id: number | null) => {
    const file = id === null ? undefined : files.get(id);
    return file ? files.ref(file) : null;
  };
  const item = (r: VideoRecord): VideoItem => ({
    id: r.id,
    title: { en: r.title_en, as: r.title_as, hi: r.title_hi },
    description: { en: r.description_en, as: r.description_as, hi: r.description_hi },
    youtubeId: r.youtube_id,
    file: ref(r.file_id),
    poster: ref(r.poster_file_id),
    width: r.width,
    height: r.height,
    sample: r.sample === 1,
  });
  const staffItem = (r: VideoRecord): StaffVideo => ({
    ...item(r),
    place: r.place,
    itemId: r.item_id,
    position: r.position,
    youtubeUrl: r.youtube_id ? `https://www.youtube.com/watch?v=${r.youtube_id}` : null,
    fileId: r.file_id,
    posterFileId: r.poster_file_id,
    updatedAt: r.updated_at,
  });
  const mustRecord = (id: number) => {
    const r = byId.get(id) as VideoRecord | undefined;
    if (!r) throw notFound('The video');
    return r;
  };

  /** The row's values from a write, its references checked: a sentence for each thing that is not there. */
  const values = (w: VideoInput) => {
    let size = YOUTUBE_SIZE;
    let youtubeId: string | null = null;
    if (w.youtubeUrl) youtubeId = youtubeIdOf(w.youtubeUrl) ?? null;
    if (w.fileId) {
      const file = files.get(w.fileId);
      const mp4 = file?.type === 'video/mp4' ? (mp4Sizes.get(file.id) as { width: number; height: number } | undefined) : undefined;
      if (!mp4) throw new HttpError(400, 'fileId is not an uploaded MP4 video: upload the video first (Upload MP4), then save.');
      size = mp4;
    }
    if (w.posterFileId !== null) {
      const poster = files.get(w.posterFileId);
      if (!poster || !['image/jpeg', 'image/png', 'image/webp'].includes(poster.type)) {
        throw new HttpError(400, 'posterFileId is not an uploaded photo (JPEG, PNG or WebP).');
      }
    }
    if (w.place === 'news' && !newsExists.get(w.itemId)) throw new HttpError(400, 'There is no news item with this itemId.');
    if (w.place === 'event' && !eventExists.get(w.itemId)) throw new HttpError(400, 'There is no event with this itemId.');
    return {
      place: w.place,
      itemId: w.itemId,
      titleEn: w.title.en,
      titleAs: w.title.as,
      titleHi: w.title.hi,
      descriptionEn: w.description.en,
      descriptionAs: w.description.as,
      descriptionHi: w.description.hi,
      youtubeId,
      fileId: w.fileId ?? null,
      posterFileId: w.posterFileId,
      width: size.width,
      height: size.height,
      now: new Date().toISOString(),
    };
  };

  return {
    /** The public list of one page: the resources page, or one published news item's or event's (else none). */
    list(place: VideoPlace, itemId: number | null): VideoItem[] {
      return (shownOfPlace.all(place, itemId) as VideoRecord[]).map(item);
    },
    listForStaff(): StaffVideo[] {
      return (all.all() as VideoRecord[]).map(staffItem);
    },
    /** An MP4 already checked (checkMp4 read its picture size). */
    upload: db.transaction((bytes: Buffer, name: string, size: { width: number; height: number }, actor: AuditActor): VideoUploadResponse => {
      const stored: StoredFile = files.save(bytes, name, 'video/mp4');
      recordMp4.run(stored.id, size.width, size.height);
      audit.record(actor, { action: 'file.upload', target: `file:${stored.id}`, after: { name, type: stored.type, size: stored.size, sha256: stored.sha256 } });
      return { id: stored.id, ...files.ref(stored), ...size };
    }),
    create: db.transaction((w: VideoInput, actor: AuditActor, sample = false): StaffVideo => {
      const v = values(w);
      const position = (nextPosition.get(w.place, w.itemId) as { n: number }).n;
      const id = Number(insert.run({ ...v, position, sample: sample ? 1 : 0 }).lastInsertRowid);
      const after = staffItem(mustRecord(id));
      audit.record(actor, { action: 'video.create', target: `video:${id}`, after });
      return after;
    }),
    /** Saved by staff: no longer the sample. A move to another page puts it last there. */
    update: db.transaction((id: number, w: VideoInput, actor: AuditActor): StaffVideo => {
      const before = mustRecord(id);
      const v = values(w);
      const samePage = before.place === w.place && before.item_id === w.itemId;
      const position = samePage ? before.position : (nextPosition.get(w.place, w.itemId) as { n: number }).n;
      update.run({ ...v, position, id });
      const after = staffItem(mustRecord(id));
      audit.record(actor, { action: 'video.update', target: `video:${id}`, before: staffItem(before), after });
      return after;
    }),
    remove: db.transaction((id: number, actor: AuditActor): void => {
      const before = mustRecord(id);
      remove.run(id);
      audit.record(actor, { action: 'video.delete', target: `video:${id}`, before: staffItem(before) });
    }),
    /** One place up or down among its page's videos (positions renumbered 0…n-1); at either end nothing moves. */
    move: db.transaction((id: number, { direction }: VideoMove, actor: AuditActor): StaffVideo[] => {
      const moved = mustRecord(id);
      const page = ofPlace.all(moved.place, moved.item_id) as VideoRecord[];
      const from = page.findIndex((r) => r.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      if (to >= 0 && to < page.length) {
        [page[from], page[to]] = [page[to]!, page[from]!];
        const now = new Date().toISOString();
        page.forEach((r, position) => setPosition.run(position, now, r.id));
        audit.record(actor, { action: 'video.move', target: `video:${id}`, before: { position: from }, after: { position: to } });
      }
      return (ofPlace.all(moved.place, moved.item_id) as VideoRecord[]).map(staffItem);
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    videos: VideoRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('videos', createVideoRepository(app.db, app.files, app.audit));
  },
  { name: 'video-repository', dependencies: ['db', 'file-repository', 'audit-log'] },
);
