import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isVariantName } from '../app/files/file-repository';

const hashNamed = /^\/([0-9a-f]{64})\.([a-z0-9]+)$/;

/** @fastify/static serving the files folder (AEC_DATA_DIR/files): no index or listing, no cache header of its own. */
export const storedFilesStatic = (dataDir: string) =>
  ({
    root: path.join(dataDir, 'files'),
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    wildcard: true,
    cacheControl: false,
  }) as const;

/**
 * What a path under /files/ names, as it will be looked up (send decodes the path once more), not as it
 * was written: a static document, an image's variant, a stored file, or nothing servable (files/originals/,
 * a half-written .tmp, anything else).
 */
export function storedFileOf(
  pathName: string,
): { kind: 'doc' } | { kind: 'variant'; sha256: string } | { kind: 'stored'; sha256: string; extension: string } | null {
  let file: string;
  try {
    file = path.posix.normalize(decodeURIComponent(pathName));
  } catch {
    return null;
  }
  if (file.endsWith('.tmp')) return null;
  if (file.startsWith('/docs/')) return { kind: 'doc' };
  // /files/variants/<sha256>-<width>.<ext>
  const variant = file.startsWith('/variants/') ? isVariantName(file.slice('/variants/'.length)) : null;
  if (variant) return { kind: 'variant', sha256: variant[1]! };
  const stored = hashNamed.exec(file);
  return stored ? { kind: 'stored', sha256: stored[1]!, extension: stored[2]! } : null;
}

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
    const options = storedFilesStatic(app.config.dataDir);
    fs.mkdirSync(options.root, { recursive: true });
    // After security-headers' hook, so this policy replaces the page policy; on 404s too.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith('/files/')) reply.headers(fileHeaders);
      done();
    });
    await app.register(fastifyStatic, {
      ...options,
      prefix: '/files/',
      allowedPath: (pathName) => {
        const file = storedFileOf(pathName);
        if (file?.kind === 'doc') return true;
        // A variant is public while the image it was made from is; files/originals/ never.
        if (file?.kind === 'variant') return app.files.isVariantPublished(file.sha256);
        return file?.kind === 'stored' && app.files.isPublished(file.sha256, file.extension);
      },
      setHeaders: (res, filePath) => {
        const name = path.basename(filePath);
        res.setHeader('cache-control', hashNamed.test(`/${name}`) || isVariantName(name) ? 'public, max-age=86400' : 'public, max-age=300');
      },
    });
  },
  { name: 'stored-files', dependencies: ['file-repository'] },
);
