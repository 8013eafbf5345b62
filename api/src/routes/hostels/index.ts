import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HostelHomeResponse, IdParam } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { hostelHomes } from './hostel-homes';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/**
 * GET /api/hostel/{id} and /hostel/{id} (docs/product/api-compatibility.md: hostel_home text of hostels 1–8). /hostel/{id} is also
 * a page of the site, so a browser asking for HTML gets the shell there (the not-found handler).
 */
const hostelRoutes: FastifyPluginAsync = async (app) => {
  const answer = (id: number) => {
    const text = hostelHomes[id];
    if (!text) throw notFound(`Hostel ${id}`);
    return HostelHomeResponse.parse([{ id, hostel_home: text }]);
  };

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/hostel/:id', { schema: { params: IdParam } }, async (request, reply) => {
    const { id } = request.params;
    reply.header('cache-control', 'public, max-age=300');
    return answer(id);
  });

  // A browser's page address is the shell's whatever the id: it goes there before the id is checked.
  const pageToShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
  };
  routes.get('/hostel/:id', { preValidation: pageToShell, schema: { params: IdParam } }, async (request, reply) => {
    const { id } = request.params;
    reply.header('cache-control', 'public, max-age=300');
    return answer(id);
  });
};
export default hostelRoutes;
