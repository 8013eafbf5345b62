// nginx with TLS in front of an API server, for the `tls` project: deploy/nginx/aec.conf itself, with its
// ports, names and paths replaced, a self-signed certificate made now, everything in a temporary folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
export const PRODUCTION_CONFIG = path.join(root, 'deploy/nginx/aec.conf');

/** HTTPS and plain-HTTP ports of the proxy (the `tls` project's baseURL uses the first). */
export const E2E_TLS_PORT = Number(process.env.E2E_TLS_PORT || 3443);
export const E2E_TLS_HTTP_PORT = Number(process.env.E2E_TLS_HTTP_PORT || 3480);
export const TLS_HOST = '127.0.0.1';

function nginxBinary(): string {
  const found = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'nginx is not installed: the `tls` tests run deploy/nginx/aec.conf in a real nginx. Install it with `apt-get install nginx` (.ci/run does), or set NGINX_PATH.',
    );
  }
  return found;
}

/** The production file with each deployment-specific line replaced; a line it no longer finds is an error, not a silent skip. */
export function testConfig(production: string, o: { apiPort: number; httpsPort: number; httpPort: number; dir: string }): string {
  const replacements: [RegExp, string][] = [
    [/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${o.apiPort};`],
    [/proxy_cache_path \/var\/cache\/nginx-aec /, `proxy_cache_path ${o.dir}/cache `],
    [/^\s*listen \[::\]:\d+.*;\n/gm, ''], // no IPv6 in every container
    [/listen 80;/, `listen ${TLS_HOST}:${o.httpPort};`],
    [/listen 443 ssl/, `listen ${TLS_HOST}:${o.httpsPort} ssl`],
    // The default servers that refuse unknown host names, on the same two ports.
    [/listen 80 default_server;/, `listen ${TLS_HOST}:${o.httpPort} default_server;`],
    [/listen 443 ssl http2 default_server;/, `listen ${TLS_HOST}:${o.httpsPort} ssl http2 default_server;`],
    [/server_name www\.aec\.ac\.in;/g, `server_name ${TLS_HOST};`],
    [/\/etc\/letsencrypt\/live\/www\.aec\.ac\.in\//g, `${o.dir}/`],
    [/root \/var\/www\/letsencrypt;/, `root ${o.dir}/acme;`],
    [/return 301 https:\/\/\$host\$request_uri;/, `return 301 https://$host:${o.httpsPort}$request_uri;`],
  ];
  return replacements.reduce((config, [pattern, replacement]) => {
    if (!pattern.test(config)) throw new Error(`deploy/nginx/aec.conf no longer has ${pattern}: update e2e/support/nginx.ts with it`);
    pattern.lastIndex = 0;
    return config.replace(pattern, replacement);
  }, production);
}

/** The main configuration Debian's /etc/nginx/nginx.conf would be, with every path in `dir`. */
function mainConfig(dir: string): string {
  const temp = (name: string) => `${name}_temp_path ${dir}/temp/${name};`;
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  gzip on;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${dir}/aec.conf;
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, TLS_HOST);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface NginxProxy {
  /** The self-signed certificate (PEM), to trust in Node's own requests. */
  certificate: string;
  httpsUrl: string;
  httpUrl: string;
  stop(): Promise<void>;
}

/** Starts nginx (as this user, in the foreground) in front of the API on apiPort, with a certificate for 127.0.0.1. */
export async function startNginxProxy(apiPort: number, httpsPort = E2E_TLS_PORT, httpPort = E2E_TLS_HTTP_PORT): Promise<NginxProxy> {
  const nginx = nginxBinary();
  for (const port of [httpsPort, httpPort]) {
    if (await listening(port)) throw new Error(`Port ${port} is taken: set E2E_TLS_PORT and E2E_TLS_HTTP_PORT to free ports.`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aec-nginx-'));
  mkdirSync(path.join(dir, 'temp'));
  mkdirSync(path.join(dir, 'acme'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${TLS_HOST}`,
      '-addext',
      `subjectAltName=IP:${TLS_HOST}`,
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { stdio: 'pipe' },
  );
  writeFileSync(path.join(dir, 'aec.conf'), testConfig(readFileSync(PRODUCTION_CONFIG, 'utf8'), { apiPort, httpsPort, httpPort, dir }));
  writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir));

  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  execFileSync(nginx, [...args, '-t'], { stdio: 'pipe' });
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM'); // nginx's fast shutdown: the master stops its workers
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!(await listening(httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    certificate: readFileSync(path.join(dir, 'fullchain.pem'), 'utf8'),
    httpsUrl: `https://${TLS_HOST}:${httpsPort}`,
    httpUrl: `http://${TLS_HOST}:${httpPort}`,
    stop,
  };
}
