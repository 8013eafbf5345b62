import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { IdParam, StaffTranslatedListResponse, type WorkflowKind } from '@aec/contracts';
import type { z } from 'zod';
import type { AuditActor } from '../../plugins/app/staff/audit-repository';
import type { ZodTypeProvider } from '../../lib/route-schemas';

interface Parser<T> {
  parse(data: unknown): T;
}

/** A kind of published item as its repository writes it; each write records its own audit entry. */
export interface PublishableRepository<Query, Write> {
  list: (query: Query) => unknown;
  get: (id: number) => unknown;
  create: (input: Write, actor: AuditActor) => unknown;
  update: (id: number, input: Write, actor: AuditActor) => unknown;
  setPublished: (id: number, published: boolean, actor: AuditActor) => unknown;
  remove: (id: number, actor: AuditActor) => void;
}

/**
 * An item's answer with the change of it that waits in the workflow (`held`, decision 201), when it is live: a
 * held edit of a live item leaves the item as it is (the public pages show it) and keeps the edit in the
 * workflow's row, which the console's editor opens on. A hidden item (a held new one) was written as saved.
 */
export function withHeldChange<T>(app: FastifyInstance, kind: WorkflowKind, answer: T): T {
  const item = answer as { id?: number; unpublishedAt?: string | null };
  if (typeof item.id !== 'number' || item.unpublishedAt !== null) return answer;
  const held = app.workflow.heldChange(kind, item.id);
  return held ? { ...answer, held } : answer;
}

export interface PublishableKind<Query, Write> {
  /** '/notices', '/news', …: the list's path; an item is `${path}/:id`. */
  path: string;
  /** The workflow's name of the kind: its answers carry the change that waits (`held`). */
  workflowKind: WorkflowKind;
  /** Route schemas: the list's querystring and the create and update body. */
  query: z.ZodType<Query>;
  write: z.ZodType<Write>;
  /** The console's shape of one item (StaffNews, …): every call but list and delete answers it. */
  item: Parser<unknown>;
  repository: PublishableRepository<NoInfer<Query>, NoInfer<Write>>;
}

/**
 * The calls every kind of published item answers (notices, tenders, news, events, department
 * notifications): list with q, page and missing=translation (each row with its languages), get, create 201, update, unpublish and publish, delete 204.
 */
export function registerPublishableRoutes<Query, Write>(
  app: FastifyInstance,
  preValidation: preValidationAsyncHookHandler,
  kind: PublishableKind<Query, Write>,
) {
  const { path, workflowKind, query, write, repository } = kind;
  const item = { parse: (answer: unknown) => kind.item.parse(withHeldChange(app, workflowKind, answer)) };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The role check first, then the route schemas: no one unsigned learns what a call takes.
  const byId = { preValidation, schema: { params: IdParam } };
  // Checked by the route schemas; Fastify's types cannot follow a generic schema's output.
  const parsed = <T>(value: unknown) => value as T;

  routes.get(path, { preValidation, schema: { querystring: query } }, async (request) =>
    StaffTranslatedListResponse.parse(repository.list(parsed<Query>(request.query))),
  );
  routes.get(`${path}/:id`, byId, async (request) => item.parse(repository.get(request.params.id)));
  routes.post(path, { preValidation, schema: { body: write } }, async (request, reply) => {
    const input = parsed<Write>(request.body);
    reply.code(201);
    return item.parse(repository.create(input, app.staffActor(request)));
  });
  routes.put(`${path}/:id`, { preValidation, schema: { params: IdParam, body: write } }, async (request) =>
    item.parse(repository.update(request.params.id, parsed<Write>(request.body), app.staffActor(request))),
  );
  routes.post(`${path}/:id/unpublish`, byId, async (request) => item.parse(repository.setPublished(request.params.id, false, app.staffActor(request))));
  routes.post(`${path}/:id/publish`, byId, async (request) => item.parse(repository.setPublished(request.params.id, true, app.staffActor(request))));
  routes.delete(`${path}/:id`, byId, async (request, reply) => {
    repository.remove(request.params.id, app.staffActor(request));
    return reply.code(204).send();
  });
}
