import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES, RemotesJson } from '@aec/contracts';
import type { AppConfig } from '../../config';
import type { ServedReleases } from '../../plugins/app/releases/served-releases';
import sitemapRoutes from './sitemap';

/** Default layout (docs/architecture.md): every remote served by this server under /remotes/<name>/. */
export function defaultRemotesJson(): RemotesJson {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as RemotesJson;
}

/** REMOTES_JSON replaces the default file; an invalid one stops the server at start, not a visitor later. */
export function readRemotesJson(config: AppConfig): RemotesJson {
  if (!config.remotesJsonFile) return defaultRemotesJson();
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(config.remotesJsonFile, 'utf8'));
  } catch (err) {
    throw new Error(`REMOTES_JSON ${config.remotesJsonFile} could not be read as JSON: ${(err as Error).message}`);
  }
  const parsed = RemotesJson.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`REMOTES_JSON ${config.remotesJsonFile} is invalid: ${parsed.error.issues[0]?.message}`);
  }
  return { ...defaultRemotesJson(), ...parsed.data };
}

export function remoteOrigins(remotes: RemotesJson): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** The site's own files that are not a build's: /remotes.json and /sitemap.xml (both before web-assets, so they win over shell/dist). */
const remotesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sitemapRoutes);
  const configured = readRemotesJson(app.config);
  const defaults = defaultRemotesJson();
  // A remote REMOTES_JSON names elsewhere stays there; the others follow their current release.
  const hostedHere = REMOTE_NAMES.filter((name) => configured[name] === defaults[name]);
  let served: ServedReleases | undefined;
  let body = '';
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    const now = app.releases.pointers.served();
    if (now !== served) {
      served = now;
      body = JSON.stringify({ ...configured, ...Object.fromEntries(hostedHere.map((name) => [name, now.remotesJson[name]])) });
    }
    return body;
  });
};
export default remotesRoutes;
