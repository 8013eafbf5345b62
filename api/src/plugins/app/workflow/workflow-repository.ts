import fp from 'fastify-plugin';
import { createTwoFilesPatch } from 'diff';
import { WORKFLOW_KIND_LABELS, WORKFLOW_KINDS, type StaffRole, type WorkflowAction, type WorkflowKind, type WorkflowState } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import type { Db } from '../db/database';
import type { AuditActor, AuditRepository } from '../staff/audit-repository';
import { moveItem } from './workflow-machine';

type ItemRow = {
  kind: WorkflowKind;
  item_id: number;
  state: WorkflowState;
  author_id: number | null;
  author_email: string;
  publish_at: string | null;
  comment: string | null;
  draft: string | null;
  updated_at: string;
};

/** What a save answers the publishing code: hold the item back (and keep the write as a draft) or publish as today. */
export type SaveVerdict = { hold: false; release: boolean } | { hold: true; state: WorkflowState };

/** The fields diffed for the approver, in order, with their label. */
export const diffFields = (live: Record<string, unknown> | null, draft: Record<string, unknown>, fields: readonly string[]) =>
  fields.flatMap((field) => {
    const text = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v, null, 1));
    const before = text(live?.[field]);
    const after = text(draft[field]);
    if (before === after) return [];
    // A maintained diff library rather than our own LCS: unified hunks the approver can read line by line.
    const patch = createTwoFilesPatch('live', 'draft', `${before}\n`, `${after}\n`, '', '', { context: 2 });
    return [{ field, diff: patch.split('\n').slice(4).join('\n').trimEnd() }];
  });

export type WorkflowRepository = ReturnType<typeof createWorkflowRepository>;

/**
 * Where each held item stands (draft, submitted, returned, scheduled), approval per kind, and every
 * move through the state machine with its audit entry. The clock is injectable for tests.
 */
