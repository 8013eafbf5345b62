import { z } from 'zod';
import {
  Base64Blob,
  EventDescriptionEntry,
  EventWrite,
  NewsWrite,
  NoticeDescriptionEntry,
  NoticeWrite,
  TenderDescriptionEntry,
  TenderWrite,
  UploadInfoEntry,
} from '@aec/contracts';
import type { FastifyInstance } from 'fastify';
import { checkUpload, sniffType, type CheckedUpload } from '../../../lib/upload-check';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../db/database';
import { contentPublishingParts, createContentPublishingRepository } from '../staff/content-publishing-repository';
import { createPublishingRepository, publishingParts } from '../staff/publishing-repository';
import type { AuditActor } from '../staff/audit-repository';

/**
 * Imports notices, tenders, news and events with their files from a site answering the old
 * backend's calls (this site answers them too). Items are written through the staff console's
 * repositories (sanitised, indexed for search, audited), one transaction per item with its row in
 * import_map, so a second run, or one after an interruption, imports only what is new.
 */
export type Kind = 'notice' | 'tender' | 'news' | 'event';
export const KINDS: Kind[] = ['notice', 'tender', 'news', 'event'];
const LIST_PATH: Record<Kind, string> = { notice: 'notice', tender: 'tender', news: 'news', event: 'events' };
/** The most rows one range call answers (docs/product/api-compatibility.md). */
const PAGE = 100;
const ACTOR: AuditActor = { id: null, name: 'import' };

/** The old site cannot be used at all (unreachable, an error, not JSON): the run stops with this sentence. */
export class ImportAbort extends Error {}

export interface Skip {
  kind: Kind;
  oldId: number | string;
  title: string;
  reason: string;
}
export interface ImportReport {
  source: string;
  dryRun: boolean;
  found: Record<Kind, number>;
  imported: Record<Kind, number>;
  present: Record<Kind, number>;
  skipped: Skip[];
  /** Dated before --since: left out. */
  older: number;
  /** Stopped early by the signal: run again to import the rest. */
  interrupted: boolean;
}
export interface Progress {
  done: number;
  total: number;
  kind: Kind;
  report: ImportReport;
}
export interface ImportOptions {
  from: string;
  dryRun?: boolean;
  /** Only items dated on or after this. */
  since?: Date;
  signal?: AbortSignal;
  onListed?: (kind: Kind, count: number) => void;
  onProgress?: (progress: Progress) => void;
}

// The compatibility fields only: an old site has none of ours (files, translations, …), and what it
// does not send cannot be required. Ours, when a site of this kind sends them, are used.
const Id = z.coerce.number().int().positive();
const jsonText = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx): z.infer<T> => {
    try {
      return schema.parse(JSON.parse(text)) as z.infer<T>;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'a JSON-text field is not the expected list' });
      return z.NEVER;
    }
  });
const uploadInfo = jsonText(z.array(UploadInfoEntry));
const NoticeRow = z.object({
  id: Id,
  title: z.string(),
  _date_: z.string(),
  description: jsonText(z.array(NoticeDescriptionEntry).min(1)),
  uploadInfo: uploadInfo.default([]),
  message: z.string().default(''),
  validUntil: z.string().nullable().optional(),
  flash: z.boolean().optional(),
});
const TenderRow = z.object({
  id: Id,
  title: z.string(),
  _date_: z.string(),
  description: jsonText(z.array(TenderDescriptionEntry).min(1)),
  uploadInfo: uploadInfo.default([]),
  tender_no: z.string().optional(),
  reference: z.string().optional(),
  validUntil: z.string().nullable().optional(),
});
const NewsRow = z.object({
  id: Id,
  title: z.string(),
  _date_: z.string(),
  description: z.string().default(''),
  message: z.string().default(''),
  uploadInfo: uploadInfo.default([]),
});
const EventRow = z.object({
  id: Id,
  title: z.string(),
  _date_: z.string(),
  message: z.string().default(''),
  description: jsonText(z.array(EventDescriptionEntry)),
});
const Detail = z.object({ rows: z.array(z.unknown()).min(1), b_arr: z.array(Base64Blob.nullable()).default([]) });
const ROW: Record<Kind, z.ZodType<{ id: number; title: string; _date_: string }>> = { notice: NoticeRow, tender: TenderRow, news: NewsRow, event: EventRow };

