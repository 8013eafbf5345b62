import fp from 'fastify-plugin';
import { type GrievanceDetail, type GrievanceQuery, type GrievanceStatsResponse, type GrievanceSummary } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { ComplaintRepository } from '../complaints/complaint-repository';
import { statusMail } from '../complaints/grievance-mails';
import type { Db } from '../db/database';
import type { OutboxRepository } from '../mail/outbox-repository';
import type { AuditActor, AuditRepository } from './audit-repository';

export const GRIEVANCE_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

interface DeskRecord {
  id: number;
  registration_id: string;
  type: GrievanceSummary['type'];
  addressee: string;
  name: string;
  email: string;
  address: string;
  language: string;
  subject: string;
  message: string;
  feedback_message: string;
  status: number;
  registered_at: string;
  submitted_at: string | null;
  updated_at: string;
  overdue: number;
}

/** To the filer's address, in the language the grievance was filed in: of what the filer wrote, only (part of) the name, never the subject. */
export { statusMail } from '../complaints/grievance-mails';

export type GrievanceDeskRepository = ReturnType<typeof createGrievanceDeskRepository>;

/**
 * The staff side of grievances: the full record (the filer's name, email and address included),
 * filters, search and status changes. The overdue clock starts when the filer submits the details:
 * before that there is nothing the college can act on.
 */
export function createGrievanceDeskRepository(db: Db, complaints: ComplaintRepository, outbox: OutboxRepository, audit: AuditRepository, overdueDays: number) {
  const overdueExpr = '(status <> 2 AND submitted_at IS NOT NULL AND submitted_at < @overdueBefore)';
  const where = `(@status IS NULL OR status = @status) AND (@type IS NULL OR type = @type)
    AND (@from IS NULL OR registered_at >= @from) AND (@to IS NULL OR registered_at < @to)
    AND (@overdue IS NULL OR ${overdueExpr} = @overdue)
    AND (@like IS NULL OR registration_id LIKE @like ESCAPE '\\' OR subject LIKE @like ESCAPE '\\' OR message LIKE @like ESCAPE '\\'
         OR name LIKE @like ESCAPE '\\' OR email LIKE @like ESCAPE '\\')`;
  const summaryColumns = `registration_id, type, addressee, name, subject, status, registered_at, submitted_at, updated_at, ${overdueExpr} AS overdue`;
  const list = db.prepare(`SELECT ${summaryColumns} FROM complaints WHERE ${where} ORDER BY registered_at DESC, id DESC LIMIT @limit OFFSET @offset`);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM complaints WHERE ${where}`);
  const byReg = db.prepare(`SELECT id, email, address, language, message, feedback_message, ${summaryColumns} FROM complaints WHERE registration_id = @reg`);
  // Months in India Standard Time (UTC+05:30), as the college counts them.
  const months = db.prepare(
    `SELECT strftime('%Y-%m', submitted_at, '+330 minutes') AS month, COUNT(*) AS received,
            SUM(status = 2) AS disposed, SUM(status <> 2) AS pending
     FROM complaints WHERE submitted_at IS NOT NULL GROUP BY month ORDER BY month DESC LIMIT 36`,
  );
  const overdueCount = db.prepare(`SELECT COUNT(*) AS n FROM complaints WHERE ${overdueExpr}`);

  const overdueBefore = () => new Date(Date.now() - overdueDays * DAY_MS).toISOString();
  const toSummary = (r: DeskRecord): GrievanceSummary => ({
    registration_id: r.registration_id,
    type: r.type,
    addressee: r.addressee,
    name: r.name,
    subject: r.subject,
    status: r.status,
    registered_at: r.registered_at,
    submitted_at: r.submitted_at,
    updated_at: r.updated_at,
    overdue: r.overdue === 1,
  });
  const find = (reg: string) => byReg.get({ reg, overdueBefore: overdueBefore() }) as DeskRecord | undefined;

  return {
    overdueDays,
    list(query: GrievanceQuery): { rows: GrievanceSummary[]; total: number } {
      const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString();
      const params = {
        status: query.status ?? null,
        type: query.type ?? null,
        from: query.from ? `${query.from}T00:00:00.000Z` : null,
        to: query.to ? nextDay(query.to) : null,
        overdue: query.overdue === undefined ? null : Number(query.overdue),
        like: query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
        overdueBefore: overdueBefore(),
      };
      const rows = list.all({ ...params, limit: GRIEVANCE_PAGE_SIZE, offset: (query.page - 1) * GRIEVANCE_PAGE_SIZE }) as DeskRecord[];
      return { rows: rows.map(toSummary), total: (count.get(params) as { n: number }).n };
    },

    get(reg: string): GrievanceDetail | undefined {
      const r = find(reg);
      if (!r) return undefined;
      return {
        ...toSummary(r),
        email: r.email,
        address: r.address,
        message: r.message,
        feedback_message: r.feedback_message,
        history: complaints.history(reg),
      };
    },

    /** Status and feedback, the mail to the filer and the audit entry: one transaction. */
    setStatus: db.transaction((reg: string, status: 0 | 1 | 2, feedback: string, actor: AuditActor): GrievanceDetail => {
      const before = find(reg);
      if (!before) throw new HttpError(404, `No grievance has the registration number ${reg}.`);
      if (before.status === status && before.feedback_message === feedback) {
        throw new HttpError(400, 'Nothing to change: the status and the feedback are already these.');
      }
      complaints.setStatus(reg, status, feedback, `staff:${actor.id ?? 0} ${actor.name}`);
      const mail = statusMail(before, status, feedback);
      outbox.queue(before.email, mail.subject, mail.text);
      audit.record(actor, {
        action: 'grievance.status',
        target: `grievance:${reg}`,
        before: { status: before.status, feedback_message: before.feedback_message },
        after: { status, feedback_message: feedback },
      });
      const after = find(reg)!;
      return {
        ...toSummary(after),
        email: after.email,
        address: after.address,
        message: after.message,
        feedback_message: after.feedback_message,
        history: complaints.history(reg),
      };
    }),

    /** Public: counts only, never a name, a subject or a registration number. */
    stats(): GrievanceStatsResponse {
      const rows = months.all() as Array<{ month: string; received: number; disposed: number; pending: number }>;
      return { months: rows, overdue: (overdueCount.get({ overdueBefore: overdueBefore() }) as { n: number }).n, overdueDays };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    grievanceDesk: GrievanceDeskRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('grievanceDesk', createGrievanceDeskRepository(app.db, app.complaints, app.outbox, app.audit, app.staffAccounts.settings.overdueDays));
  },
  { name: 'grievance-desk', dependencies: ['db', 'complaint-repository', 'mail', 'audit-log', 'staff-accounts'] },
);
