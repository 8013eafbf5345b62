import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createAppConfig } = require('./index') as {
  createAppConfig: (options: { appDir: string; role: 'remote' }) => (env: unknown, argv: { mode?: string }) => Configuration[];
};

/** A remote's production configurations as createAppConfig makes them (the browser's first). */
function productionConfigs(): Configuration[] {
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-css-app-'));
  // A remote's package.json (its shared libraries' versions), in a folder of its own.
  fs.copyFileSync(path.resolve(__dirname, '../../mfe-campus/package.json'), path.join(appDir, 'package.json'));
  return createAppConfig({ appDir, role: 'remote' })({}, { mode: 'production' });
}

/** A one-stylesheet production build with the browser configuration's minimizers: the emitted .css. */
function buildStylesheet(minimizer: NonNullable<Configuration['optimization']>['minimizer']): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-css-minimizer-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import './sheet.css';\n");
  fs.writeFileSync(path.join(dir, 'sheet.css'), '/* A comment */\n.card {\n  color: #ffffff;\n  margin: 0px 0px 0px 0px;\n}\n\n.empty {\n}\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    optimization: { minimizer },
    plugins: [new MiniCssExtractPlugin({ filename: '[name].css' })],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) return reject(error ?? new Error(stats!.toString('errors-only')));
      resolve(fs.readFileSync(path.join(dir, 'dist/main.css'), 'utf8'));
    }),
  );
}

describe('the stylesheets a production build emits', () => {
  it('are minified (the linked whole sheets a page loads after its inlined rules)', async () => {
    const [browser] = productionConfigs();
    const css = await buildStylesheet(browser!.optimization!.minimizer);
    expect(css).not.toContain('A comment');
    expect(css).not.toContain('\n  ');
    expect(css).not.toContain('.empty');
    expect(css).toContain('.card{');
  }, 60_000);
});
