import type { FastifyPluginAsync } from 'fastify';
import { HostelHomeResponse, IdParam } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { hostelHomes } from './hostel-homes';

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

  app.get('/api/hostel/:id', async (request, reply) => {
    const { id } = IdParam.parse(request.params);
    reply.header('cache-control', 'public, max-age=300');
    return answer(id);
  });

  app.get('/hostel/:id', async (request, reply) => {
    if ((request.headers.accept ?? '').includes('text/html')) return reply.callNotFound();
    const { id } = IdParam.parse(request.params);
    reply.header('cache-control', 'public, max-age=300');
    return answer(id);
  });
};
export default hostelRoutes;
