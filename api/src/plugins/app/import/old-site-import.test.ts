import fs from 'node:fs';
import http from 'node:http';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { samplePdf } from '../../../seed/sample-pdf';
import { samplePng } from '../../../seed/sample-png';
import { formatReport, ImportAbort, importOldSite, KINDS, type Kind } from './old-site-import';

// Ports of this suite: the second instance playing the old site, and a broken "old site".
const OLD_PORT = 3510;
const BROKEN_PORT = 3511;
const OLD = `http://127.0.0.1:${OLD_PORT}`;
const DAY = 86_400_000;
const start = Date.UTC(2025, 5, 30, 6);
const NOTICES = 105; // more than one page of 100

type Json = Record<string, unknown> & { rows: Array<Record<string, unknown>> };

/** A second instance of this site with its own generated items (not the sample data), on its own port and data folder. */
async function oldSite(): Promise<{ ctx: TestContext; broken: number; missing: number }> {
  const ctx = await buildTestApp();
  const { files, notices, tenders, news, events } = ctx.app;
  const pdfs = await Promise.all(Array.from({ length: 8 }, (_, i) => samplePdf(`Old notice file ${i} (sample)`, [`Page of file ${i}.`])));
  const pdf = (i: number, name: string) => files.save(pdfs[i % pdfs.length]!, name, 'application/pdf').id;
  for (let i = 0; i < NOTICES; i++) {
    notices.create({
      title: `Old notice ${i} (sample)`,
      type: i % 7 === 0 ? 'TEQIP' : 'AEC',
      description: `Generated old notice ${i}`,
      message: `<p>Old notice <strong>${i}</strong> body, word quillwort${i}.</p><script>alert(1)</script>`,
      publishedAt: new Date(start - i * DAY).toISOString(),
      // One expired: an archive item of the old site comes across too.
      validUntil: i === 3 ? new Date(start - 400 * DAY).toISOString() : null,
      flash: i === 1,
      fileIds: i % 10 === 0 ? [pdf(i, `first-${i}.pdf`), pdf(i + 1, `second-${i}.pdf`)] : i % 2 ? [pdf(i, `notice-${i}.pdf`)] : [],
    });
  }
  const pdfBytes = pdfs[0]!;
  const broken = notices.create({
    title: 'Old notice with a broken PDF (sample)',
    type: 'AEC',
    description: '',
    message: '',
    publishedAt: new Date(start - 500 * DAY).toISOString(),
    fileIds: [files.save(Buffer.from(pdfBytes.subarray(0, 400)), 'broken.pdf', 'application/pdf').id],
  });
  const gone = files.save(Buffer.concat([Buffer.from(pdfBytes), Buffer.from('%gone')]), 'gone.pdf', 'application/pdf');
  const missing = notices.create({
    title: 'Old notice whose file is lost (sample)',
    type: 'AEC',
    description: '',
    message: '',
    publishedAt: new Date(start - 501 * DAY).toISOString(),
    fileIds: [gone.id],
  });
  fs.rmSync(files.pathOf(gone));
  for (let i = 0; i < 6; i++) {
    tenders.create({
      title: `Old tender ${i} (sample)`,
      tenderNo: `AEC/OLD/${i}`,
      reference: `ref-${i}`,
      type: 'AEC',
      description: `<p>Supply of item ${i}</p>`,
      publishedAt: new Date(start - i * 3 * DAY).toISOString(),
      dateClosing: new Date(start - i * 3 * DAY + 10 * DAY).toISOString(),
      dateOpening: new Date(start - i * 3 * DAY + 11 * DAY).toISOString(),
      fileIds: [pdf(i, `tender-${i}.pdf`)],
    });
  }
  for (let i = 0; i < 5; i++) {
    const images = Array.from({ length: 1 + (i % 2) }, (_, k) => ({
      fileId: files.save(samplePng(100 + i * 10 + k, 64, 48), `photo-${i}-${k}.png`, 'image/png').id,
      alt: `Photo ${k}`,
    }));
    news.create({
      title: `Old news ${i} (sample)`,
      description: `Summary ${i}`,
      message: `<p>News ${i}</p>`,
      publishedAt: new Date(start - i * 5 * DAY).toISOString(),
      images,
    });
  }
  for (let i = 0; i < 4; i++) {
    events.create({
      title: `Old event ${i} (sample)`,
      eventDate: new Date(start - i * 9 * DAY).toISOString(),
      time: '10:30 AM',
      venue: `Hall ${i}`,
      description: `Event ${i}`,
      message: `<p>Event ${i}</p>`,
      fileIds: [pdf(i + 3, `event-${i}.pdf`), files.save(samplePng(300 + i, 64, 48), `event-${i}.png`, 'image/png').id],
    });
  }
  await ctx.app.listen({ port: OLD_PORT, host: '127.0.0.1' });
  return { ctx, broken, missing };
}

