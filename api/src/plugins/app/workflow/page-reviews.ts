import fp from 'fastify-plugin';
import { AnswerCache } from '../../../lib/answer-cache';
import type { Db } from '../db/database';
import type { AuditActor, AuditRepository } from '../staff/audit-repository';

/**
 * "Last reviewed" of the institutional pages (GIGW): the day a staff member last checked each page,
 * by its address. The shell's pages are files of the build, so their review dates live here, where a
 * console action sets them without a release.
 */
export function createPageReviews(db: Db, deps: { audit: AuditRepository; now?: () => number }) {
  const clock = deps.now ?? Date.now;
  const one = db.prepare('SELECT reviewed_at FROM page_reviews WHERE path = ?').pluck();
  const all = db.prepare('SELECT path, reviewed_at AS reviewedAt, reviewed_by AS reviewedBy FROM page_reviews ORDER BY path');
  const put = db.prepare(
    'INSERT INTO page_reviews (path, reviewed_at, reviewed_by) VALUES (?, ?, ?) ON CONFLICT (path) DO UPDATE SET reviewed_at = excluded.reviewed_at, reviewed_by = excluded.reviewed_by',
  );
  const cache = new AnswerCache();
  return {
    cache,
    of: (path: string) => ({ path, reviewedAt: (one.get(path) as string | undefined) ?? null }),
    list: () => ({ pages: all.all() as { path: string; reviewedAt: string; reviewedBy: string }[] }),
    /** Reviewed today by this staff member: the public line says so at once. */
    markReviewed: db.transaction((path: string, actor: AuditActor) => {
      const before = one.get(path) ?? null;
      const at = new Date(clock()).toISOString();
      put.run(path, at, actor.name);
      deps.audit.record(actor, { action: 'page.reviewed', target: `page:${path}`, before: { reviewedAt: before }, after: { reviewedAt: at } });
      cache.clear();
      return { path, reviewedAt: at };
    }),
  };
}

export type PageReviews = ReturnType<typeof createPageReviews>;

declare module 'fastify' {
  interface FastifyInstance {
    pageReviews: PageReviews;
  }
}

export default fp(
  async (app) => {
    app.decorate('pageReviews', createPageReviews(app.db, { audit: app.audit }));
  },
  { name: 'page-reviews', dependencies: ['db', 'audit-log'] },
);