interface Listed {
  kind: Kind;
  id: number | string;
  title: string;
  raw: unknown;
}

const issueOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`)[0];
const titleOf = (raw: unknown) => (raw && typeof raw === 'object' && 'title' in raw && typeof raw.title === 'string' ? raw.title : '(no title)');
const idOf = (raw: unknown) => (raw && typeof raw === 'object' && 'id' in raw && (typeof raw.id === 'number' || typeof raw.id === 'string') ? raw.id : '?');

/** An item that cannot be imported as it is: skipped with this reason, the run goes on. */
class SkipItem extends Error {}

async function request(base: URL, pathname: string, signal?: AbortSignal): Promise<Response> {
  // Under the base's own path when it has one (https://example.org/old-site + /api/notice/1/100).
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}${pathname}`, base);
  let response: Response;
  try {
    response = await fetch(url, { signal: signal ?? AbortSignal.timeout(60_000), headers: { accept: 'application/json, */*' } });
  } catch (err) {
    // fetch's own error says only "fetch failed"; its cause says why (read by shape: errors may come from another realm).
    const { message, cause } = err as { message?: string; cause?: { message?: string; code?: string } };
    const why = cause?.message || cause?.code || message || String(err);
    throw new ImportAbort(`Could not reach the old site at ${base.origin} (${why}). Check the address given with --from and that the site is up.`);
  }
  if (response.status >= 500)
    throw new ImportAbort(`The old site answered ${url.pathname} with ${response.status} ${response.statusText}: it is failing; try again later.`);
  return response;
}

async function getJson(base: URL, pathname: string): Promise<unknown> {
  const response = await request(base, pathname);
  const text = await response.text();
  if (response.status === 404) throw new SkipItem('the old site does not have it any more (404)');
  if (!response.ok) throw new ImportAbort(`The old site answered ${pathname} with ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportAbort(
      `The old site answered ${pathname} with something that is not JSON (${response.headers.get('content-type') ?? 'no content type'}); is ${base.origin} the right address?`,
    );
  }
}

/** Every row of one kind, page by page until a page is empty. */
async function listAll(base: URL, kind: Kind): Promise<Listed[]> {
  const seen = new Set<string>();
  const out: Listed[] = [];
  let offset = 0;
  for (;;) {
    // The range call: from (0-based offset, 1 meaning 0) to. archive=1: expired notices and tenders too (an old site ignores it).
    const from = offset === 0 ? 1 : offset;
    const answer = await getJson(base, `/api/${LIST_PATH[kind]}/${from}/${offset + PAGE}?archive=1`).catch((err) => {
      if (err instanceof SkipItem)
        throw new ImportAbort(`The old site has no /api/${LIST_PATH[kind]}/{from}/{to} call (404): is ${base.origin} the right address?`);
      throw err;
    });
    const rows = z.object({ rows: z.array(z.unknown()) }).safeParse(answer);
    if (!rows.success) throw new ImportAbort(`The old site's /api/${LIST_PATH[kind]} answer has no list of rows: is ${base.origin} the right address?`);
    const fresh = rows.data.rows.filter((raw) => !seen.has(String(idOf(raw))));
    if (fresh.length === 0) return out;
    for (const raw of fresh) {
      seen.add(String(idOf(raw)));
      out.push({ kind, id: idOf(raw), title: titleOf(raw), raw });
    }
    // A site that answers fewer rows than asked (its own cap) is read on from where it stopped.
    offset += rows.data.rows.length < PAGE && offset + rows.data.rows.length > 1 ? rows.data.rows.length : PAGE;
  }
}

/** A file as staff would upload it, through the same checks (a real PDF or image by its bytes; no active PDF). */
async function checked(bytes: Buffer, name: string, what: string): Promise<CheckedUpload> {
  const type = sniffType(bytes);
  if (!type) throw new SkipItem(`${what} is neither a PDF nor an image`);
  try {
    return await checkUpload({ name, type, dataBase64: bytes.toString('base64') });
  } catch (err) {
    if (err instanceof HttpError) throw new SkipItem(`${what} was refused${type === 'application/pdf' ? ' as a broken or unsafe PDF' : ''}: ${err.message}`);
    throw err;
  }
}

