import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Base64Blob, FileRef } from '@aec/contracts';
import type { Db } from '../db/database';
import { variantWidths, type PreparedImage } from '../../../lib/image-variants';

/** A stored file as the repositories join it: the bytes are at files/<sha256>.<ext>. */
export interface StoredFile {
  id: number;
  sha256: string;
  name: string;
  type: string;
  size: number;
}

const extensionOfType: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
};
export const typeOfExtension: Record<string, string> = Object.fromEntries(Object.entries(extensionOfType).map(([t, e]) => [e, t]));

export function extensionOf(type: string): string {
  const ext = extensionOfType[type];
  if (!ext) throw new Error(`unsupported file type ${type}`);
  return ext;
}

/** Hash-named, so the URL of given bytes never changes and can be cached for a year. */
export function fileUrl(file: Pick<StoredFile, 'sha256' | 'type'>): string {
  return `/files/${file.sha256}.${extensionOf(file.type)}`;
}

export function toFileRef(file: StoredFile): FileRef {
  return { url: fileUrl(file), name: file.name, type: file.type, size: file.size };
}

/** One width of an image: its WebP and JPEG fallback URLs and its size in pixels (so the page keeps its place while it loads). */
export interface ImageVariantRef {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
}

const variantsName = /^([0-9a-f]{64})-(\d+)\.(webp|jpg)$/;

/** files/variants/<sha256>-<width>.<webp|jpg>: named by the public image's hash, so served and cached as it is. */
export function isVariantName(name: string): RegExpExecArray | null {
  return variantsName.exec(name);
}

