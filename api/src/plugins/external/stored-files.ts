import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const hashNamed = /^[0-9a-f]{64}\.[a-z0-9]+$/;

/**
 * /files/<sha256>.<ext> (stored by content hash, so cached for a year) and /files/docs/… (the static
 * documents, whose names do not change with their content: revalidated after five minutes).
 * A missing file falls through to the JSON 404 of the not-found handler.
 */
export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'files');
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      allowedPath: (pathName) => !pathName.endsWith('.tmp'),
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        res.setHeader('cache-control', hashNamed.test(name) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
  },
  { name: 'stored-files' },
);