async function attachment(base: URL, kind: 'notice' | 'tender', id: number, entry: z.infer<typeof UploadInfoEntry>): Promise<CheckedUpload> {
  const what = `attachment ${entry.index + 1} (${entry.name})`;
  const response = await request(base, `/api/${kind}/attachment/${id}/${entry.index}`);
  if (!response.ok) throw new SkipItem(`${what} is missing on the old site (${response.status})`);
  return checked(Buffer.from(await response.arrayBuffer()), entry.name, what);
}

async function detail(base: URL, kind: 'news' | 'event', id: number): Promise<z.infer<typeof Detail>> {
  const parsed = Detail.safeParse(await getJson(base, `/api/${LIST_PATH[kind]}/${id}`));
  if (!parsed.success) throw new SkipItem(`the answer of /api/${LIST_PATH[kind]}/${id} does not parse (${issueOf(parsed.error)})`);
  return parsed.data;
}

const blobs = async (arr: Array<z.infer<typeof Base64Blob> | null>, names: string[], fallback: string) => {
  const out: CheckedUpload[] = [];
  for (const [i, blob] of arr.entries()) {
    if (!blob) continue;
    out.push(await checked(Buffer.from(blob.data, 'base64'), names[i] ?? `${fallback}-${i + 1}.${blob.ext ?? blob.type}`, `file ${i + 1}`));
  }
  return out;
};

/** The staff write schemas judge what the old site sent, as they judge what staff type. */
function write<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new SkipItem(`it does not fit what staff may publish (${issueOf(parsed.error)})`);
  return parsed.data as z.infer<T>;
}

const iso = (date: string) => {
  const t = Date.parse(date);
  if (Number.isNaN(t)) throw new SkipItem(`its date "${date}" is not a date`);
  return new Date(t).toISOString();
};