/** Written beside, then renamed: a reader never sees half a file (nor, when it is replaced, none). */
function writeWhole(target: string, bytes: Uint8Array) {
  const tmp = `${target}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, target);
}

function writeOnce(target: string, bytes: Uint8Array) {
  if (!fs.existsSync(target)) writeWhole(target, bytes);
}

export type FileRepository = ReturnType<typeof createFileRepository>;

/**
 * Whether visitors see the video row `v`: a resources page video always, a news item's or event's only while
 * that item is published (not a draft, held, scheduled or unpublished). Its list and its MP4 and poster agree.
 */
export const VIDEO_SHOWN_SQL = `(v.place = 'resources'
  OR (v.place = 'news' AND EXISTS (SELECT 1 FROM news o WHERE o.id = v.item_id AND o.unpublished_at IS NULL))
  OR (v.place = 'event' AND EXISTS (SELECT 1 FROM events o WHERE o.id = v.item_id AND o.unpublished_at IS NULL)))`;

/** Files on disk under AEC_DATA_DIR/files by content hash; name, type and size in the files table. */
export function createFileRepository(db: Db, dataDir: string) {
  const root = path.join(dataDir, 'files');
  fs.mkdirSync(root, { recursive: true });
  const insert = db.prepare('INSERT INTO files (sha256, name, type, size, created_at) VALUES (?, ?, ?, ?, ?)');
  const byId = db.prepare('SELECT id, sha256, name, type, size FROM files WHERE id = ?');
  // Published: not unpublished (deleted items are gone, their link rows with them). Expired notices
  // and tenders stay in the public archive, so their files stay public too.
  const published = db.prepare(
    `SELECT EXISTS (
       SELECT 1 FROM files f WHERE f.sha256 = @sha256 AND (
         EXISTS (SELECT 1 FROM notice_files l JOIN notices i ON i.id = l.notice_id WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM tender_files l JOIN tenders i ON i.id = l.tender_id WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM corrigendum_files l JOIN corrigenda c ON c.id = l.corrigendum_id JOIN tenders i ON i.id = c.tender_id
                    WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM news_images l JOIN news i ON i.id = l.news_id WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM event_files l JOIN events i ON i.id = l.event_id WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM department_notification_files l JOIN department_notifications i ON i.id = l.notification_id
                    WHERE l.file_id = f.id AND i.unpublished_at IS NULL)
         OR EXISTS (SELECT 1 FROM videos v WHERE (v.file_id = f.id OR v.poster_file_id = f.id) AND ${VIDEO_SHOWN_SQL})
       )
     )
     OR EXISTS (SELECT 1 FROM project_documents WHERE file_url = @url)
     OR EXISTS (SELECT 1 FROM projects WHERE banner_url = @url) AS published`,
  );

  const pathOf = (file: Pick<StoredFile, 'sha256' | 'type'>) => path.join(root, `${file.sha256}.${extensionOf(file.type)}`);
  const variantsDir = path.join(root, 'variants');
  const originalsDir = path.join(root, 'originals');
  fs.mkdirSync(variantsDir, { recursive: true });
  fs.mkdirSync(originalsDir, { recursive: true });
  const typeBySha = db.prepare('SELECT type FROM files WHERE sha256 = ? LIMIT 1');
  // The manifests are a few hundred bytes and never change once written (hash-named): kept once read.
  const manifests = new Map<string, ImageVariantRef[] | null>();

  return {
    root,
    pathOf,
    /** Writes the bytes (once per content) and records the name; call inside the caller's transaction. */
    save(bytes: Uint8Array, name: string, type: string): StoredFile {
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      writeOnce(pathOf({ sha256, type }), bytes);
      const info = insert.run(sha256, name, type, bytes.byteLength, new Date().toISOString());
      return { id: Number(info.lastInsertRowid), sha256, name, type, size: bytes.byteLength };
    },
    /**
     * An image's variants and its upload as it came (metadata and all, for staff only) beside the
     * cleaned file `stored`; the manifest goes last, so a page never lists a variant not yet written.
     */
    saveImage(stored: Pick<StoredFile, 'sha256' | 'type'>, image: PreparedImage, original: Uint8Array, { replaceManifest = false } = {}) {
      writeOnce(path.join(originalsDir, `${stored.sha256}.${extensionOf(stored.type)}`), original);
      const refs: ImageVariantRef[] = [];
      for (const v of image.variants) {
        const ext = v.format === 'webp' ? 'webp' : 'jpg';
        writeOnce(path.join(variantsDir, `${stored.sha256}-${v.width}.${ext}`), v.bytes);
        let ref = refs.find((r) => r.width === v.width);
        if (!ref) refs.push((ref = { width: v.width, height: v.height, webp: '', jpeg: '' }));
        ref[v.format] = `/files/variants/${stored.sha256}-${v.width}.${ext}`;
      }
      // Replaced only when widths were added to a photo's variants (variantsToComplete): the variants it
      // listed are still there, byte for byte (writeOnce), and the new list takes the old one's place whole.
      (replaceManifest ? writeWhole : writeOnce)(path.join(variantsDir, `${stored.sha256}.json`), Buffer.from(JSON.stringify(refs)));
      manifests.set(stored.sha256, refs);
      return refs;
    },
    /**
     * Converted photos whose variants lack a width VARIANT_WIDTHS now gives an image that wide (the 720 came after
     * the first photos were converted): their pages would fetch a wider file than a phone needs.
     */
    variantsToComplete(): Array<Pick<StoredFile, 'sha256' | 'type'>> {
      return this.stored().filter((f) => {
        const widths = this.variantsOf(f.sha256)?.map((v) => v.width);
        return widths && widths.length > 0 && variantWidths(Math.max(...widths)).some((w) => !widths.includes(w));
      });
    },
    /** The missing widths of a converted photo made from its original; the ones it has are kept as they are. */
    completeVariants(file: Pick<StoredFile, 'sha256' | 'type'>, image: PreparedImage) {
      return this.saveImage(file, image, this.readOriginal(file), { replaceManifest: true });
    },
    /** Stored photos (JPEG, PNG, WebP), one row per content. */
    stored(): Array<Pick<StoredFile, 'sha256' | 'type'>> {
      return db.prepare(`SELECT DISTINCT sha256, type FROM files WHERE type IN ('image/jpeg', 'image/png', 'image/webp') ORDER BY sha256`).all() as Array<
        Pick<StoredFile, 'sha256' | 'type'>
      >;
    },
    /**
     * An image stored before variants were made: the bytes as they came go to files/originals, the
     * public file at the same URL (pages and b_arr keep pointing at it) is replaced by the cleaned one.
     */
    convertStored(file: Pick<StoredFile, 'sha256' | 'type'>, image: PreparedImage, original: Uint8Array) {
      writeOnce(path.join(originalsDir, `${file.sha256}.${extensionOf(file.type)}`), original);
      const target = pathOf(file);
      const tmp = `${target}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, image.clean);
      fs.renameSync(tmp, target);
      return this.saveImage(file, image, original);
    },
    /** Stored photos (JPEG, PNG, WebP) without variants yet, one row per content. */
    unconverted(): Array<Pick<StoredFile, 'sha256' | 'type'>> {
      return this.stored().filter((f) => !fs.existsSync(path.join(variantsDir, `${f.sha256}.json`)));
    },
    /** The bytes as uploaded: from files/originals when kept there, else the stored file. */
    readOriginal(file: Pick<StoredFile, 'sha256' | 'type'>): Buffer {
      return fs.readFileSync(this.originalPath(file));
    },
    /** The variants of the image with this hash, narrowest first; undefined when it has none (not converted, GIF, SVG, PDF). */
    variantsOf(sha256: string): ImageVariantRef[] | undefined {
      if (!manifests.has(sha256)) {
        try {
          manifests.set(sha256, JSON.parse(fs.readFileSync(path.join(variantsDir, `${sha256}.json`), 'utf8')) as ImageVariantRef[]);
        } catch {
          // Not cached as missing: the conversion at start may write it a moment later.
          return undefined;
        }
      }
      return manifests.get(sha256) ?? undefined;
    },
    /** The upload as it came, before its metadata was stripped (staff only); the stored file when it had no variants made. */
    originalPath(file: Pick<StoredFile, 'sha256' | 'type'>): string {
      const original = path.join(originalsDir, `${file.sha256}.${extensionOf(file.type)}`);
      return fs.existsSync(original) ? original : pathOf(file);
    },
    /** The file as the front ends use it: its URL, and its variants when it is a converted photo. */
    ref(file: StoredFile): FileRef {
      const variants = this.variantsOf(file.sha256);
      return variants ? { ...toFileRef(file), variants } : toFileRef(file);
    },
    /** Whether a published item refers to the image these variants were made from. */
    isVariantPublished(sha256: string): boolean {
      const row = typeBySha.get(sha256) as { type: string } | undefined;
      return !!row && (published.get({ sha256, url: `/files/${sha256}.${extensionOf(row.type)}` }) as { published: number }).published === 1;
    },
    /** Whether a published item (or a project page) refers to the file at /files/<sha256>.<ext>. */
    isPublished(sha256: string, extension: string): boolean {
      return (published.get({ sha256, url: `/files/${sha256}.${extension}` }) as { published: number }).published === 1;
    },
    get(id: number): StoredFile | undefined {
      return byId.get(id) as StoredFile | undefined;
    },
    read(file: StoredFile): Buffer {
      return fs.readFileSync(pathOf(file));
    },
    /** docs/product/api-compatibility.md b_arr entry; undefined when the bytes are missing on disk. */
    base64(file: StoredFile): Base64Blob | undefined {
      try {
        const ext = extensionOf(file.type);
        return { data: fs.readFileSync(pathOf(file)).toString('base64'), type: ext, ext };
      } catch {
        return undefined;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('files', createFileRepository(app.db, app.config.dataDir));
  },
  { name: 'file-repository', dependencies: ['db'] },
);
