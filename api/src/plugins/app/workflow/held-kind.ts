import type { SearchKind, WorkflowKind } from '@aec/contracts';
import type { Db } from '../db/database';
import type { SearchRepository } from '../search/search-repository';
import type { AuditActor, AuditRepository } from '../staff/audit-repository';
import type { WorkflowRepository } from './workflow-repository';

/** A write of a held kind as the workflow keeps it: the console's body, with its optional publish-at time. */
export type HeldWrite = { publishAt?: string | null } & object;

/**
 * What the workflow needs of one kind's repositories: the one adapter that makes news, events,
 * tenders, department notices and project content go through approval, publish-at and going live
 * the way notices do, instead of a copy of the notice code per kind.
 */
export interface HeldKindSpec<Item extends { unpublishedAt: string | null }, Write extends HeldWrite> {
  kind: WorkflowKind;
  /** The audit entries' action prefix and target: news:7, event:7, tender:7, department-notification:7. */
  name: string;
  /** The audit target when it is not `${name}:${id}`, and the action of an edit when not `${name}.update`. */
  target?: (id: number) => string;
  updateAction?: string;
  /** The item as the console reads it; a 404 when there is none. */
  get: (id: number) => Item;
  /** The public repository's write of a held draft (sanitising, translations); no alerts, no audit. */
  write: (id: number, draft: Write, before: Item) => void;
  setUnpublished: (id: number, unpublishedAt: string | null, now: string) => void;
  cache: { clear(): void };
  /** For the kinds the site search holds: indexed when shown, removed when hidden. */
  search?: { kind: SearchKind; reindex: (id: number) => void };
  /** The alerts (mail, push) of the item going live. */
  announce?: (id: number, item: Item) => void;
}

/** The held kind's calls: the staff save's verdict, going live (approval, publish-at), and publish/unpublish. */
export type HeldKind<Item extends { unpublishedAt: string | null }, Write extends HeldWrite> = ReturnType<typeof heldKind<Item, Write>>;

/**
 * One kind through the workflow, built from its adapter. With no workflow (the import, the tools
 * outside the server) every save is live at once, as before the workflow.
 */
export function heldKind<Item extends { unpublishedAt: string | null }, Write extends HeldWrite>(
  db: Db,
  deps: { workflow?: WorkflowRepository; search: SearchRepository; audit: AuditRepository },
  spec: HeldKindSpec<Item, Write>,
) {
  const { workflow, search, audit } = deps;
  const target = spec.target ?? ((id: number) => `${spec.name}:${id}`);
  const verdictOf = (id: number, w: Write, actor: AuditActor) => workflow?.saved(spec.kind, id, actor, { ...w }) ?? { hold: false as const, release: false };

  /** Out of the public pages, search and the answer cache until the workflow lets it go live. */
  const hide = (id: number) => {
    const now = new Date().toISOString();
    spec.setUnpublished(id, now, now);
    if (spec.search) search.remove(spec.search.kind, id);
    spec.cache.clear();
  };
  const show = (id: number) => {
    spec.setUnpublished(id, null, new Date().toISOString());
    spec.search?.reindex(id);
    spec.cache.clear();
  };

  const setPublished = db.transaction((id: number, published: boolean, actor: AuditActor) => {
    const before = spec.get(id);
    // Publish after unpublish is no way round approval nor round a publish-at time.
    if (published) workflow?.assertDirectPublish(spec.kind, id, actor);
    if (published) show(id);
    else {
      const now = new Date().toISOString();
      spec.setUnpublished(id, now, now);
      if (spec.search) search.remove(spec.search.kind, id);
      spec.cache.clear();
    }
    const after = spec.get(id);
    audit.record(actor, {
      action: `${spec.name}.${published ? 'publish' : 'unpublish'}`,
      target: target(id),
      before: { unpublishedAt: before.unpublishedAt },
      after: { unpublishedAt: after.unpublishedAt },
    });
    return after;
  });

  /** Approved, or its publish-at time came: the draft applied, shown, indexed, the cache cleared, alerts sent. */
  const goLive = db.transaction((id: number, draft: Write | undefined, actor: AuditActor) => {
    const before = spec.get(id);
    if (draft) spec.write(id, draft, before);
    show(id);
    workflow?.wentLive(spec.kind, id);
    const after = spec.get(id);
    spec.announce?.(id, after);
    audit.record(actor, { action: `${spec.name}.publish`, target: target(id), before: { unpublishedAt: before.unpublishedAt }, after });
    return after;
  });

  return {
    /** A new item was written: held (hidden, its write kept as the draft) or live and announced. */
    created(id: number, w: Write, actor: AuditActor) {
      const verdict = verdictOf(id, w, actor);
      if (verdict.hold) hide(id);
      else spec.announce?.(id, spec.get(id));
      return verdict;
    },
    /**
     * A staff edit: a held edit of a live item leaves the live version as it is (answers it unchanged);
     * otherwise written, hidden when held, and live at once when the save released a held item.
     */
    updated(id: number, w: Write, actor: AuditActor, write: (before: Item) => void): Item {
      const before = spec.get(id);
      const verdict = verdictOf(id, w, actor);
      if (verdict.hold && before.unpublishedAt === null) return before;
      write(before);
      if (verdict.hold) hide(id);
      // The public write indexes every item it writes; an unpublished one must stay out of search.
      else if (before.unpublishedAt && !verdict.release && spec.search) search.remove(spec.search.kind, id);
      const after = spec.get(id);
      audit.record(actor, { action: spec.updateAction ?? `${spec.name}.update`, target: target(id), before, after });
      return !verdict.hold && verdict.release ? goLive(id, undefined, actor) : after;
    },
    goLive,
    setPublished,
    /**
     * A draft as the public would read it: written, shown and read back (`read`: the public answer) in a
     * transaction that is rolled back, so the preview goes through the very conversion the public row does.
     */
    preview<Answer>(id: number, draft: Write | undefined, read: (item: Item) => Answer): { item: Item; answer: Answer } {
      const rollback = new Error('preview only');
      let seen: { item: Item; answer: Answer } | undefined;
      try {
        db.transaction(() => {
          if (draft) spec.write(id, draft, spec.get(id));
          spec.setUnpublished(id, null, new Date().toISOString());
          const item = spec.get(id);
          seen = { item, answer: read(item) };
          throw rollback;
        })();
      } catch (err) {
        if (err !== rollback) throw err;
      }
      return seen!;
    },
    forget: (id: number) => workflow?.forget(spec.kind, id),
  };
}
