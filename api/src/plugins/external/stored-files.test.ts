import { buildTestApp, type TestContext } from '../../../test/helpers';
import { allDocuments } from '../../seed/documents';
import { samplePdf } from '../../seed/sample-pdf';

/** Every /files/… URL in a JSON answer. */
function fileUrlsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/files/')) into.add(value);
  else if (Array.isArray(value)) for (const v of value) fileUrlsIn(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) fileUrlsIn(v, into);
  return into;
}

const actor = { id: null, name: 'test' };

describe('/files/* (SECURITY.md)', () => {
  let ctx: TestContext;
  const get = (url: string) => ctx.app.inject({ url });
  const expectFileHeaders = (res: { headers: Record<string, unknown> }) => {
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  };

  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_SEED: '1', AEC_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => ctx.close());

  it('serves every file the published pages link to (attachments, images, banners, project and static documents), sandboxed, nosniff, cached a day at most', async () => {
    const answers = await Promise.all(
      [
        '/api/notice/1/500?archive=1&lean=1',
        '/api/tender/1/500?archive=1&lean=1',
        '/api/news/1/100?lean=1',
        '/api/events/1/100?lean=1',
        '/api/project/teqip',
        '/api/project/neqip',
        '/api/project/rusa',
      ].map(async (url) => (await get(url)).json()),
    );
    const stored = [...fileUrlsIn(answers)].filter((url) => !url.startsWith('/files/docs/'));
    // Notice and tender attachments, corrigenda, news images, event files, project banners at least.
    expect(stored.length).toBeGreaterThan(20);
    expect(stored.some((url) => url.endsWith('.png'))).toBe(true);
    expect(stored.some((url) => url.endsWith('.svg'))).toBe(true);
    for (const url of [...stored, ...allDocuments.map((d) => d.path)]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expectFileHeaders(res);
      const maxAge = Number(/max-age=(\d+)/.exec(String(res.headers['cache-control']))?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(86_400);
      expect(res.headers['cache-control']).not.toContain('immutable');
    }
  });

  it('answers 404 for a file no published item refers to: just uploaded, of an unpublished item, of a deleted one', async () => {
    const upload = async (title: string) => {
      const bytes = await samplePdf(title, ['A page.']);
      return ctx.app.publishing.upload({ bytes: Buffer.from(bytes), name: 'notice.pdf', type: 'application/pdf' }, actor);
    };
    const loose = await upload('Not attached to anything (test)');
    const missing = await get(loose.url);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String) });
    expectFileHeaders(missing);

    const attached = await upload('Attached to a notice (test)');
    const notice = ctx.app.publishing.createNotice(
      { title: 'Files test (sample)', type: 'AEC', description: '', message: '', flash: false, fileIds: [attached.id] },
      actor,
    );
    expect((await get(attached.url)).statusCode).toBe(200);
    ctx.app.publishing.setNoticePublished(notice.id, false, actor);
    expect((await get(attached.url)).statusCode).toBe(404);
    ctx.app.publishing.setNoticePublished(notice.id, true, actor);
    expect((await get(attached.url)).statusCode).toBe(200);
    ctx.app.publishing.deleteNotice(notice.id, actor);
    expect((await get(attached.url)).statusCode).toBe(404);

    // Not by another spelling of the path either.
    const name = loose.url.slice('/files/'.length);
    for (const url of [`/files//${name}`, `/files/docs/..%2F${name}`, `/files/%2e%2fdocs%2f..%2f${name}`, `/files/./${name}`]) {
      expect([url, (await get(url)).statusCode >= 400]).toEqual([url, true]);
    }
  });
});
