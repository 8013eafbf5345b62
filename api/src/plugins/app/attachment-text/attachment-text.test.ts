import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import pino from 'pino';
import { openDatabase, type Db } from '../db/database';
import { createFileRepository, type FileRepository } from '../files/file-repository';
import { createNoticeRepository } from '../notices/notice-repository';
import { createSearchRepository, type SearchRepository } from '../search/search-repository';
import { createAttachmentText, type AttachmentTextOptions } from './attachment-text';
import { detectLanguage, PdfExtractor } from './pdf-extractor';
import { ocrAvailability } from './ocr';

async function textPdf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) doc.addPage([595, 842]).drawText(text, { x: 50, y: 760, size: 14, font });
  return doc.save();
}

/** A scanned page: words drawn by Chromium (the site's own Bengali face), photographed, put in a PDF as an image alone. */
async function scannedPdf(): Promise<Uint8Array> {
  const face = fs.readFileSync(path.resolve(__dirname, '../../../../../shell/src/layout/fonts/noto-sans-bengali-400.woff2')).toString('base64');
  const browser = await chromium.launch({ executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 500 } });
    await page.setContent(`<style>@font-face{font-family:B;src:url(data:font/woff2;base64,${face})}
      body{margin:40px;font:48px/1.6 sans-serif;background:#fff;color:#000} .as{font-family:B}</style>
      <p>Hostel allotment quokka register</p><p class="as">অসম পৰীক্ষা</p>`);
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: 'png' });
    const doc = await PDFDocument.create();
    const image = await doc.embedPng(png);
    doc.addPage([image.width / 2, image.height / 2]).drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
    return await doc.save();
  } finally {
    await browser.close();
  }
}

describe('PDF text extraction', () => {
  const extractor = new PdfExtractor();
  afterAll(() => extractor.close());

  it('reads each page of a PDF in a worker thread, and says why a broken file cannot be read', async () => {
    const pages = await extractor.pages(await textPdf(['Routine for semester five', 'Roll numbers 210101 to 210160', '']));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Routine for semester five');
    expect(pages[1]).toContain('210101');
    expect(pages[2]!.trim()).toBe('');
    await expect(extractor.pages(new TextEncoder().encode('not a pdf at all'))).rejects.toThrow(/Invalid PDF|PDF/);
  });

  it('tells a page’s language by its letters', () => {
    expect(detectLanguage('Hostel routine')).toBe('en');
    expect(detectLanguage('অসম অভিযান্ত্ৰিক মহাবিদ্যালয় 2025')).toBe('as');
    expect(detectLanguage('असम अभियांत्रिकी महाविद्यालय')).toBe('hi');
  });
});

