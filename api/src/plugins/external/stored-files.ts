import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isVariantName } from '../app/files/file-repository';

const hashNamed = /^\/([0-9a-f]{64})\.([a-z0-9]+)$/;

/** Whatever a stored file holds, it never runs as a page of this site (sandbox: no script, an origin of its own). */
const fileHeaders = { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' };

/**
 * /files/<sha256>.<ext>, uploads and seeded attachments: served only while a published item refers to
 * one (unpublished and deleted items' files answer 404), and cached for a day at most, so a copy kept
 * by a browser or proxy is gone within a day too. /files/docs/… (the static documents the pages link
 * to, whose names do not change with their content): revalidated after five minutes.
 * A missing or unpublished file falls through to the JSON 404 of the not-found handler.
 */
export default fp(
  async (app) => {
    const root = path.join(app.config.dataDir, 'files');
    fs.mkdirSync(root, { recursive: true });
    // After security-headers' hook, so this policy replaces the page policy; on 404s too.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/files/')) reply.headers(fileHeaders);
      done();
    });
    await app.register(fastifyStatic, {
      root,
      prefix: '/files/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      wildcard: true,
      cacheControl: false,
      allowedPath: (pathName) => {
        // As the file will be looked up (send decodes the path once more), not as it was written.
        let file: string;
        try {
          file = path.posix.normalize(decodeURIComponent(pathName));
        } catch {
          return false;
        }
        if (file.endsWith('.tmp')) return false;
        if (file.startsWith('/docs/')) return true;
        // /files/variants/<sha256>-<width>.<ext>: public while the image they were made from is; files/originals/ never.
        const variant = file.startsWith('/variants/') ? isVariantName(file.slice('/variants/'.length)) : null;
        if (variant) return app.files.isVariantPublished(variant[1]!);
        const stored = hashNamed.exec(file);
        return !!stored && app.files.isPublished(stored[1]!, stored[2]!);
      },
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        res.setHeader('cache-control', hashNamed.test(`/${name}`) || isVariantName(name) ? 'public, max-age=86400' : 'public, max-age=300');
      },
    });
  },
  { name: 'stored-files', dependencies: ['file-repository'] },
);
