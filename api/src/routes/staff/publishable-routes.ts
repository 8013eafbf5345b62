import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { IdParam, StaffTranslatedListResponse } from '@aec/contracts';
import type { AuditActor } from '../../plugins/app/staff/audit-repository';

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

export interface PublishableKind<Query, Write> {
  /** '/notices', '/news', …: the list's path; an item is `${path}/:id`. */
  path: string;
  query: Parser<Query>;
  write: Parser<Write>;
  /** The console's shape of one item (StaffNews, …): every call but list and delete answers it. */
  item: Parser<unknown>;
  repository: PublishableRepository<NoInfer<Query>, NoInfer<Write>>;
}

/**
 * The calls every kind of published item answers (notices, tenders, news, events, department
 * notifications): list with q, page and missing=translation (each row with its languages), get, create 201, update, unpublish and publish, delete 204.
 */
export function registerPublishableRoutes<Query, Write>(app: FastifyInstance, preHandler: preHandlerAsyncHookHandler, kind: PublishableKind<Query, Write>) {
  const { path, query, write, item, repository } = kind;
  const idOf = (params: unknown) => IdParam.parse(params).id;

  app.get(path, { preHandler }, async (request) => StaffTranslatedListResponse.parse(repository.list(query.parse(request.query))));
  app.get(`${path}/:id`, { preHandler }, async (request) => item.parse(repository.get(idOf(request.params))));
  app.post(path, { preHandler }, async (request, reply) => {
    const input = write.parse(request.body);
    reply.code(201);
    return item.parse(repository.create(input, app.staffActor(request)));
  });
  app.put(`${path}/:id`, { preHandler }, async (request) =>
    item.parse(repository.update(idOf(request.params), write.parse(request.body), app.staffActor(request))),
  );
  app.post(`${path}/:id/unpublish`, { preHandler }, async (request) =>
    item.parse(repository.setPublished(idOf(request.params), false, app.staffActor(request))),
  );
  app.post(`${path}/:id/publish`, { preHandler }, async (request) =>
    item.parse(repository.setPublished(idOf(request.params), true, app.staffActor(request))),
  );
  app.delete(`${path}/:id`, { preHandler }, async (request, reply) => {
    repository.remove(idOf(request.params), app.staffActor(request));
    return reply.code(204).send();
  });
}
