import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { HTML_MINIFY, PageSlotsPlugin, slotFaults, WEBPACK_HTML_MINIMIZE } from './page-slots';

const shellTemplate = path.resolve(__dirname, '../../shell/public/index.html');

/** A production build of the shell's template as the shell's config makes it (both minifiers), with or without the slots rule of webpack's. */
function buildTemplate(keepSlots: boolean): Promise<{ errors: string[]; html: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-page-slots-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'document.title;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist'), publicPath: '/' },
    optimization: keepSlots ? { minimizeOptions: { html: WEBPACK_HTML_MINIMIZE } } : {},
    plugins: [
      new HtmlWebpackPlugin({ template: shellTemplate, scriptLoading: 'defer', inject: false, minify: HTML_MINIFY }),
      new PageSlotsPlugin({ template: shellTemplate }),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || !stats) return reject(err ?? new Error('no stats'));
      const file = path.join(dir, 'dist/index.html');
      resolve({ errors: stats.compilation.errors.map((e) => e.message), html: fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '' });
    }),
  );
}

describe("the shell's page template through the build (its named slots, docs/architecture.md)", () => {
  it('the production build keeps every slot, in order, and drops the other comments', async () => {
    const { errors, html } = await buildTemplate(true);
    expect(errors).toEqual([]);
    expect(slotFaults(shellTemplate, fs.readFileSync(shellTemplate, 'utf8'), html)).toEqual([]);
    expect(html).toMatch(/^<!doctype html><!--aec:html--><html lang="?en"?><!--\/aec:html--><head><meta charset="?utf-8"?><!--aec:fonts-->/);
    expect(html).toMatch(/<!--aec:head--><\/head><body><!--aec:root--><div id="?root"?><\/div><!--\/aec:root-->/);
    expect(html).not.toContain('notices feed');
  }, 60_000);

  it('a build whose minifier drops the slots fails with a sentence naming them', async () => {
    const { errors } = await buildTemplate(false);
    expect(errors).toEqual([
      expect.stringMatching(
        /^the built index\.html lost <!--aec:html-->, <!--\/aec:html-->, <!--aec:fonts-->, .*<!--aec:data--> of .*shell\/public\/index\.html: the minifiers must keep comments starting "aec:"/,
      ),
    ]);
    expect(slotFaults('t.html', '<html><head></head></html>', '<html></html>')).toEqual([
      't.html names no <!--aec:name--> slot: the server fills each page through them (api/src/plugins/app/render/page-template.ts)',
    ]);
  }, 60_000);
});