export async function importOldSite(app: FastifyInstance, options: ImportOptions): Promise<ImportReport> {
  let base: URL;
  try {
    base = new URL(options.from);
    if (!/^https?:$/.test(base.protocol)) throw new Error();
  } catch {
    throw new ImportAbort(`--from must be the old site's address, such as https://old.aec.ac.in (got "${options.from}").`);
  }
  const db: Db = app.db;
  const source = base.origin + base.pathname.replace(/\/+$/, '');
  // No alerts: subscribers are not mailed about items years old (the console's writes mail them).
  const publishing = createPublishingRepository(db, publishingParts(app));
  const content = createContentPublishingRepository(db, contentPublishingParts(app));
  const mapped = db.prepare('SELECT new_id FROM import_map WHERE source = ? AND kind = ? AND old_id = ?').pluck();
  const remember = db.prepare('INSERT INTO import_map (source, kind, old_id, new_id, imported_at) VALUES (?, ?, ?, ?, ?)');
  const zero = () => ({ notice: 0, tender: 0, news: 0, event: 0 });
  const report: ImportReport = {
    source,
    dryRun: !!options.dryRun,
    found: zero(),
    imported: zero(),
    present: zero(),
    skipped: [],
    older: 0,
    interrupted: false,
  };

  const listed: Listed[] = [];
  for (const kind of KINDS) {
    const rows = await listAll(base, kind);
    report.found[kind] = rows.length;
    options.onListed?.(kind, rows.length);
    listed.push(...rows);
  }

  /** Checks and fetches everything first (async), then writes the item, its files, its audit entries and its map row in one transaction. */
  const prepare = async (item: Listed): Promise<((actor: AuditActor) => number) | 'old'> => {
    const parsed = ROW[item.kind].safeParse(item.raw);
    if (!parsed.success) throw new SkipItem(`the row does not parse (${issueOf(parsed.error)})`);
    const row = parsed.data;
    if (options.since && Date.parse(row._date_) < options.since.getTime()) return 'old';
    const upload = (files: CheckedUpload[], actor: AuditActor) => files.map((f) => publishing.upload(f, actor).id);
    switch (item.kind) {
      case 'notice': {
        const r = row as z.infer<typeof NoticeRow>;
        const files: CheckedUpload[] = [];
        for (const entry of r.uploadInfo) files.push(await attachment(base, 'notice', r.id, entry));
        const first = r.description[0]!;
        const w = write(NoticeWrite, {
          title: r.title,
          type: first.type,
          description: first.description,
          message: r.message,
          publishedAt: iso(r._date_),
          validUntil: r.validUntil ?? null,
          flash: r.flash ?? false,
          fileIds: [],
        });
        return (actor) => publishing.createNotice({ ...w, fileIds: upload(files, actor) }, actor).id;
      }
      case 'tender': {
        const r = row as z.infer<typeof TenderRow>;
        const files: CheckedUpload[] = [];
        for (const entry of r.uploadInfo) files.push(await attachment(base, 'tender', r.id, entry));
        const first = r.description[0]!;
        const w = write(TenderWrite, {
          title: r.title,
          // The old rows have no tender number of their own: the old id keeps it unique and findable.
          tenderNo: r.tender_no || `OLD-${r.id}`,
          reference: r.reference ?? '',
          type: first.type,
          description: first.description,
          publishedAt: iso(r._date_),
          dateOpening: iso(first.date_opening),
          dateClosing: iso(first.date_closing),
          validUntil: r.validUntil ?? null,
          fileIds: [],
        });
        return (actor) => publishing.createTender({ ...w, fileIds: upload(files, actor) }, actor).id;
      }
      case 'news': {
        const r = row as z.infer<typeof NewsRow>;
        const d = await detail(base, 'news', r.id);
        const files = await blobs(
          d.b_arr,
          r.uploadInfo.map((u) => u.name),
          'image',
        );
        const w = write(NewsWrite, { title: r.title, description: r.description, message: r.message, publishedAt: iso(r._date_), images: [] });
        // The old site kept no alt text: the headline says what the picture is of.
        return (actor) => content.news.create({ ...w, images: upload(files, actor).map((fileId) => ({ fileId, alt: r.title })) }, actor).id;
      }
      case 'event': {
        const r = row as z.infer<typeof EventRow>;
        const d = await detail(base, 'event', r.id);
        const files = await blobs(d.b_arr, [], r.title.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event');
        const first = r.description[0] ?? { description: '', venue: '', time: '' };
        const w = write(EventWrite, {
          title: r.title,
          eventDate: iso(r._date_),
          time: first.time,
          venue: first.venue,
          description: first.description,
          message: r.message,
          fileIds: [],
        });
        return (actor) => content.events.create({ ...w, fileIds: upload(files, actor) }, actor).id;
      }
    }
  };

  const store = db.transaction((item: Listed, make: (actor: AuditActor) => number) => {
    const newId = make(ACTOR);
    remember.run(source, item.kind, item.id, newId, new Date().toISOString());
    app.audit.record(ACTOR, { action: 'import', target: `${item.kind}:${newId}`, after: { source, oldId: item.id } });
    return newId;
  });

  for (const [i, item] of listed.entries()) {
    if (options.signal?.aborted) {
      report.interrupted = true;
      break;
    }
    const oldId = Number(item.id);
    if (Number.isInteger(oldId) && mapped.get(source, item.kind, oldId) !== undefined) {
      report.present[item.kind]++;
    } else {
      try {
        const make = await prepare(item);
        if (make === 'old') report.older++;
        else {
          if (!options.dryRun) store(item, make);
          report.imported[item.kind]++;
        }
      } catch (err) {
        if (err instanceof SkipItem) report.skipped.push({ kind: item.kind, oldId: item.id, title: item.title, reason: err.message });
        else if (err instanceof HttpError) report.skipped.push({ kind: item.kind, oldId: item.id, title: item.title, reason: err.message });
        else throw err;
      }
    }
    options.onProgress?.({ done: i + 1, total: listed.length, kind: item.kind, report });
  }
  return report;
}

const plural: Record<Kind, string> = { notice: 'notices', tender: 'tenders', news: 'news items', event: 'events' };

/** The report as the command prints it. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `${report.dryRun ? 'Dry run (nothing written): would import' : 'Imported'} from ${report.source}${report.interrupted ? ' (interrupted: run the same command again to import the rest)' : ''}:`,
  ];
  for (const kind of KINDS) {
    const skipped = report.skipped.filter((s) => s.kind === kind).length;
    lines.push(
      `  ${plural[kind]}: ${report.found[kind]} found, ${report.imported[kind]} ${report.dryRun ? 'to import' : 'imported'}, ${report.present[kind]} already present, ${skipped} skipped`,
    );
  }
  if (report.older) lines.push(`  ${report.older} dated before --since left out`);
  if (report.skipped.length) {
    lines.push('Skipped:');
    for (const s of report.skipped) lines.push(`  ${s.kind} ${s.oldId} "${s.title}": ${s.reason}`);
  }
  return lines.join('\n');
}