/** Plays an old site that fails in the ways a real one can. */
function brokenSite(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const send = (status: number, type: string, body: string) => res.writeHead(status, { 'content-type': type }).end(body);
    const url = req.url ?? '';
    if (url.startsWith('/html/')) return send(200, 'text/html', '<!doctype html><title>Login</title>');
    if (url.startsWith('/fail/')) return send(500, 'application/json', '{"error":"database down"}');
    if (url.startsWith('/bad/api/notice/1/')) return send(200, 'application/json', JSON.stringify({ rows: [{ id: 7, title: 'No date or description' }] }));
    if (url.startsWith('/bad/api/news/1/'))
      return send(200, 'application/json', JSON.stringify({ rows: [{ id: 9, title: 'Detail is gone', _date_: '2024-01-01' }], b_arr: [] }));
    if (url.startsWith('/bad/api/news/9')) return send(200, 'application/json', JSON.stringify({ rows: [] }));
    if (url.startsWith('/bad/')) return send(200, 'application/json', '{"rows":[]}');
    return send(404, 'application/json', '{"error":"not found"}');
  });
  return new Promise((resolve) => server.listen(BROKEN_PORT, '127.0.0.1', () => resolve(server)));
}

const listPath: Record<Kind, string> = { notice: 'notice', tender: 'tender', news: 'news', event: 'events' };