describe('attachment text in the background', () => {
  let dir: string;
  let db: Db;
  let files: FileRepository;
  let search: SearchRepository;
  const services: Array<{ close(): Promise<void> }> = [];
  const log = pino({ level: 'silent' });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-attachment-text-'));
    db = openDatabase(dir);
    files = createFileRepository(db, dir);
    search = createSearchRepository(db);
  });
  afterEach(async () => {
    for (const s of services.splice(0)) await s.close();
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = (options: Partial<AttachmentTextOptions> = {}) => {
    const service = createAttachmentText(db, files, search, { log, ...options });
    services.push(service);
    return service;
  };
  const notice = (title: string, fileIds: number[]) =>
    createNoticeRepository(db, files, search).create({ title, type: 'AEC', description: '', message: '', publishedAt: '2026-03-02', fileIds });

  it('indexes each page of an attached PDF, found with its attachment and page; a PDF pdf.js cannot read says why', async () => {
    const cover = files.save(await textPdf(['Cover letter']), 'cover.pdf', 'application/pdf');
    const routine = files.save(await textPdf(['Semester five', 'Tutorial hour in room zanzibar']), 'routine.pdf', 'application/pdf');
    const broken = files.save(new TextEncoder().encode('%PDF-1.4 truncated'), 'broken.pdf', 'application/pdf');
    const id = notice('Class routine', [cover.id, routine.id, broken.id]);
    const service = start({ ocr: { on: false, reason: 'not in this test' } });
    expect(search.search('zanzibar', { limit: 5 })).toEqual([]);
    await service.kick();
    expect(search.search('zanzibar', { limit: 5 })).toEqual([expect.objectContaining({ kind: 'notice', id, attachment: { index: 1, page: 2 } })]);
    expect(service.state(routine.sha256)).toEqual({ state: 'extracted', reason: null, pages: 2 });
    expect(service.pages(routine.sha256)[1]).toMatchObject({ page: 2, lang: 'en', source: 'pdf' });
    expect(service.state(broken.sha256)).toMatchObject({ state: 'failed', reason: expect.stringMatching(/^pdf\.js could not read it/) });
    expect(service.stateOfUrl(`/files/${broken.sha256}.pdf`)?.state).toBe('failed');
    expect(service.stateOfUrl(`/files/${broken.sha256}.png`)).toBeUndefined();
    // The item loses the file: its pages leave the index.
    createNoticeRepository(db, files, search).update(id, {
      title: 'Class routine',
      type: 'AEC',
      description: '',
      message: '',
      publishedAt: '2026-03-02',
      fileIds: [cover.id],
    });
    await service.kick();
    expect(search.search('zanzibar', { limit: 5 })).toEqual([]);
  });

  it('with OCR off, a page without a text layer says so and the rest is indexed', async () => {
    const pdf = files.save(await textPdf(['Hostel fees notice for session', '']), 'fees.pdf', 'application/pdf');
    notice('Fees', [pdf.id]);
    const service = start({ ocr: { on: false, reason: 'tesseract (tesseract-ocr) is not installed' } });
    await service.kick();
    expect(service.state(pdf.sha256)).toMatchObject({
      state: 'extracted',
      reason: expect.stringContaining('OCR is off (tesseract (tesseract-ocr) is not installed)'),
    });
    expect(search.search('session', { limit: 5 })).toEqual([expect.objectContaining({ attachment: { index: 0, page: 1 } })]);
    // Installed since: the next start reads it again and queues the scanned page (its tesseract here never finishes).
    await service.close();
    const hang = path.join(dir, 'hang.sh');
    fs.writeFileSync(hang, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    const later = start({ ocr: { on: true }, ocrCommands: { pdftoppm: 'true', tesseract: hang } });
    void later.kick();
    while (later.state(pdf.sha256)?.state !== 'ocr-queued') await new Promise((r) => setTimeout(r, 50));
  });

  const ocrOn = ocrAvailability().on;
  (ocrOn ? it : it.skip)(
    'reads a scanned page with Tesseract (English and Assamese); a queued page survives a restart',
    async () => {
      const scan = files.save(await scannedPdf(), 'scan.pdf', 'application/pdf');
      const id = notice('Hostel list', [scan.id]);
      // A first server stops while the page is being read (its tesseract hangs).
      const hang = path.join(dir, 'hang.sh');
      fs.writeFileSync(hang, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
      const first = start({ ocrCommands: { pdftoppm: 'pdftoppm', tesseract: hang } });
      const running = first.kick();
      while ((db.prepare('SELECT attempts FROM ocr_jobs').get() as { attempts: number } | undefined)?.attempts !== 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(first.state(scan.sha256)?.state).toBe('ocr-queued');
      await first.close();
      await running;
      expect(db.prepare('SELECT state FROM ocr_jobs').get()).toEqual({ state: 'queued' });
      // The next start reads it.
      const second = start();
      await second.kick();
      expect(second.state(scan.sha256)).toMatchObject({ state: 'done', reason: null });
      const text = second.pages(scan.sha256)[0]!;
      expect(text.source).toBe('ocr');
      expect(text.text).toMatch(/quokka/);
      expect(text.text.normalize('NFC')).toMatch('পৰীক্ষা'.normalize('NFC'));
      expect(search.search('quokka', { limit: 5 })).toEqual([expect.objectContaining({ id, attachment: { index: 0, page: 1 } })]);
    },
    60_000,
  );

  (ocrOn ? it : it.skip)(
    'kills an OCR past its time limit, retries once, then says why it failed',
    async () => {
      const scan = files.save(await textPdf(['']), 'blank.pdf', 'application/pdf');
      notice('Blank', [scan.id]);
      const pidFile = path.join(dir, 'pid');
      const hang = path.join(dir, 'hang.sh');
      fs.writeFileSync(hang, `#!/bin/sh\necho $$ >> ${pidFile}\nexec sleep 30\n`, { mode: 0o755 });
      const service = start({ ocrLimitMs: 3000, ocrCommands: { pdftoppm: 'pdftoppm', tesseract: hang } });
      await service.kick();
      expect(service.state(scan.sha256)).toEqual({
        state: 'failed',
        reason: "OCR of page 1 failed: hang.sh was stopped at the page's time limit (3 s)",
        pages: 1,
      });
      const pids = fs.readFileSync(pidFile, 'utf8').trim().split('\n').map(Number);
      expect(pids).toHaveLength(2);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
    },
    30_000,
  );
});
