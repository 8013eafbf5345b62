import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { FileRepository } from '../files/file-repository';
import type { SearchRepository } from '../search/search-repository';
import { detectLanguage, PdfExtractor, PdfReadError } from './pdf-extractor';
import { ocrAvailability, ocrPage, type OcrCommands } from './ocr';

export type TextState = 'pending' | 'extracted' | 'ocr-queued' | 'done' | 'failed';
export interface AttachmentTextState {
  state: TextState;
  reason: string | null;
  pages: number | null;
}
export interface AttachmentPage {
  page: number;
  text: string;
  lang: 'en' | 'as' | 'hi';
  source: 'pdf' | 'ocr';
}

/** The kinds whose files are attachments people search in, and where their lists are kept. */
const ATTACHED = {
  notice: { items: 'notices', links: 'notice_files', key: 'notice_id', date: 'published_at' },
  tender: { items: 'tenders', links: 'tender_files', key: 'tender_id', date: 'published_at' },
  event: { items: 'events', links: 'event_files', key: 'event_id', date: 'event_date' },
} as const;
type AttachedKind = keyof typeof ATTACHED;

// A page with fewer letters or digits than this has no usable text layer (a scan, or a page number alone).
const MIN_LETTERS = 8;

export interface AttachmentTextOptions {
  log: FastifyBaseLogger;
  /** OCR on when tesseract and pdftoppm are here (checked at start unless given). */
  ocr?: { on: true } | { on: false; reason: string };
  /** Per OCR page, both programs together. */
  ocrLimitMs?: number;
  /** At most this many pages wait for OCR; pages past it fail with that reason. */
  ocrQueueMax?: number;
  ocrCommands?: OcrCommands;
  /** How often the queue looks for new files and changed items (ms); 0: only when kicked. */
  intervalMs?: number;
}

export type AttachmentText = ReturnType<typeof createAttachmentText>;

/**
 * Reads the text of every stored PDF in the background: pdf.js in a worker thread for text layers,
 * tesseract for pages without one (a queue in SQLite, one page at a time), and keeps the search
 * index's attachment pages in step with the items that list the files.
 */
