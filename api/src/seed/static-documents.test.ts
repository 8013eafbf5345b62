import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureStaticDocuments, isValidDocumentPath } from './seed';
import { allDocuments } from './documents';

describe('static document catalogue', () => {
  it('has valid, unique paths and at least one page per document', () => {
    const paths = allDocuments.map((d) => d.path);
    expect(paths.filter((p) => !isValidDocumentPath(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(allDocuments.filter((d) => d.pages.length === 0 || !d.title.trim()).map((d) => d.path)).toEqual([]);
  });

  it('generates missing documents, regenerates changed ones, and never overwrites a real file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-docs-'));
    try {
      const docs = [
        { path: '/files/docs/academic/calendar.pdf', title: 'Academic calendar', pages: ['one', 'two'] },
        { path: '/files/docs/form.pdf', title: 'Form', pages: ['x'] },
        { path: '/files/docs/../escape.pdf', title: 'Bad', pages: ['x'] },
      ];
      expect(await ensureStaticDocuments(dir, docs)).toEqual({ written: 2, invalid: ['/files/docs/../escape.pdf'] });
      const calendar = path.join(dir, 'files/docs/academic/calendar.pdf');
      expect(fs.readFileSync(calendar).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await ensureStaticDocuments(dir, docs)).written).toBe(0);

      docs[0]!.pages = ['changed'];
      expect((await ensureStaticDocuments(dir, docs)).written).toBe(1);

      fs.writeFileSync(path.join(dir, 'files/docs/form.pdf'), '%PDF-1.7 the college’s real form');
      docs[1]!.title = 'Form, revised';
      expect((await ensureStaticDocuments(dir, docs)).written).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'files/docs/form.pdf'), 'utf8')).toContain('real form');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('serving /files/docs/', () => {
  it('serves a document with a short cache, and a missing one as a JSON 404', async () => {
    const { buildTestApp } = await import('../../test/helpers');
    const ctx = await buildTestApp();
    try {
      await ensureStaticDocuments(ctx.config.dataDir, [{ path: '/files/docs/test/brochure.pdf', title: 'Brochure', pages: ['p'] }]);
      const res = await ctx.app.inject({ url: '/files/docs/test/brochure.pdf' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect((await ctx.app.inject({ url: '/files/docs/.generated.json' })).statusCode).toBeGreaterThanOrEqual(400);
      const missing = await ctx.app.inject({ url: '/files/docs/none.pdf' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: expect.any(String) });
    } finally {
      await ctx.close();
    }
  });
});
