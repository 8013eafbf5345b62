// The first screen of / without waiting for any script (issue "The shell", item 7):
// - writes the home page, rendered at build time by the real components (src/first-screen.tsx with
//   react-dom/server), into dist/index.html, so a phone paints the header, the navigation and the
//   hero from the HTML alone; bootstrap.tsx then hydrates that markup in place;
// - inlines the entry's stylesheet (no render-blocking request; the CSP allows inline styles);
// - emits build/first-screen.js under a content hash, first in <head> (the CSP allows no inline
//   script): it applies the visitor's display preferences, hides the pre-rendered page's main and
//   footer on every other address, and loads main.js (after the first paint on /, at once elsewhere).
const crypto = require('node:crypto');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const shellDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(shellDir, '..');
const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] }));
const FIRST_SCREEN_SOURCE = path.join(__dirname, 'first-screen.js');
/** The empty mount point of public/index.html, before or after html-webpack-plugin's minifier. */
const ROOT_TAG = /<div id="?root"?><\/div>/;

/** A webpack build of src/first-screen.tsx for Node: packages from node_modules stay require()s. */
function serverConfig(outDir) {
  return {
    mode: 'production',
    target: 'node',
    context: shellDir,
    entry: { prerender: path.join(__dirname, 'prerender-entry.js') },
    output: { path: outDir, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    devtool: false,
    optimization: { minimize: false, splitChunks: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack/shell-prerender'),
      buildDependencies: { config: [__filename] },
    },
    performance: { hints: false },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { '@aec/contracts$': path.join(repoRoot, 'packages/contracts/src/index.ts') },
    },
    externals: [
      ({ request }, callback) => {
        // The production build of react-router (its package exports name only the development one).
        if (request === 'react-router' || request === 'react-router-dom') {
          return callback(null, `commonjs ${path.join(reactRouterDir, 'dist/production/index.js')}`);
        }
        if (/^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request) && !request.startsWith('@aec/')) {
          return callback(null, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(repoRoot, 'tsconfig.json'),
              compilerOptions: { module: 'esnext', sourceMap: false },
            },
          },
        },
        // Stylesheets are the client build's business; here they only have to import.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [],
  };
}

function compile(webpack, config) {
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** Builds the server bundle and renders it in a separate Node process (production React). */
async function renderHome(webpack) {
  // Inside the repository, so the bundle's require()s find node_modules; one folder per build.
  const cacheDir = path.join(repoRoot, 'node_modules/.cache');
  fs.mkdirSync(cacheDir, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cacheDir, 'aec-prerender-'));
  try {
    await compile(webpack, serverConfig(outDir));
    const bundle = path.join(outDir, 'prerender.js');
    const html = execFileSync(process.execPath, ['-e', `process.stdout.write(require(${JSON.stringify(bundle)}).render())`], {
      cwd: shellDir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!html.includes('<h1') || !html.includes('<header')) throw new Error('the pre-rendered home page has no header or h1');
    return html;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

class PrerenderFirstScreenPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const script = fs.readFileSync(FIRST_SCREEN_SOURCE, 'utf8');

    compiler.hooks.thisCompilation.tap('PrerenderFirstScreenPlugin', (compilation) => {
      compilation.fileDependencies.add(FIRST_SCREEN_SOURCE);
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      // stage 10: after FirstScreenPreloadPlugin has added its tags.
      hooks.alterAssetTagGroups.tap({ name: 'PrerenderFirstScreenPlugin', stage: 10 }, (data) => {
        // The home page needs no script to paint, so on / the chunks React needs are not preloaded
        // (they would share the phone's bandwidth with the banner): first-screen.js adds those
        // <link rel=preload> (FirstScreenPreloadPlugin) only on the pages that wait for React.
        const isChunkPreload = (tag) => tag.meta.plugin === 'FirstScreenPreloadPlugin';
        const preloads = data.headTags.filter(isChunkPreload).map((tag) => ({ href: tag.attributes.href, as: tag.attributes.as }));
        data.headTags = data.headTags.filter((tag) => !isChunkPreload(tag));
        // The entry script (main.js) too: first-screen.js loads it (after the first paint on /).
        const isEntryScript = (tag) => tag.tagName === 'script' && tag.attributes.defer && /^\/main\.[0-9a-f]+\.js$/.test(String(tag.attributes.src));
        const scripts = data.headTags.filter(isEntryScript).map((tag) => tag.attributes.src);
        if (scripts.length !== 1) throw new Error(`expected one entry script in index.html, found ${scripts.length}`);
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
        const source = script
          .replace('/* SCRIPTS */ []', () => JSON.stringify(scripts))
          .replace('/* PRELOADS */ []', () => JSON.stringify(preloads));
        const file = `first-screen.${crypto.createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
        compilation.emitAsset(file, new RawSource(source));

        // The entry's stylesheet goes into the page: no render-blocking request before the first paint
        // (the CSP allows inline styles; index.html is revalidated, so a repeat visit pays nothing).
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : '';
          const asset = href && compilation.getAsset(href.replace(/^\//, ''));
          if (!asset) return tag;
          return { tagName: 'style', voidTag: false, meta: tag.meta, attributes: { 'data-href': href }, innerHTML: asset.source.source().toString() };
        });

        // First in <head>, blocking: tiny, and it must run before the body is painted.
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: 'PrerenderFirstScreenPlugin' }, attributes: { src: `/${file}` } });
        return data;
      });
      // After html-webpack-plugin has written (and minified) index.html: React's markup goes in as it
      // is, with the <!-- --> between adjacent texts that hydration needs.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderFirstScreenPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const asset = compilation.getAsset('index.html');
          if (!asset) return;
          const html = asset.source.source().toString();
          if (!ROOT_TAG.test(html)) throw new Error('index.html has no empty <div id="root"> to pre-render into');
          const rendered = await renderHome(compiler.webpack);
          // React puts the resource hints it found (the emblem's preload) before the markup: they go to
          // <head>, where they belong, and #root keeps exactly what the client renders.
          const hints = rendered.match(/^(<link [^>]*>)*/)[0];
          const markup = rendered.slice(hints.length);
          const page = html.replace(ROOT_TAG, () => `<div id="root">${markup}</div>`).replace('</head>', () => `${hints}</head>`);
          compilation.updateAsset('index.html', new RawSource(page));
        },
      );
    });
  }
}

module.exports = { PrerenderFirstScreenPlugin };
