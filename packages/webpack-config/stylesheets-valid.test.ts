import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every stylesheet of the front ends (the apps' and the design system's src/**\/*.css) passes the CSS
 * check of the Nu HTML checker (vnu.jar --css), which also validates the CSS that pages inline: one
 * unknown property there is an error on every page that carries it (an unprefixed `line-clamp` in the
 * notice list made 364 pages fail).
 */
const repoRoot = path.resolve(__dirname, '../..');
const vnuJar = path.join(repoRoot, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** Stylesheets the checker is wrong about, each with why; none of them is on a public page. */
const KNOWN_FALSE_ERRORS: Record<string, { message: RegExp; reason: string }> = {
  'mfe-notifications/src/publishing/publishing.css': {
    message: /container-type|@container/,
    reason: 'staff publishing screens only: container queries (CSS Containment 3), which the checker does not know yet',
  },
};

const APPS = ['packages/ui', 'shell', 'mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus'];

function stylesheets(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

interface NuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
}

describe('the front ends’ stylesheets', () => {
  it('pass the Nu checker’s CSS validation (no unknown or vendor-less experimental property)', () => {
    if (!fs.existsSync(vnuJar)) throw new Error(`${path.relative(repoRoot, vnuJar)} is missing: run npm install (vnu-jar is a dependency of e2e).`);
    const files = APPS.flatMap((app) => stylesheets(path.join(repoRoot, app, 'src')));
    expect(files.length).toBeGreaterThan(10);
    let output: string;
    try {
      output = execFileSync('java', ['-jar', vnuJar, '--css', '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT')
        throw new Error('java is not installed: the Nu checker is a Java program (Debian: apt-get install default-jre-headless; .ci/run installs it).');
      throw error;
    }
    const report = JSON.parse(output) as { messages: NuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error')
      .map((m) => ({ file: path.relative(repoRoot, decodeURIComponent(m.url.replace(/^file:/, ''))), line: m.lastLine, message: m.message }))
      .filter(({ file, message }) => !KNOWN_FALSE_ERRORS[file]?.message.test(message));
    expect(errors).toEqual([]);
  });
});
