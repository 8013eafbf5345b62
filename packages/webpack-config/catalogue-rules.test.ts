import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CatalogueCheckPlugin, catalogueFaults } from './catalogue-rules';

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
});
