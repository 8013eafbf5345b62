import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CatalogueCheckPlugin, CatalogueManifestPlugin, CATALOGUES_FILE, catalogueFaults } from './catalogue-rules';

const repoRoot = path.resolve(__dirname, '../..');

function catalogues(files: Record<string, unknown>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-catalogues-'));
  for (const [name, messages] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), JSON.stringify(messages));
  return folder;
}

const english = { nav: { home: 'Home', notices: 'Notices' }, list: { count_one: '{{count}} notice', count_other: '{{count}} notices' } };

describe('the catalogue rules the build applies (docs/product/languages.md: a missing key fails the build)', () => {
  it('finds a missing key and a changed placeholder, each named with its file', () => {
    const folder = catalogues({
      'en.json': english,
      'as.json': { nav: { home: 'মুখ্য পৃষ্ঠা' }, list: { count_one: '{{count}}টা জাননী', count_other: '{{count}}টা জাননী' } },
      'hi.json': { nav: { home: 'मुखपृष्ठ', notices: 'सूचनाएँ', old: 'पुराना' }, list: { count_one: '{{n}} सूचना', count_other: '{{count}} सूचनाएँ' } },
    });
    const faults = catalogueFaults(folder);
    expect(faults).toEqual([
      `${path.join(folder, 'as.json')} lacks 1 key(s) of en.json: nav.notices`,
      `${path.join(folder, 'hi.json')} changes the {{placeholders}} of: list.count_one`,
    ]);
  });

  it('compares plural keys by their base: a language may have other forms than English', () => {
    const folder = catalogues({ 'en.json': english, 'as.json': { nav: { home: 'ঘৰ', notices: 'জাননী' }, list: { count_other: '{{count}}টা জাননী' } } });
    expect(catalogueFaults(folder)).toEqual([]);
  });

  it("finds nothing wrong with the site's own catalogues", () => {
    const folders = ['shell', 'mfe-campus', 'mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects'].map((app) =>
      path.join(repoRoot, app, 'src/messages'),
    );
    folders.push(path.join(repoRoot, 'packages/ui/src/messages'));
    for (const folder of folders) {
      expect(fs.existsSync(path.join(folder, 'en.json'))).toBe(true);
      expect(catalogueFaults(folder)).toEqual([]);
    }
  });

  it('fails a production compilation with the fault and only warns in development', async () => {
    const folder = catalogues({ 'en.json': english, 'hi.json': { nav: { home: 'मुखपृष्ठ' }, list: { count_other: '{{count}} सूचनाएँ' } } });
    const entry = path.join(folder, 'entry.js');
    fs.writeFileSync(entry, 'export const ok = 1;\n');
    const compile = (failBuild: boolean) =>
      new Promise<webpack.Stats>((resolve, reject) => {
        webpack(
          {
            mode: 'none',
            context: folder,
            entry,
            output: { path: path.join(folder, 'out') },
            plugins: [new CatalogueCheckPlugin({ folders: [folder], failBuild }) as never],
          },
          (err, stats) => (err || !stats ? reject(err) : resolve(stats)),
        );
      });
    const production = (await compile(true)).toJson({ all: false, errors: true, warnings: true });
    expect(production.errors?.map((e) => e.message)).toEqual([`Message catalogue: ${path.join(folder, 'hi.json')} lacks 1 key(s) of en.json: nav.notices`]);
    const development = (await compile(false)).toJson({ all: false, errors: true, warnings: true });
    expect(development.errors).toEqual([]);
    expect(development.warnings).toHaveLength(1);
  });

  it("lists each language's catalogue chunks in catalogues.json from the chunk graph, in the folders' order, whatever the chunks are named", async () => {
    const app = catalogues({ 'en.json': english, 'as.json': english });
    const design = catalogues({ 'en.json': { dialog: { close: 'Close the design dialog' } } });
    const entry = path.join(app, 'entry.js');
    // Chunk names say nothing of the catalogue inside (numbered ids), as a build without webpackChunkName gives.
    fs.writeFileSync(
      entry,
      `export const load = (l) => import(\`./\${l}.json\`);\nexport const ui = () => import(${JSON.stringify(path.join(design, 'en.json'))});\n`,
    );
    const out = path.join(app, 'out');
    await new Promise<webpack.Stats>((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: app,
          entry,
          output: { path: out, chunkFilename: '[id].[contenthash:10].js' },
          optimization: { chunkIds: 'deterministic', minimize: false },
          plugins: [new CatalogueManifestPlugin({ folders: [app, design] }) as never],
        },
        (err, stats) => (err || !stats || stats.hasErrors() ? reject(err ?? new Error(String(stats?.toString()))) : resolve(stats)),
      );
    });
    const listed = JSON.parse(fs.readFileSync(path.join(out, CATALOGUES_FILE), 'utf8')) as Record<string, string[]>;
    expect(Object.keys(listed)).toEqual(['as', 'en']);
    expect(listed.as).toHaveLength(1);
    expect(listed.en).toHaveLength(2);
    const holds = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');
    // Each listed file is a chunk written with its final (real content hash) name and holds that language's catalogue: the app's first, then the design system's.
    for (const file of [...listed.as!, ...listed.en!]) expect(fs.existsSync(path.join(out, file))).toBe(true);
    expect(listed.en!.every((file) => /^\d+\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
    expect(holds(listed.en![0]!)).toContain('Notices');
    expect(holds(listed.en![1]!)).toContain('Close the design dialog');
    expect(holds(listed.as![0]!)).toContain('Notices');
    expect(listed.as![0]).not.toBe(listed.en![0]);
  });
});
