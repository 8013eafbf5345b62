import fp from 'fastify-plugin';
import type { AuditEntry, AuditQuery } from '@aec/contracts';
import type { Db } from '../db/database';

export interface AuditActor {
  id: number | null;
  /** Account email, 'cli' or 'system'; for a failed sign-in, the email that was tried. */
  name: string;
  ip?: string | null;
}

export interface AuditRecord {
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditRepository = ReturnType<typeof createAuditRepository>;

/** Append-only (the table's triggers refuse updates and deletes); written in the caller's transaction. */
export function createAuditRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO audit_log (at, actor_id, actor, action, target, before_json, after_json, ip)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const where = `(@action IS NULL OR action = @action OR action LIKE @action || '.%')
    AND (@actor IS NULL OR actor = @actor)
    AND (@from IS NULL OR at >= @from) AND (@to IS NULL OR at < @to)`;
  const list = db.prepare(
    `SELECT id, at, actor, action, target, before_json, after_json, ip FROM audit_log WHERE ${where}
     ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE ${where}`);
  const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as unknown));

  return {
    record(actor: AuditActor, entry: AuditRecord): void {
      insert.run(new Date().toISOString(), actor.id, actor.name, entry.action, entry.target ?? null, json(entry.before), json(entry.after), actor.ip ?? null);
    },
    list(query: AuditQuery): { rows: AuditEntry[]; total: number } {
      const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString();
      const params = {
        action: query.action ?? null,
        actor: query.actor ?? null,
        from: query.from ? `${query.from}T00:00:00.000Z` : null,
        to: query.to ? nextDay(query.to) : null,
      };
      const records = list.all({ ...params, limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE }) as Array<{
        id: number;
        at: string;
        actor: string;
        action: string;
        target: string | null;
        before_json: string | null;
        after_json: string | null;
        ip: string | null;
      }>;
      return {
        rows: records.map((r) => ({
          id: r.id,
          at: r.at,
          actor: r.actor,
          action: r.action,
          target: r.target,
          before: parse(r.before_json),
          after: parse(r.after_json),
          ip: r.ip,
        })),
        total: (count.get(params) as { n: number }).n,
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', createAuditRepository(app.db));
  },
  { name: 'audit-log', dependencies: ['db'] },
);