export function createWorkflowRepository(db: Db, deps: { audit: AuditRepository; now?: () => number }) {
  const { audit } = deps;
  const clock = deps.now ?? Date.now;
  const settingOf = db.prepare('SELECT approval FROM workflow_settings WHERE kind = ?').pluck();
  const allSettings = db.prepare('SELECT kind, approval FROM workflow_settings');
  const putSetting = db.prepare(
    'INSERT INTO workflow_settings (kind, approval, updated_at) VALUES (?, ?, ?) ON CONFLICT (kind) DO UPDATE SET approval = excluded.approval, updated_at = excluded.updated_at',
  );
  const roleOf = db.prepare('SELECT role FROM staff_accounts WHERE id = ?').pluck();
  const itemOf = db.prepare('SELECT * FROM workflow_items WHERE kind = ? AND item_id = ?');
  const putItem = db.prepare(
    `INSERT INTO workflow_items (kind, item_id, state, author_id, author_email, publish_at, comment, draft, updated_at)
     VALUES (@kind, @item_id, @state, @author_id, @author_email, @publish_at, @comment, @draft, @updated_at)
     ON CONFLICT (kind, item_id) DO UPDATE SET state = excluded.state, author_id = excluded.author_id, author_email = excluded.author_email,
       publish_at = excluded.publish_at, comment = excluded.comment, draft = excluded.draft, updated_at = excluded.updated_at`,
  );
  const setState = db.prepare('UPDATE workflow_items SET state = ?, comment = ?, updated_at = ? WHERE kind = ? AND item_id = ?');
  const clearDraft = db.prepare(
    "UPDATE workflow_items SET state = 'live', draft = NULL, publish_at = NULL, comment = NULL, updated_at = ? WHERE kind = ? AND item_id = ?",
  );
  const queueRows = db.prepare("SELECT * FROM workflow_items WHERE state IN ('submitted', 'draft', 'returned', 'scheduled') ORDER BY updated_at, item_id");
  const dueRows = db.prepare("SELECT * FROM workflow_items WHERE state = 'scheduled' AND publish_at <= ? ORDER BY publish_at, item_id");
  const approverEmails = db.prepare("SELECT email FROM staff_accounts WHERE role = 'approver' AND disabled = 0 ORDER BY id").pluck();
  const forget = db.prepare('DELETE FROM workflow_items WHERE kind = ? AND item_id = ?');

  const nowIso = () => new Date(clock()).toISOString();
  const approvalOn = (kind: WorkflowKind) => settingOf.get(kind) === 1;
  const mover = (actor: AuditActor, row: ItemRow | undefined) => ({
    role: ((actor.id === null ? undefined : roleOf.get(actor.id)) ?? 'publisher') as StaffRole,
    isAuthor: row ? row.author_id === actor.id : true,
  });
  const mustItem = (kind: WorkflowKind, id: number) => {
    const row = itemOf.get(kind, id) as ItemRow | undefined;
    if (!row) throw new HttpError(404, `${WORKFLOW_KIND_LABELS[kind]} item ${id} is not waiting in the workflow.`);
    return row;
  };
  const move = (row: ItemRow | undefined, action: WorkflowAction, actor: AuditActor) => {
    const moved = moveItem(row?.state ?? 'none', action, mover(actor, row));
    if ('refused' in moved) throw new HttpError(409, moved.refused);
    return moved.to;
  };
  const record = (actor: AuditActor, kind: WorkflowKind, id: number, action: string, before: unknown, after: unknown) =>
    audit.record(actor, { action: `workflow.${action}`, target: `${kind}:${id}`, before, after });

  return {
    now: clock,
    approvalOn,
    settings: () => {
      const on = new Map((allSettings.all() as { kind: WorkflowKind; approval: number }[]).map((r) => [r.kind, r.approval === 1]));
      return { kinds: WORKFLOW_KINDS.map((kind) => ({ kind, label: WORKFLOW_KIND_LABELS[kind], approval: on.get(kind) ?? false })) };
    },
    setApproval: db.transaction((kind: WorkflowKind, approval: boolean, actor: AuditActor) => {
      const before = approvalOn(kind);
      putSetting.run(kind, approval ? 1 : 0, nowIso());
      audit.record(actor, { action: 'workflow.setting', target: `kind:${kind}`, before: { approval: before }, after: { approval } });
    }),

    /**
     * A staff save of an item (in its transaction). Held when approval is on for the kind and the
     * saver is a publisher (a draft), or when it has a publish-at time ahead (scheduled); the write
     * is kept as the draft. `live` is false for a new item (it stays hidden until it goes live).
     */
    saved(kind: WorkflowKind, id: number, actor: AuditActor, input: { publishAt?: string | null } & Record<string, unknown>): SaveVerdict {
      const row = itemOf.get(kind, id) as ItemRow | undefined;
      const who = mover(actor, row);
      const publishAt = input.publishAt ? new Date(input.publishAt).toISOString() : null;
      const ahead = publishAt !== null && Date.parse(publishAt) > clock();
      const needsApproval = approvalOn(kind) && who.role !== 'admin' && who.role !== 'approver';
      if (!needsApproval && !ahead) {
        // A held item saved now without a reason to wait (an administrator's save, the time cleared) goes live.
        const release = row !== undefined && row.state !== 'live';
        if (row) forget.run(kind, id);
        if (release) record(actor, kind, id, 'release', { state: row.state }, { state: 'live' });
        return { hold: false, release };
      }
      const state: WorkflowState = needsApproval ? move(row && row.state !== 'live' ? row : undefined, 'edit', actor) : 'scheduled';
      putItem.run({
        kind,
        item_id: id,
        state,
        author_id: actor.id,
        author_email: actor.name,
        publish_at: publishAt,
        comment: null,
        draft: JSON.stringify(input),
        updated_at: nowIso(),
      });
      record(actor, kind, id, state === 'draft' ? 'draft' : 'schedule', row ? { state: row.state } : null, { state, publishAt });
      return { hold: true, state };
    },
    /** Publish (after an unpublish) is not a way round approval nor round a publish-at time. */
    assertDirectPublish(kind: WorkflowKind, id: number, actor: AuditActor) {
      const row = itemOf.get(kind, id) as ItemRow | undefined;
      if (row && row.state !== 'live')
        throw new HttpError(409, `This item is ${row.state} in the workflow: it goes live when approved or at its publish-at time.`);
      const { role } = mover(actor, row);
      if (approvalOn(kind) && role !== 'admin' && role !== 'approver')
        throw new HttpError(409, 'Approval is on for this kind: submit it for approval instead.');
    },
    get: (kind: WorkflowKind, id: number) => itemOf.get(kind, id) as ItemRow | undefined,
    draftOf: <T>(row: ItemRow) => (row.draft ? (JSON.parse(row.draft) as T) : undefined),
    /**
     * The change of an item that waits (draft, submitted, returned, scheduled) as the console's answers
     * carry it (`held`): read from this row, the one copy of the draft; undefined when nothing waits.
     */
    heldChange(kind: WorkflowKind, id: number) {
      const row = itemOf.get(kind, id) as ItemRow | undefined;
      if (!row || row.state === 'live' || !row.draft) return undefined;
      return { state: row.state, publishAt: row.publish_at, comment: row.comment, draft: this.draftOf<Record<string, unknown>>(row)! };
    },

    submit: db.transaction((kind: WorkflowKind, id: number, actor: AuditActor) => {
      const row = mustItem(kind, id);
      const to = move(row, 'submit', actor);
      setState.run(to, null, nowIso(), kind, id);
      record(actor, kind, id, 'submit', { state: row.state }, { state: to });
      return { ...row, state: to };
    }),
    /** Approve: answers whether it goes live now ('live') or at its publish-at time ('scheduled'). */
    approve: db.transaction((kind: WorkflowKind, id: number, actor: AuditActor) => {
      const row = mustItem(kind, id);
      move(row, 'approve', actor);
      const to: WorkflowState = row.publish_at && Date.parse(row.publish_at) > clock() ? 'scheduled' : 'live';
      setState.run(to, null, nowIso(), kind, id);
      record(actor, kind, id, 'approve', { state: row.state }, { state: to, publishAt: row.publish_at });
      return { ...row, state: to };
    }),
    returnItem: db.transaction((kind: WorkflowKind, id: number, comment: string, actor: AuditActor) => {
      const row = mustItem(kind, id);
      const to = move(row, 'return', actor);
      setState.run(to, comment, nowIso(), kind, id);
      record(actor, kind, id, 'return', { state: row.state }, { state: to, comment });
      return { ...row, state: to, comment };
    }),
    /** The item went live: its draft is spent. */
    wentLive(kind: WorkflowKind, id: number) {
      clearDraft.run(nowIso(), kind, id);
    },
    dueToPublish: () => dueRows.all(nowIso()) as ItemRow[],
    publishDue(row: ItemRow) {
      const moved = moveItem(row.state, 'publish-due', { role: 'system', isAuthor: false });
      if ('refused' in moved) throw new HttpError(409, moved.refused);
      record({ id: null, name: 'system' }, row.kind, row.item_id, 'publish-due', { state: row.state, publishAt: row.publish_at }, { state: moved.to });
    },
    queue: () => queueRows.all() as ItemRow[],
    approvers: () => approverEmails.all() as string[],
    forget: (kind: WorkflowKind, id: number) => forget.run(kind, id),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    workflow: WorkflowRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('workflow', createWorkflowRepository(app.db, { audit: app.audit }));
  },
  { name: 'workflow', dependencies: ['db', 'audit-log'] },
);