describe('import from the old site', () => {
  let old: Awaited<ReturnType<typeof oldSite>>;
  let broken: http.Server;
  beforeAll(async () => {
    [old, broken] = await Promise.all([oldSite(), brokenSite()]);
  }, 60_000);
  afterAll(async () => {
    await old.ctx.close();
    await new Promise((r) => broken.close(r));
  });

  it('brings every item across with byte-identical files, resumes after an interruption, and a second run imports nothing', async () => {
    const target = await buildTestApp();
    try {
      // Interrupted after 40 items (as Ctrl-C does: after the item being written).
      const stop = new AbortController();
      const first = await importOldSite(target.app, {
        from: OLD,
        signal: stop.signal,
        onProgress: ({ done }) => done === 40 && stop.abort(),
      });
      expect(first.interrupted).toBe(true);
      const firstCount = KINDS.reduce((n, k) => n + first.imported[k], 0) + first.skipped.length;
      expect(firstCount).toBe(40);

      const second = await importOldSite(target.app, { from: OLD });
      expect(second.interrupted).toBe(false);
      expect(second.found).toEqual({ notice: NOTICES + 2, tender: 6, news: 5, event: 4 });
      expect(second.present.notice).toBe(first.imported.notice);
      expect(second.skipped.map((s) => [s.oldId, s.reason])).toEqual([
        [old.broken, expect.stringContaining('refused as a broken or unsafe PDF: This PDF could not be checked')],
        [old.missing, expect.stringContaining('missing on the old site (404)')],
      ]);
      expect(KINDS.map((k) => first.imported[k] + second.imported[k])).toEqual([NOTICES, 6, 5, 4]);
      expect(formatReport(second)).toContain(
        `notices: ${NOTICES + 2} found, ${NOTICES - first.imported.notice} imported, ${first.imported.notice} already present, 2 skipped`,
      );

      // Every item, with its texts, dates and files.
      const map = target.app.db.prepare('SELECT kind, old_id, new_id FROM import_map ORDER BY kind, old_id').all() as Array<{
        kind: Kind;
        old_id: number;
        new_id: number;
      }>;
      expect(map).toHaveLength(NOTICES + 6 + 5 + 4);
      let files = 0;
      for (const { kind, old_id, new_id } of map) {
        const get = async (ctx: TestContext, id: number) => {
          const answer = (await ctx.app.inject({ url: `/api/${listPath[kind]}/${id}` })).json() as Json;
          const {
            id: _id,
            images,
            attachments,
            translations: _t,
            ...row
          } = answer.rows[0]! as Record<string, unknown> & { images?: Array<{ url: string }>; attachments?: Array<{ url: string }> };
          const media = (images ?? attachments ?? []).map((f) => f.url);
          return { row, media, b_arr: answer.b_arr };
        };
        const [was, now] = [await get(old.ctx, old_id), await get(target, new_id)];
        // The same row but for its id: texts, dates, type, validity, file names and sizes (the alt text of news images stays out: the old calls do not carry it).
        expect(now.row).toEqual(was.row);
        expect(now.media).toEqual(was.media);
        expect(now.b_arr).toEqual(was.b_arr);
        for (const url of [...now.media, ...((now.row.files as Array<{ url: string }> | undefined) ?? []).map((f) => f.url)]) {
          const [a, b] = [await old.ctx.app.inject({ url }), await target.app.inject({ url })];
          expect(b.statusCode).toBe(200);
          expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
          files++;
        }
      }
      expect(files).toBeGreaterThan(60);
      // Sanitised (the script is gone), indexed for search, audited as the import.
      const notice = (await target.app.inject({ url: `/api/notice/${map.find((m) => m.kind === 'notice')!.new_id}` })).json() as Json;
      expect(String(notice.rows[0]!.message)).not.toContain('<script');
      const found = (await target.app.inject({ url: '/api/search?q=quillwort12' })).json() as { results: Array<{ title: string }> };
      expect(found.results.map((r) => r.title)).toContain('Old notice 12 (sample)');
      const audit = target.app.db.prepare("SELECT action, COUNT(*) AS n FROM audit_log WHERE actor = 'import' GROUP BY action").all();
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'import', n: map.length },
          { action: 'notice.create', n: NOTICES },
          { action: 'tender.create', n: 6 },
        ]),
      );

      const third = await importOldSite(target.app, { from: OLD });
      expect(KINDS.map((k) => third.imported[k])).toEqual([0, 0, 0, 0]);
      expect(KINDS.map((k) => third.present[k])).toEqual([NOTICES, 6, 5, 4]);
      expect((target.app.db.prepare('SELECT COUNT(*) FROM notices').pluck().get() as number) - NOTICES).toBe(0);
    } finally {
      await target.close();
    }
  }, 120_000);

  it('--dry-run writes nothing; --since leaves out what is older', async () => {
    const target = await buildTestApp();
    try {
      const dry = await importOldSite(target.app, { from: OLD, dryRun: true });
      expect(dry.imported).toEqual({ notice: NOTICES, tender: 6, news: 5, event: 4 });
      expect(formatReport(dry)).toMatch(/^Dry run \(nothing written\)/);
      expect(
        target.app.db.prepare('SELECT (SELECT COUNT(*) FROM notices) + (SELECT COUNT(*) FROM import_map) + (SELECT COUNT(*) FROM files)').pluck().get(),
      ).toBe(0);
      // Notices 0…9, tenders 0…3, news 0…1, events 0…1 are dated within the last ten days before `start`.
      const since = await importOldSite(target.app, { from: OLD, since: new Date(start - 9.5 * DAY) });
      expect(since.imported).toEqual({ notice: 10, tender: 4, news: 2, event: 2 });
      expect(since.older).toBe(NOTICES + 2 + 6 + 5 + 4 - 18);
    } finally {
      await target.close();
    }
  }, 60_000);

  it('stops with a sentence on an unreachable host, a 500 or an answer that is not JSON, and skips a row or detail that does not parse', async () => {
    const target = await buildTestApp();
    try {
      const run = (from: string) => importOldSite(target.app, { from });
      await expect(run('http://127.0.0.1:3519')).rejects.toThrow(
        new ImportAbort(
          'Could not reach the old site at http://127.0.0.1:3519 (connect ECONNREFUSED 127.0.0.1:3519). Check the address given with --from and that the site is up.',
        ),
      );
      await expect(run(`http://127.0.0.1:${BROKEN_PORT}/fail`)).rejects.toThrow(
        'answered /fail/api/notice/1/100 with 500 Internal Server Error: it is failing',
      );
      await expect(run(`http://127.0.0.1:${BROKEN_PORT}/html`)).rejects.toThrow(
        'with something that is not JSON (text/html); is http://127.0.0.1:3511 the right address?',
      );
      await expect(run(`http://127.0.0.1:${BROKEN_PORT}/nothing`)).rejects.toThrow('has no /api/notice/{from}/{to} call (404)');
      await expect(run('ftp://old.example')).rejects.toThrow("--from must be the old site's address");
      const bad = await run(`http://127.0.0.1:${BROKEN_PORT}/bad`);
      expect(bad.skipped).toEqual([
        { kind: 'notice', oldId: 7, title: 'No date or description', reason: expect.stringMatching(/^the row does not parse \(_date_: /) },
        { kind: 'news', oldId: 9, title: 'Detail is gone', reason: expect.stringMatching(/^the answer of \/api\/news\/9 does not parse \(rows: /) },
      ]);
      expect(target.app.db.prepare('SELECT COUNT(*) FROM import_map').pluck().get()).toBe(0);
    } finally {
      await target.close();
    }
  });
});
