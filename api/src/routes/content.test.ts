import { brotliDecompressSync } from 'node:zlib';
import {
  BisCornerResponse,
  DepartmentNotificationResponse,
  EventDescriptionEntry,
  EventsResponse,
  FacultyList,
  HostelHomeResponse,
  NewsResponse,
  NoticeDescriptionEntry,
  NoticeListResponse,
  SearchResponse,
  TenderDescriptionEntry,
  TenderListResponse,
  UploadInfoEntry,
  noticePageRange,
} from '@aec/contracts';
import { z } from 'zod';
import { buildTestApp, type TestContext } from '../../test/helpers';

/** Every read call of docs/product/api-compatibility.md (and ours) against the seeded sample data, answers checked with the contracts. */
describe('content calls on the seeded sample data', () => {
  let ctx: TestContext;
  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1' });
  }, 60_000);
  afterAll(() => ctx.close());

  describe('notices', () => {
    it('answers /api/notice/1/10 and 1/20 with 10 and 20 rows, newest first, in the contract shape', async () => {
      for (const [url, n] of [
        ['/api/notice/1/10', 10],
        ['/api/notice/1/20', 20],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        const body = NoticeListResponse.parse(res.json());
        expect(body.rows).toHaveLength(n);
        expect(body.total).toBeGreaterThanOrEqual(55);
        const dates = body.rows.map((r) => r._date_);
        expect([...dates].sort().reverse()).toEqual(dates);
        for (const row of body.rows) {
          const [first] = z.array(NoticeDescriptionEntry).min(1).parse(JSON.parse(row.description));
          expect(first!.type).toBe(row.type);
          z.array(UploadInfoEntry).parse(JSON.parse(row.uploadInfo));
          expect(row.title).toContain('(sample)');
        }
      }
    });

    it('pages without overlap or gap (1/20, 20/40, 40/60 …)', async () => {
      const all = NoticeListResponse.parse((await get('/api/notice/1/100')).json()).rows.map((r) => r.id);
      const paged: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const { from, to } = noticePageRange(page);
        paged.push(...NoticeListResponse.parse((await get(`/api/notice/${from}/${to}`)).json()).rows.map((r) => r.id));
      }
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(all.slice(0, paged.length));
      expect(paged.length).toBe(Math.min(80, all.length));
    });

    it('has at least 65 notices of several types, with the expired ones only in the archive', async () => {
      const archive = NoticeListResponse.parse((await get('/api/notice/1/100?archive=1')).json());
      const current = NoticeListResponse.parse((await get('/api/notice/1/100')).json());
      expect(archive.total).toBeGreaterThanOrEqual(65);
      expect(new Set(archive.rows.map((r) => r.type))).toEqual(expect.objectContaining({ size: expect.any(Number) }));
      for (const type of ['AEC', 'TEQIP', 'NEQIP', 'RUSA']) expect(archive.rows.some((r) => r.type === type)).toBe(true);
      expect(current.total).toBeLessThan(archive.total!);
      const now = Date.now();
      expect(current.rows.every((r) => r.validUntil === null || Date.parse(r.validUntil) >= now)).toBe(true);
      const expired = archive.rows.find((r) => r.validUntil && Date.parse(r.validUntil) < now)!;
      expect(expired).toBeDefined();
      expect((await get(`/api/notice/${expired.id}`)).statusCode).toBe(200);
    });

    it('filters by type and lists flash notices', async () => {
      const teqip = NoticeListResponse.parse((await get('/api/notice/1/20?type=teqip')).json());
      expect(teqip.rows.length).toBeGreaterThan(0);
      expect(teqip.rows.every((r) => r.type === 'TEQIP')).toBe(true);
      const flash = NoticeListResponse.parse((await get('/api/notice/1/10?flash=1')).json());
      expect(flash.rows.length).toBeGreaterThan(0);
      expect(flash.rows.every((r) => r.flash)).toBe(true);
    });

    it('answers a detail as { rows: [row] } and an unknown id with a JSON 404', async () => {
      const body = NoticeListResponse.parse((await get('/api/notice/3')).json());
      expect(body.rows).toHaveLength(1);
      expect(body.rows[0]!.id).toBe(3);
      const missing = await get('/api/notice/99999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: expect.any(String) });
    });

    it('serves attachments as real PDFs named after the headline, and by their cacheable URL', async () => {
      const row = NoticeListResponse.parse((await get('/api/notice/1/20')).json()).rows.find((r) => r.files.length > 0)!;
      const res = await get(`/api/notice/attachment/${row.id}/0`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBe(row.files[0]!.size);
      const asciiTitle = row.title
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 20);
      expect(res.headers['content-disposition']).toContain(`filename="${asciiTitle}`);
      const byUrl = await get(row.files[0]!.url);
      expect(byUrl.statusCode).toBe(200);
      expect(byUrl.headers['cache-control']).toBe('public, max-age=86400');
      expect(byUrl.rawPayload.equals(res.rawPayload)).toBe(true);
      expect((await get(`/api/notice/attachment/${row.id}/9`)).statusCode).toBe(404);
    });
  });

  describe('tenders', () => {
    it('answers /api/tender/1/5 with procurement details, derived status and corrigenda', async () => {
      const five = TenderListResponse.parse((await get('/api/tender/1/5')).json());
      expect(five.rows).toHaveLength(5);
      const all = TenderListResponse.parse((await get('/api/tender/1/20?archive=1')).json());
      expect(all.rows).toHaveLength(15);
      const statuses = new Set(all.rows.map((r) => r.status));
      for (const s of ['open', 'closing', 'closed', 'awarded']) expect(statuses.has(s as never)).toBe(true);
      for (const row of all.rows) {
        const [entry] = z.array(TenderDescriptionEntry).min(1).parse(JSON.parse(row.description));
        expect(entry!.date_closing).toBe(row.date_closing);
        const closesIn = Date.parse(row.date_closing) - Date.now();
        if (row.status === 'closing') expect(closesIn).toBeLessThanOrEqual(7 * 86_400_000);
        if (row.status === 'open') expect(closesIn).toBeGreaterThan(7 * 86_400_000);
        if (row.status === 'closed') expect(closesIn).toBeLessThanOrEqual(0);
      }
      const withCorrigendum = all.rows.find((r) => r.corrigenda.length > 0)!;
      expect(withCorrigendum.corrigenda[0]!.files[0]!.type).toBe('application/pdf');
      const detail = TenderListResponse.parse((await get(`/api/tender/${withCorrigendum.id}`)).json());
      expect(detail.rows[0]!.corrigenda).toHaveLength(1);
    });

    it('serves tender attachments as PDFs', async () => {
      const res = await get('/api/tender/attachment/1/0');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Supply-and-installation/);
    });
  });

  describe('news and events', () => {
    it('answers news lists with b_arr aligned to rows, and details with every image', async () => {
      const list = NewsResponse.parse((await get('/api/news/1/8')).json());
      expect(list.rows).toHaveLength(8);
      expect(list.b_arr).toHaveLength(8);
      expect(list.total).toBe(15);
      expect(Buffer.from(list.b_arr[0]!.data, 'base64').subarray(1, 4).toString()).toBe('PNG');
      const lean = NewsResponse.parse((await get('/api/news/1/8?lean=1')).json());
      expect(lean.b_arr.every((b) => b === null)).toBe(true);
      expect(lean.rows[0]!.images[0]!.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
      const withTwo = list.rows.find((r) => r.images.length > 1)!;
      const detail = NewsResponse.parse((await get(`/api/news/${withTwo.id}`)).json());
      expect(detail.rows).toHaveLength(1);
      expect(detail.b_arr).toHaveLength(withTwo.images.length);
      expect((await get('/api/news/4242')).statusCode).toBe(404);
    });

    it('answers events around today, past and upcoming, with PDF and image attachments', async () => {
      const list = EventsResponse.parse((await get('/api/events/1/20')).json());
      expect(list.rows).toHaveLength(15);
      const now = Date.now();
      expect(list.rows.some((r) => Date.parse(r._date_) > now)).toBe(true);
      expect(list.rows.some((r) => Date.parse(r._date_) < now)).toBe(true);
      const [entry] = z.array(EventDescriptionEntry).parse(JSON.parse(list.rows[0]!.description));
      expect(entry!.venue).toBe(list.rows[0]!.venue);
      const detail = EventsResponse.parse((await get(`/api/events/${list.rows[0]!.id}`)).json());
      expect(detail.b_arr.map((b) => b!.type).sort()).toEqual(['pdf', 'png']);
      expect(
        Buffer.from(detail.b_arr.find((b) => b!.type === 'pdf')!.data, 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
  });

  describe('fields=card (the home page embeds these lists in its HTML)', () => {
    const both = async <T extends { rows: object[] }>(url: string, schema: z.ZodType<T>) => {
      const full = await get(url);
      const card = await get(`${url}&fields=card`);
      expect(card.statusCode).toBe(200);
      return { full: schema.parse(full.json()), card: schema.parse(card.json()), fullBytes: full.body.length, cardBytes: card.body.length };
    };
    const titleTranslations = (translations?: { as?: { title?: string }; hi?: { title?: string } }) =>
      translations && { as: translations.as?.title, hi: translations.hi?.title };

    it('notices: the same rows with their titles, dates, kind and title translations; no text or attachments', async () => {
      const { full, card, fullBytes, cardBytes } = await both('/api/notice/1/20?lean=1', NoticeListResponse);
      expect(card.rows.map((r) => [r.id, r.title, r._date_, r.type, r.flash])).toEqual(full.rows.map((r) => [r.id, r.title, r._date_, r.type, r.flash]));
      expect(card.total).toBe(full.total);
      card.rows.forEach((row, i) => {
        // The first description entry's type says whether the home lists it as the college's own.
        expect(JSON.parse(row.description)[0]?.type).toBe(JSON.parse(full.rows[i]!.description)[0]?.type);
        expect(titleTranslations(row.translations)?.as).toBe(titleTranslations(full.rows[i]!.translations)?.as);
        expect([row.message, row.uploadInfo, row.files, row.translations?.as?.message]).toEqual(['', '[]', [], undefined]);
      });
      expect(cardBytes).toBeLessThan(fullBytes / 2);
    });

    it('news and events: titles, dates, the first photo, venue and time; no text or attachments', async () => {
      const news = await both('/api/news/1/5?lean=1', NewsResponse);
      expect(news.card.rows.map((r) => [r.id, r.title, r._date_, r.images[0]])).toEqual(news.full.rows.map((r) => [r.id, r.title, r._date_, r.images[0]]));
      for (const row of news.card.rows) expect([row.message, row.description, row.images.length <= 1]).toEqual(['', '', true]);
      expect(news.cardBytes).toBeLessThan(news.fullBytes);

      const events = await both('/api/events/1/5?lean=1', EventsResponse);
      const place = (r: z.infer<typeof EventsResponse>['rows'][number]) => {
        const first = z.array(EventDescriptionEntry).parse(JSON.parse(r.description))[0];
        return [r.id, r.title, r._date_, r.venue || first?.venue, r.time || first?.time, r.translations?.as?.venue];
      };
      expect(events.card.rows.map(place)).toEqual(events.full.rows.map(place));
      for (const row of events.card.rows) expect([row.message, row.attachments]).toEqual(['', []]);
      expect(events.cardBytes).toBeLessThan(events.fullBytes);
    });
  });

  describe('departments, faculty and hostels', () => {
    it('answers department notifications by branch code, and an empty list for maths (9)', async () => {
      const cse = await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload: { branch_code: 6, college_code: 'AEC' } });
      expect(cse.statusCode).toBe(200);
      const items = DepartmentNotificationResponse.parse(cse.json());
      expect(items.length).toBeGreaterThan(1);
      expect(
        Buffer.from(items.find((i) => i.file.length)!.file[0]!.data, 'base64')
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      const maths = await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload: { branch_code: '9', college_code: 'AEC' } });
      expect(maths.json()).toEqual([]);
      const wrongCollege = await ctx.app.inject({ method: 'POST', url: '/getnotificationwcollege', payload: { branch_code: 6, college_code: 'XYZ' } });
      expect(wrongCollege.statusCode).toBe(400);
    });

    it('answers ?lean=1 with the same notices and files as URLs only, no base64; the answer without it keeps its base64', async () => {
      const read = (url: string) => ctx.app.inject({ method: 'POST', url, payload: { branch_code: 1, college_code: 'AEC' } });
      const full = DepartmentNotificationResponse.parse((await read('/getnotificationwcollege')).json());
      const leanReply = await read('/getnotificationwcollege?lean=1');
      const lean = DepartmentNotificationResponse.parse(leanReply.json());
      expect(leanReply.body).not.toContain('JVBER');
      expect(lean).toEqual(full.map((n) => ({ ...n, file: [] })));
      // The compatibility answer: each file's base64 is the very file its URL serves.
      const attached = full.find((n) => n.files.length)!;
      expect(attached.file.map((f) => [f.name, f.type])).toEqual(attached.files.map((f) => [f.name, f.type]));
      const served = await ctx.app.inject({ url: attached.files[0]!.url });
      expect(served.headers['content-type']).toContain('application/pdf');
      expect(Buffer.from(attached.file[0]!.data, 'base64').equals(served.rawPayload)).toBe(true);
    });

    it('serves the static faculty list for all 13 departments, 4 to 8 people each, marked sample', async () => {
      const list = FacultyList.parse((await get('/md/facultyNew.json')).json());
      const perDept = new Map<string, number>();
      for (const f of list) perDept.set(f.dept_code, (perDept.get(f.dept_code) ?? 0) + 1);
      expect(perDept.size).toBe(13);
      for (const n of perDept.values()) {
        expect(n).toBeGreaterThanOrEqual(4);
        expect(n).toBeLessThanOrEqual(8);
      }
      expect(list.every((f) => /sample/i.test(f.remarks))).toBe(true);
    });

    it('answers hostel_home for hostels 1–8 at /api/hostel/{id} and /hostel/{id}; unknown → 404 JSON', async () => {
      for (let id = 1; id <= 8; id++) {
        const body = HostelHomeResponse.parse((await get(`/api/hostel/${id}`)).json());
        expect(body[0]!.hostel_home.length).toBeGreaterThan(20);
      }
      expect(HostelHomeResponse.parse((await get('/hostel/1')).json())[0]!.id).toBe(1);
      expect((await get('/hostel/1', { accept: 'text/html' })).headers['content-type']).toContain('text/html');
      const unknown = await get('/api/hostel/9');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('search and feeds', () => {
    it('finds items ranked, with <mark> snippets, filtered by kind and year', async () => {
      const res = await get('/api/search?q=hostel');
      const body = SearchResponse.parse(res.json());
      expect(body.results.length).toBeGreaterThan(1);
      expect(body.results.some((r) => r.snippet.includes('<mark>'))).toBe(true);
      const onlyTenders = SearchResponse.parse((await get('/api/search?q=supply&kind=tender')).json());
      expect(onlyTenders.results.length).toBeGreaterThan(0);
      expect(onlyTenders.results.every((r) => r.kind === 'tender' && r.url === `/notifications/tender/${r.id}`)).toBe(true);
      const year = new Date().getUTCFullYear();
      const thisYear = SearchResponse.parse((await get(`/api/search?q=sample&year=${year}`)).json());
      expect(thisYear.results.every((r) => r.date.startsWith(String(year)))).toBe(true);
    });

    it.each(['"', 'NEAR(', 'title:x', 'a AND OR', "' OR 1=1 --", '***', '<script>alert(1)</script>'])(
      'treats %s as words, never as query syntax',
      async (q) => {
        const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode === 200) {
          const body = SearchResponse.parse(res.json());
          for (const r of body.results) expect(r.snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
        } else {
          expect(res.json()).toEqual({ error: expect.any(String) });
        }
      },
    );

    it('rejects a search that is too short or too long with a 400', async () => {
      for (const q of ['a', 'x'.repeat(101)]) {
        const res = await get(`/api/search?q=${q}`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    });

    it('publishes RSS 2.0 of notices and tenders and an iCalendar of events', async () => {
      const notices = await get('/api/feeds/notices.rss');
      expect(notices.headers['content-type']).toContain('application/rss+xml');
      expect(notices.body).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
      expect((notices.body.match(/<item>/g) ?? []).length).toBeGreaterThan(20);
      const tenders = await get('/api/feeds/tenders.rss');
      expect(tenders.body).toContain('AEC/PUR/');
      const ics = await get('/api/feeds/events.ics');
      expect(ics.headers['content-type']).toContain('text/calendar');
      expect(ics.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect((ics.body.match(/BEGIN:VEVENT/g) ?? []).length).toBe(15);
      expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    });

    it('answers the BIS corner with [] when the standards body is not configured', async () => {
      expect(BisCornerResponse.parse((await get('/api/bis-corner')).json())).toEqual([]);
    });
  });

  describe('answers', () => {
    it('are compressed once and sent as they are when the client accepts it', async () => {
      const plain = await get('/api/notice/1/20');
      const br = await get('/api/notice/1/20', { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    });

    it('carry light security headers on JSON and helmet on pages', async () => {
      const json = await get('/api/notice/1/5');
      expect(json.headers['x-content-type-options']).toBe('nosniff');
      expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      const page = await get('/notifications', { accept: 'text/html' });
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    });

    it('show a write at once (the answer cache is cleared on write)', async () => {
      const before = NoticeListResponse.parse((await get('/api/notice/1/1')).json()).rows[0]!;
      const id = ctx.app.notices.create({
        title: 'Just published (sample)',
        type: 'AEC',
        description: 'x',
        message: '<p>x</p><script>bad()</script>',
        publishedAt: new Date(Date.now() + 1000).toISOString(),
      });
      const after = NoticeListResponse.parse((await get('/api/notice/1/1')).json()).rows[0]!;
      expect(after.id).toBe(id);
      expect(after.id).not.toBe(before.id);
      expect(after.message).toBe('<p>x</p>');
    });
  });
});
