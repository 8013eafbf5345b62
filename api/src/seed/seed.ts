import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../plugins/app/db/database';
import { createDepartmentNotificationRepository } from '../plugins/app/departments/department-notification-repository';
import { createEventRepository } from '../plugins/app/events/event-repository';
import { createFileRepository } from '../plugins/app/files/file-repository';
import { createNewsRepository } from '../plugins/app/news/news-repository';
import { createNoticeRepository } from '../plugins/app/notices/notice-repository';
import { createSearchRepository } from '../plugins/app/search/search-repository';
import { createTenderRepository } from '../plugins/app/tenders/tender-repository';
import type { DocumentSpec } from './documents/document-spec';
import { samplePdf } from './sample-pdf';
import { samplePng } from './sample-png';
import { seedProjects } from './projects-seed';
import {
  departmentNames,
  departmentNotifications,
  eventTitles,
  flashNoticeIndexes,
  newsTitles,
  noticeParagraphs,
  noticeTitles,
  tenderSubjects,
} from './sample-content';

const DAY = 24 * 3600 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Content tables a reset empties. Grievances, their history and the mail outbox are never touched. */
const contentTables = [
  'videos',
  'video_files',
  'corrigendum_files',
  'corrigenda',
  'tender_files',
  'tenders',
  'notice_files',
  'notices',
  'news_images',
  'news',
  'event_files',
  'events',
  'department_notification_files',
  'department_notifications',
];

export function isSeeded(db: Db): boolean {
  return !!db.prepare("SELECT 1 FROM app_meta WHERE key = 'seeded_at'").get();
}

/** Removes the sample content (not grievances) so seed() can write it again. */
export function resetContent(db: Db): void {
  db.transaction(() => {
    for (const table of contentTables) db.exec(`DELETE FROM ${table}`);
    db.exec("DELETE FROM search_index; DELETE FROM search_attachments; DELETE FROM search_item_rows; DELETE FROM app_meta WHERE key = 'seeded_at'");
    // The sample videos are made again too (they are made while videos were never stored).
    db.exec("DELETE FROM sqlite_sequence WHERE name = 'videos'");
    // Files no longer referenced by anything (the bytes stay on disk, hash-named, harmless).
    db.exec('DELETE FROM files');
  })();
}

