import type { FastifyPluginAsync } from 'fastify';
import { VideoListResponse, VideoQuery } from '@aec/contracts';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** A shared cache may keep the list a minute (as the pages that draw it); every staff write clears the page cache. */
const VIDEOS_CACHE = 'public, max-age=0, s-maxage=60';

/** GET /api/videos: the videos of the resources page, or of one news item or event (?place=news&item=<id>). */
const videoRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/videos', { schema: { querystring: VideoQuery } }, async (request, reply) => {
    const { place, item } = request.query;
    reply.header('cache-control', VIDEOS_CACHE);
    return VideoListResponse.parse({ videos: app.videos.list(place, item ?? null) });
  });
};
export default videoRoutes;
