import type { FastifyPluginAsync } from 'fastify';
import { AppParam, ReleaseListResponse, ReleaseSwitchRequest, ReleaseSwitchResponse } from '@aec/contracts';
import { HttpError } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** /api/staff/releases (admin): each app's releases, and a switch to a kept one (rollback) with the guard and the smoke check. */
const releaseRoutes: FastifyPluginAsync = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/releases', { preValidation: admin }, async () => ReleaseListResponse.parse(app.releases.list()));

  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/releases/:app/switch', { preValidation: admin, schema: { params: AppParam, body: ReleaseSwitchRequest } }, async (request) => {
      const { app: name } = request.params;
      const { version } = request.body;
      const actor = app.staffActor(request);
      const outcome = await app.releases.switchTo(name, version, { actor, by: actor.name, verify: true });
      // Switched back by the smoke check: nothing the admin asked for is live, and the sentence says why.
      if (outcome.rolledBack) throw new HttpError(409, outcome.message);
      return ReleaseSwitchResponse.parse({ app: name, current: outcome.current, message: outcome.message });
    });
};
export default releaseRoutes;