/** The sample data (docs/operations.md), dated around `now`. PDFs and images are generated, all marked sample. */
export async function seed(db: Db, dataDir: string, now = Date.now()): Promise<void> {
  const files = createFileRepository(db, dataDir);
  const search = createSearchRepository(db);
  const notices = createNoticeRepository(db, files, search);
  const tenders = createTenderRepository(db, files, search);
  const news = createNewsRepository(db, files, search);
  const events = createEventRepository(db, files, search);
  const departments = createDepartmentNotificationRepository(db, files);

  // Generated first (async), then written in one transaction: a half-seeded database never exists.
  const writes: Array<() => void> = [];

  for (const [i, [type, title]] of noticeTitles.entries()) {
    const full = `${title} (sample)`;
    const published = now - i * 1.6 * DAY - (i % 5) * 3600 * 1000;
    // Every eighth notice has expired: gone from the current list, still in the archive.
    const validUntil = i % 8 === 7 ? iso(published + 10 * DAY) : i % 3 === 0 ? iso(now + 60 * DAY) : null;
    const pages = [`${noticeParagraphs[0]}\n\n${full}.`, ...(i % 4 === 0 ? [`Annexure: schedule and list for "${title}". ${noticeParagraphs[1]}`] : [])];
    const attachments = i % 9 === 4 ? [] : [await samplePdf(full, pages)];
    if (i % 10 === 1) attachments.push(await samplePdf(`${title}: annexure (sample)`, [noticeParagraphs[1]!]));
    writes.push(() => {
      const fileIds = attachments.map((bytes, n) => files.save(bytes, `${slug(title)}${n ? `-${n + 1}` : ''}.pdf`, 'application/pdf').id);
      notices.create({
        title: full,
        type,
        description: attachments.length ? 'Details are in the attached document.' : noticeParagraphs[1]!,
        message: `<p>${noticeParagraphs[0]}</p><p>${noticeParagraphs[2]}</p>`,
        publishedAt: iso(published),
        validUntil,
        flash: flashNoticeIndexes.includes(i),
        fileIds,
      });
    });
  }

  // Tenders: open, closing within 7 days, closed, awarded; the second one has a corrigendum.
  const closingOffsets = [25, 4, 18, 2, -6, 30, -20, 6, -40, 12, -60, -15, 40, -90, 9];
  for (const [i, subject] of tenderSubjects.entries()) {
    const title = `${subject} (sample)`;
    const closes = now + closingOffsets[i]! * DAY;
    const published = Math.min(now - 2 * DAY, closes - 21 * DAY) - i * 3600 * 1000;
    const awarded = closingOffsets[i]! <= -15 ? iso(closes + 10 * DAY) : null;
    const tenderNo = `AEC/PUR/${new Date(published).getUTCFullYear()}/${String(101 + i).padStart(3, '0')}`;
    const notice = await samplePdf(`Notice inviting tender: ${title}`, [
      `Tender no. ${tenderNo}. Sealed bids are invited from eligible bidders for: ${subject}. Last date of submission: ${new Date(closes).toDateString()}.`,
      'Eligibility: registered firms with at least three years of experience in similar work. Earnest money and tender fee as per the bid document.',
      'Bill of quantities and technical specifications: see the bid document.',
    ]);
    const bidDocument =
      i % 3 === 0 ? await samplePdf(`Bid document: ${title}`, ['Section 1: instructions to bidders.', 'Section 2: conditions of contract.']) : undefined;
    const corrigendum =
      i === 1
        ? await samplePdf(`Corrigendum 1: ${title}`, ['The last date of submission is extended by five days. All other terms remain unchanged.'])
        : undefined;
    writes.push(() => {
      const fileIds = [files.save(notice, `${slug(subject)}-nit.pdf`, 'application/pdf').id];
      if (bidDocument) fileIds.push(files.save(bidDocument, `${slug(subject)}-bid-document.pdf`, 'application/pdf').id);
      const id = tenders.create({
        title,
        tenderNo,
        reference: `AEC/EST/${i % 2 ? 'TEQIP' : 'GEN'}/${200 + i}/${new Date(published).getUTCFullYear()}`,
        type: i % 4 === 3 ? 'TEQIP' : 'AEC',
        description: `Sealed bids are invited for: ${subject}. See the notice inviting tender for eligibility and the bid document.`,
        publishedAt: iso(published),
        dateOpening: iso(closes + 1 * DAY),
        dateClosing: iso(closes),
        awardedAt: awarded,
        // Long-awarded tenders leave the current list; they stay in the archive.
        validUntil: closingOffsets[i]! <= -60 ? iso(closes + 30 * DAY) : null,
        fileIds,
      });
      if (corrigendum) {
        tenders.addCorrigendum(id, {
          publishedAt: iso(now - 1 * DAY),
          title: 'Corrigendum 1: last date extended by five days (sample)',
          description: 'The last date of submission is extended by five days. All other terms remain unchanged.',
          fileIds: [files.save(corrigendum, `${slug(subject)}-corrigendum-1.pdf`, 'application/pdf').id],
        });
      }
    });
  }

  for (const [i, title] of newsTitles.entries()) {
    const images = [samplePng(i + 1), ...(i % 3 === 0 ? [samplePng(i + 101)] : [])];
    writes.push(() => {
      news.create({
        title: `${title} (sample)`,
        description: `${title}. A sample news item written for the website.`,
        message: `<p>${title}. This sample story stands where the college's own report and photographs will go.</p><p>Faculty members, students and guests took part.</p>`,
        publishedAt: iso(now - i * 4 * DAY - 6 * 3600 * 1000),
        images: images.map((bytes, n) => ({
          fileId: files.save(bytes, `${slug(title)}-${n + 1}.png`, 'image/png').id,
          alt: `Illustration for "${title}" (sample image)`,
        })),
      });
    });
  }

  // Events from six weeks ago to six weeks ahead.
  for (const [i, [title, venue, time]] of eventTitles.entries()) {
    const date = now + (i - 7) * 6 * DAY;
    const brochure = await samplePdf(`${title} (sample)`, [
      `${title}. Venue: ${venue}. Time: ${time}.`,
      'Programme: welcome address, sessions, vote of thanks.',
    ]);
    const poster = samplePng(i + 51);
    writes.push(() => {
      const pdfId = files.save(brochure, `${slug(title)}-brochure.pdf`, 'application/pdf').id;
      const pngId = files.save(poster, `${slug(title)}-poster.png`, 'image/png').id;
      events.create({
        title: `${title} (sample)`,
        eventDate: iso(date),
        message: `<p>${title} at the ${venue}, ${time}. All students and faculty are welcome.</p>`,
        description: `${title}: a sample event of the college calendar.`,
        venue,
        time,
        fileIds: i % 2 ? [pdfId, pngId] : [pngId, pdfId],
      });
    });
  }

  for (const [dept, titles] of Object.entries(departmentNotifications)) {
    for (const [i, title] of titles.entries()) {
      const pdf = i === 0 ? await samplePdf(`${title} (sample)`, [`Department of ${departmentNames[Number(dept)]}. ${title}.`]) : undefined;
      writes.push(() => {
        departments.create({
          deptId: Number(dept),
          title: `${title} (sample)`,
          message: `<p>${title}. Students of the department are requested to take note.</p>`,
          createdAt: iso(now - (i * 5 + Number(dept)) * DAY),
          createdBy: `Head of the Department, ${departmentNames[Number(dept)]}`,
          fileIds: pdf ? [files.save(pdf, `${slug(title)}.pdf`, 'application/pdf').id] : [],
        });
      });
    }
  }

  db.transaction(() => {
    for (const write of writes) write();
    db.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('seeded_at', ?)").run(new Date().toISOString());
  })();
  await seedProjects(db, dataDir, now);
}