export function createAttachmentText(db: Db, files: FileRepository, search: SearchRepository, options: AttachmentTextOptions) {
  const log = options.log;
  const ocr = options.ocr ?? ocrAvailability();
  const ocrLimitMs = options.ocrLimitMs ?? 60_000;
  const ocrQueueMax = options.ocrQueueMax ?? 5_000;
  const extractor = new PdfExtractor();
  const now = () => new Date().toISOString();

  const discover = db.prepare(
    "INSERT OR IGNORE INTO attachment_texts (sha256, state, updated_at) SELECT DISTINCT sha256, 'pending', @now FROM files WHERE type = 'application/pdf'",
  );
  // PDFs read while OCR was off are read again once it is on (tesseract installed since).
  const rereadWithoutOcr = db.prepare("UPDATE attachment_texts SET state = 'pending' WHERE state = 'extracted' AND reason LIKE '%OCR is off%'");
  const nextPending = db.prepare("SELECT sha256 FROM attachment_texts WHERE state = 'pending' LIMIT 1");
  const countPending = db.prepare("SELECT count(*) AS n FROM attachment_texts WHERE state = 'pending'");
  const setState = db.prepare(
    'UPDATE attachment_texts SET state = @state, reason = @reason, pages = coalesce(@pages, pages), updated_at = @now WHERE sha256 = @sha256',
  );
  const putPage = db.prepare('INSERT OR REPLACE INTO attachment_pages (sha256, page, text, lang, source) VALUES (?, ?, ?, ?, ?)');
  const clearPages = db.prepare('DELETE FROM attachment_pages WHERE sha256 = ?');
  const clearJobs = db.prepare('DELETE FROM ocr_jobs WHERE sha256 = ?');
  const queuedCount = db.prepare("SELECT count(*) AS n FROM ocr_jobs WHERE state = 'queued'");
  const queueJob = db.prepare("INSERT OR REPLACE INTO ocr_jobs (sha256, page, attempts, state, reason, queued_at) VALUES (?, ?, 0, 'queued', NULL, ?)");
  const refuseJob = db.prepare("INSERT OR REPLACE INTO ocr_jobs (sha256, page, attempts, state, reason, queued_at) VALUES (?, ?, 0, 'failed', ?, ?)");
  const nextJob = db.prepare("SELECT sha256, page, attempts FROM ocr_jobs WHERE state = 'queued' ORDER BY queued_at, sha256, page LIMIT 1");
  const jobTried = db.prepare('UPDATE ocr_jobs SET attempts = attempts + 1 WHERE sha256 = ? AND page = ?');
  const jobDone = db.prepare("UPDATE ocr_jobs SET state = 'done', reason = NULL WHERE sha256 = ? AND page = ?");
  const jobFailed = db.prepare('UPDATE ocr_jobs SET state = ?, reason = ? WHERE sha256 = ? AND page = ?');
  const jobsOf = db.prepare('SELECT page, state, reason FROM ocr_jobs WHERE sha256 = ? ORDER BY page');
  const stateOf = db.prepare('SELECT state, reason, pages FROM attachment_texts WHERE sha256 = ?');
  const pagesOf = db.prepare('SELECT page, text, lang, source FROM attachment_pages WHERE sha256 = ? ORDER BY page');
  const seenAll = db.prepare('SELECT kind, item_id AS id, signature FROM attachment_index_seen');
  const putSeen = db.prepare('INSERT OR REPLACE INTO attachment_index_seen (kind, item_id, signature) VALUES (?, ?, ?)');
  const dropSeen = db.prepare('DELETE FROM attachment_index_seen WHERE kind = ? AND item_id = ?');
  const current = Object.fromEntries(
    Object.entries(ATTACHED).map(([kind, t]) => [
      kind,
      {
        // An item's PDFs, with each file's text version: a change to either re-indexes the item.
        list: db.prepare(
          `SELECT i.id, i.title, i.${t.date} AS date,
             (SELECT group_concat(x, ',') FROM (SELECT l.position || ':' || f.sha256 || ':' || coalesce(a.updated_at, '') AS x
                FROM ${t.links} l JOIN files f ON f.id = l.file_id LEFT JOIN attachment_texts a ON a.sha256 = f.sha256
                WHERE l.${t.key} = i.id AND f.type = 'application/pdf' ORDER BY l.position)) AS files
           FROM ${t.items} i WHERE i.unpublished_at IS NULL AND EXISTS (SELECT 1 FROM ${t.links} WHERE ${t.key} = i.id)`,
        ),
        pdfs: db.prepare(
          `SELECT l.position, f.sha256 FROM ${t.links} l JOIN files f ON f.id = l.file_id WHERE l.${t.key} = ? AND f.type = 'application/pdf' ORDER BY l.position`,
        ),
      },
    ]),
  ) as Record<AttachedKind, { list: import('better-sqlite3').Statement; pdfs: import('better-sqlite3').Statement }>;

  /** The file's state from its OCR jobs: queued while any page waits, failed when one failed, done when OCR read some. */
  const refresh = (sha256: string, noTextLayer: string | null = null) => {
    const jobs = jobsOf.all(sha256) as Array<{ page: number; state: string; reason: string | null }>;
    const failed = jobs.find((j) => j.state === 'failed');
    const state: TextState = jobs.some((j) => j.state === 'queued') ? 'ocr-queued' : failed ? 'failed' : jobs.length ? 'done' : 'extracted';
    const reason = state === 'failed' ? `OCR of page ${failed!.page} failed: ${failed!.reason}` : noTextLayer;
    setState.run({ sha256, state, reason, pages: null, now: now() });
  };

  const pdfPath = (sha256: string) => files.pathOf({ sha256, type: 'application/pdf' });

  async function extract(sha256: string): Promise<void> {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(pdfPath(sha256));
    } catch {
      setState.run({ sha256, state: 'failed', reason: 'The file is missing on disk.', pages: null, now: now() });
      return;
    }
    let pages: string[];
    try {
      pages = await extractor.pages(bytes);
    } catch (err) {
      const why = err instanceof PdfReadError ? `pdf.js could not read it: ${err.message}` : `its text could not be read: ${(err as Error).message}`;
      setState.run({ sha256, state: 'failed', reason: why, pages: null, now: now() });
      return;
    }
    db.transaction(() => {
      clearPages.run(sha256);
      clearJobs.run(sha256);
      const blank: number[] = [];
      pages.forEach((raw, i) => {
        const text = raw.normalize('NFC').trim();
        if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= MIN_LETTERS) putPage.run(sha256, i + 1, text, detectLanguage(text), 'pdf');
        else blank.push(i + 1);
      });
      setState.run({ sha256, state: 'extracted', reason: null, pages: pages.length, now: now() });
      if (!blank.length) return;
      if (!ocr.on) return refresh(sha256, `${blank.length} page(s) without a text layer; OCR is off (${ocr.reason}).`);
      let room = ocrQueueMax - (queuedCount.get() as { n: number }).n;
      for (const page of blank) {
        if (room-- > 0) queueJob.run(sha256, page, now());
        else refuseJob.run(sha256, page, 'the OCR queue was full', now());
      }
      refresh(sha256);
    })();
  }

  async function ocrOne(signal: AbortSignal): Promise<boolean> {
    const job = nextJob.get() as { sha256: string; page: number; attempts: number } | undefined;
    if (!job) return false;
    jobTried.run(job.sha256, job.page);
    try {
      const text = (await ocrPage(pdfPath(job.sha256), job.page, ocrLimitMs, options.ocrCommands, signal)).normalize('NFC').trim();
      db.transaction(() => {
        putPage.run(job.sha256, job.page, text, detectLanguage(text), 'ocr');
        jobDone.run(job.sha256, job.page);
        refresh(job.sha256);
      })();
    } catch (err) {
      if (signal.aborted) return false; // stopped with the server: queued again at the next start
      // One retry: a page failing twice is left failed, with the reason.
      const again = job.attempts + 1 < 2;
      jobFailed.run(again ? 'queued' : 'failed', (err as Error).message, job.sha256, job.page);
      log.warn({ sha256: job.sha256, page: job.page, again }, `OCR of a page failed: ${(err as Error).message}`);
      refresh(job.sha256);
    }
    return true;
  }

  /** Brings the search index's attachment pages in step with the published items' PDFs and their text. */
  const syncIndex = db.transaction((): number => {
    const seen = new Map((seenAll.all() as Array<{ kind: string; id: number; signature: string }>).map((r) => [`${r.kind}/${r.id}`, r.signature]));
    let changed = 0;
    for (const kind of Object.keys(ATTACHED) as AttachedKind[]) {
      for (const item of current[kind].list.all() as Array<{ id: number; title: string; date: string; files: string | null }>) {
        const key = `${kind}/${item.id}`;
        const signature = `${item.title}|${item.date}|${item.files ?? ''}`;
        const had = seen.get(key);
        seen.delete(key);
        if (had === signature) continue;
        search.removeAttachments(kind, item.id);
        for (const { position, sha256 } of current[kind].pdfs.all(item.id) as Array<{ position: number; sha256: string }>) {
          if (position > 98) continue;
          for (const p of pagesOf.all(sha256) as AttachmentPage[]) {
            if (p.page > 999 || !p.text) continue;
            search.indexAttachment(kind, item.id, position, p.page, { title: item.title, text: p.text, date: item.date, lang: p.lang });
          }
        }
        putSeen.run(kind, item.id, signature);
        changed++;
      }
    }
    // Unpublished or deleted items, and items whose files were all taken away.
    for (const key of seen.keys()) {
      const [kind, id] = key.split('/') as [AttachedKind, string];
      search.removeAttachments(kind, Number(id));
      dropSeen.run(kind, Number(id));
      changed++;
    }
    return changed;
  });

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const abort = new AbortController();
  let backfillTotal = -1;

  async function pump(): Promise<void> {
    if (ocr.on && backfillTotal < 0) rereadWithoutOcr.run();
    discover.run({ now: now() });
    const pending = (countPending.get() as { n: number }).n;
    if (backfillTotal < 0 && pending) {
      backfillTotal = pending;
      log.info({ pdfs: pending }, `attachment text: reading ${pending} stored PDF(s) in the background`);
    }
    let done = 0;
    for (let row = nextPending.get() as { sha256: string } | undefined; row && !stopped; row = nextPending.get() as { sha256: string } | undefined) {
      await extract(row.sha256);
      done++;
      if (backfillTotal > 0 && (done % 100 === 0 || done === backfillTotal))
        log.info({ done, of: backfillTotal }, `attachment text: ${done} of ${backfillTotal} PDF(s) read`);
      // Found in search as soon as read, not at the end of a long backfill.
      if (done % 20 === 0) syncIndex();
    }
    if (backfillTotal > 0) backfillTotal = 0;
    if (!stopped) syncIndex();
    while (!stopped && ocr.on && (await ocrOne(abort.signal))) syncIndex();
  }

  const service = {
    ocr,
    /** Looks for new files, changed items and queued OCR now (the timer does it too); resolves when idle. */
    kick(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          try {
            await pump();
          } catch (err) {
            log.error({ err }, 'attachment text: the background reader failed');
          }
        } while (again && !stopped);
        running = null;
      })();
      return running;
    },
    state(sha256: string): AttachmentTextState | undefined {
      return stateOf.get(sha256) as AttachmentTextState | undefined;
    },
    /** The state of the PDF at /files/<sha256>.pdf; undefined for an image or a file not read yet. */
    stateOfUrl(url: string): AttachmentTextState | undefined {
      const pdf = /^\/files\/([0-9a-f]{64})\.pdf$/.exec(url);
      return pdf ? service.state(pdf[1]!) : undefined;
    },
    pages(sha256: string): AttachmentPage[] {
      return pagesOf.all(sha256) as AttachmentPage[];
    },
    async close(): Promise<void> {
      stopped = true;
      abort.abort();
      await running;
      await extractor.close();
    },
  };
  return service;
}

declare module 'fastify' {
  interface FastifyInstance {
    attachmentText: AttachmentText;
  }
}

export default fp(
  async (app) => {
    const service = createAttachmentText(app.db, app.files, app.searchIndex, { log: app.log });
    if (!service.ocr.on) app.log.warn(`OCR is off: ${service.ocr.reason}. Only PDFs' text layers are indexed.`);
    app.decorate('attachmentText', service);
    // Started once the server listens: reading PDFs never delays start-up or a request.
    const timer = setInterval(() => void service.kick(), 5_000);
    timer.unref();
    app.addHook('onReady', () => {
      void service.kick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await service.close();
    });
  },
  { name: 'attachment-text', dependencies: ['db', 'file-repository', 'search-repository'] },
);
