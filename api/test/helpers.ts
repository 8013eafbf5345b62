import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, loggerOptions, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';

export interface TestContext {
  app: FastifyInstance;
  config: AppConfig;
  dir: string;
  close(): Promise<void>;
}

/** A stand-in of the shell's built index.html: a title inside the named slots the server fills (page-template.ts). */
export const shellIndexHtml = (title: string) =>
  '<!doctype html><!--aec:html--><html lang="en"><!--/aec:html--><head><meta charset="utf-8"><!--aec:fonts-->' +
  '<!--aec:description--><!--/aec:description--><!--aec:og-image--><!--/aec:og-image--><!--aec:banner--><!--/aec:banner-->' +
  `<!--aec:title--><title>${title}</title><!--/aec:title--><!--aec:head--></head>` +
  '<body><!--aec:root--><div id="root"></div><!--/aec:root--><!--aec:noscript--><!--/aec:noscript--><!--aec:data--></body></html>';

/**
 * Writes a stand-in shell server container (server/render.js) and its sitemap.xml into a test app's web root:
 * real renders in a real worker without a front-end build.
 */
export function installStubShell(ctx: TestContext, renderJs: string, sitemapXml: string): void {
  const shell = path.join(ctx.config.webRoot, 'shell/dist');
  fs.mkdirSync(path.join(shell, 'server'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'server/render.js'), renderJs);
  fs.writeFileSync(path.join(shell, 'sitemap.xml'), sitemapXml);
}

/** A web root shaped like the real builds: shell/dist/index.html and each remote's dist/. */
export function makeWebRoot(dir: string): string {
  const webRoot = path.join(dir, 'web');
  const shell = path.join(webRoot, 'shell/dist');
  fs.mkdirSync(shell, { recursive: true });
  fs.writeFileSync(path.join(shell, 'index.html'), shellIndexHtml('shell'));
  fs.writeFileSync(path.join(shell, 'main.0123456789.js'), 'console.log("shell")');
  const campus = path.join(webRoot, 'mfe-campus/dist');
  fs.mkdirSync(campus, { recursive: true });
  fs.writeFileSync(path.join(campus, 'mf-manifest.json'), '{"name":"mfe_campus"}');
  fs.writeFileSync(path.join(campus, 'remoteEntry.js'), 'var mfe_campus;');
  fs.writeFileSync(path.join(campus, '123.abcdef0123.js'), 'console.log("chunk")');
  return webRoot;
}

/** Builds the real app on a fresh temporary data folder and web root; close() removes both. logLines: what it logs (info and up); onRoute: told of each route. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  { logLines, onRoute }: { logLines?: string[]; onRoute?: BuildOptions['onRoute'] } = {},
): Promise<TestContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-api-test-'));
  const config = loadConfig({
    AEC_DATA_DIR: path.join(dir, 'data'),
    AEC_WEB_ROOT: makeWebRoot(dir),
    LOG_LEVEL: 'silent',
    // No sample data unless a test asks for it (AEC_SEED: '1'): most tests need an empty store, fast.
    AEC_SEED: '0',
    ...env,
  });
  const logger = logLines ? loggerOptions('info', { write: (line: string) => void logLines.push(line) }) : false;
  const app = await buildApp({ config, logger, onRoute });
  await app.ready();
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