const documentPath = /^\/files\/docs\/[a-z0-9][a-z0-9._/-]*\.pdf$/;

export function isValidDocumentPath(p: string): boolean {
  return documentPath.test(p) && !p.includes('..') && !p.includes('//');
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Generates each static document the front ends link to (api/src/seed/documents) under
 * AEC_DATA_DIR/files/docs/…, so no link on the site is broken. A document is written when missing,
 * and written again when its catalogue entry changed, but only while the file on disk is still the
 * one generated here (files/docs/.generated.json): a real PDF the college put in its place stays.
 */
export async function ensureStaticDocuments(dataDir: string, documents: DocumentSpec[]): Promise<{ written: number; invalid: string[] }> {
  const docsRoot = path.join(dataDir, 'files', 'docs');
  fs.mkdirSync(docsRoot, { recursive: true });
  const manifestPath = path.join(docsRoot, '.generated.json');
  let manifest: Record<string, { spec: string; bytes: string }> = {};
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  } catch {
    // First run, or an unreadable manifest: treat every existing file as the college's own.
  }
  const invalid: string[] = [];
  let written = 0;
  for (const doc of documents) {
    if (!isValidDocumentPath(doc.path)) {
      invalid.push(doc.path);
      continue;
    }
    const target = path.join(dataDir, 'files', doc.path.slice('/files/'.length));
    const specHash = sha256(Buffer.from(JSON.stringify([doc.title, doc.pages])));
    const previous = manifest[doc.path];
    if (fs.existsSync(target)) {
      if (!previous || previous.spec === specHash) continue;
      if (sha256(fs.readFileSync(target)) !== previous.bytes) continue;
    }
    const bytes = await samplePdf(`${doc.title} (sample)`, doc.pages.length ? doc.pages : ['']);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, bytes);
    fs.renameSync(tmp, target);
    manifest[doc.path] = { spec: specHash, bytes: sha256(bytes) };
    written++;
  }
  if (written) fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 1));
  return { written, invalid };
}
