#!/usr/bin/env node
// npm run health: how easy the tree is to live in, as figures against their targets (docs/decisions/040s–070s,
// "a codebase a newcomer can live in"). It reads the tree and prints; it changes nothing and always exits 0.
//
//   README lines                   a one-page README (≤ 150 lines); the rest lives in docs/
//   ESLint problems                errors and warnings over the whole tree (0)
//   render path                    files and lines that take a URL to HTML and back to hydration (printed)
//   references outside the repo    "SPEC §", "ARCHITECTURE §" and "issue N" in code and tests (0)
//   duplicate blocks               jscpd's clones of six lines or more in code and tests (printed, with the largest)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const tracked = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .stdout.split('\n')
  .filter(Boolean);
const lines = (file) => readFileSync(path.join(root, file), 'utf8').split('\n').length;
const code = (file) => /\.(ts|tsx|js|mjs|cjs|css)$/.test(file) && !file.endsWith('.d.ts');

/** What takes a URL to HTML and back to hydration: the API's render plugin, the shell's server entry and first screen, the kit's render helpers, the build plugins that feed them. Tests excluded. */
const renderPath = [
  /^api\/src\/plugins\/app\/render\//,
  // The one detector of a change of an app's live files (the render worker and the page cache listen).
  /^api\/src\/plugins\/app\/releases\/live-files\.ts$/,
  /^api\/src\/plugins\/external\/web-assets\.ts$/,
  /^shell\/src\/server\//,
  /^shell\/src\/first-screen\.tsx$/,
  /^shell\/build\//,
  /^packages\/ui\/src\/render\//,
  /^packages\/contracts\/src\/server-render\.ts$/,
  /^packages\/webpack-config\/index\.js$/,
  /^packages\/webpack-config\/page-slots\.js$/,
];

function eslintProblems() {
  const run = spawnSync(bin('eslint'), ['.', '-f', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  try {
    const report = JSON.parse(run.stdout);
    return report.reduce((sum, file) => sum + file.errorCount + file.warningCount, 0);
  } catch {
    return `not run (${(run.stderr || run.error?.message || 'no output').split('\n')[0]})`;
  }
}

function duplicateBlocks() {
  const out = mkdtempSync(path.join(os.tmpdir(), 'aec-health-'));
  try {
    spawnSync(
      bin('jscpd'),
      [
        '--silent',
        '--min-lines',
        '6',
        '--format',
        'typescript,tsx,javascript',
        '--reporters',
        'json',
        '--output',
        out,
        '--gitignore',
        '--ignore',
        '**/node_modules/**,**/dist/**',
        '.',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
    const largest = report.duplicates
      .sort((a, b) => b.lines - a.lines)
      .slice(0, 5)
      .map(
        (d) =>
          `${d.firstFile.name}:${d.firstFile.start}-${d.firstFile.end} ~ ${d.secondFile.name}:${d.secondFile.start}-${d.secondFile.end} (${d.lines} lines)`,
      );
    return { count: report.statistics.total.clones, largest };
  } catch (err) {
    return { count: `not run (${err.message.split('\n')[0]})`, largest: [] };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const outsideReference = /SPEC §|ARCHITECTURE §|\b[Ii]ssue \d+\b/;
const references = tracked
  .filter((file) => code(file) && file !== 'scripts/health.mjs')
  .flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, i) => (outsideReference.test(text) ? [`${file}:${i + 1}`] : [])),
  );
const renderFiles = tracked.filter((file) => code(file) && !/\.test\.tsx?$/.test(file) && renderPath.some((re) => re.test(file)));
const duplicates = duplicateBlocks();

const rows = [
  ['README lines', lines('README.md'), '≤ 150'],
  ['ESLint problems (errors and warnings)', eslintProblems(), '0'],
  ['render path: files', renderFiles.length, 'printed'],
  ['render path: lines', renderFiles.reduce((sum, file) => sum + lines(file), 0), 'printed'],
  ['references to documents outside the repo', references.length, '0'],
  ['duplicate blocks (jscpd, ≥ 6 lines)', duplicates.count, 'printed'],
];
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'measure'.padEnd(width)}  ${'now'.padStart(8)}  target`);
for (const [name, value, target] of rows) console.log(`${name.padEnd(width)}  ${String(value).padStart(8)}  ${target}`);
if (references.length)
  console.log(`\nReferences left:\n  ${references.slice(0, 20).join('\n  ')}${references.length > 20 ? `\n  … and ${references.length - 20} more` : ''}`);
if (duplicates.largest.length) console.log(`\nLargest duplicate blocks:\n  ${duplicates.largest.join('\n  ')}`);
