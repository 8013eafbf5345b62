// One build definition for the shell and every remote, so that the shared block, output naming
// and caching rules cannot drift between teams.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { CatalogueCheckPlugin, CatalogueManifestPlugin } = require('./catalogue-rules');
const { HTML_MINIFY, PageSlotsPlugin, WEBPACK_CSS_MINIMIZE, WEBPACK_HTML_MINIMIZE } = require('./page-slots');

const repoRoot = path.resolve(__dirname, '../..');
const reactRouterDir = path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] }));
const reactRouterVersion = require(path.join(reactRouterDir, 'package.json')).version;

/** Folder name (mfe-campus) to federation container name (mfe_campus): containers are JS identifiers. */
function containerName(folderName) {
  return folderName.replace(/-/g, '_');
}

/**
 * Written once for every app. Subpaths are listed because sharing `react` does not cover
 * `react/jsx-runtime` or `react-dom/client`.
 */
function sharedSingletons(appPkg) {
  const deps = appPkg.dependencies;
  // No version range for the runtime to check: each check parsed semver ranges with fresh regular
  // expressions on every share a page loads (some 25 ms of a phone's main thread, times four in
  // Lighthouse's slowdown). Every app is built from this one lockfile, so they agree by construction;
  // across separately deployed releases the manifest's `version` (what the app was built with) is
  // what the release guard (api/.../compatibility-guard.ts) checks before a remote goes live.
  const singleton = (version) => ({ singleton: true, requiredVersion: false, strictVersion: false, version: version.replace(/^[\^~]/, '') });
  return {
    react: singleton(deps.react),
    'react/jsx-runtime': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/client': singleton(deps['react-dom']),
    // The version is named because production builds share react-router-client.mjs, whose folder has none.
    'react-router': { ...singleton(deps['react-router']), version: reactRouterVersion },
    'react-router/dom': singleton(deps['react-router']),
    'react-router-dom': { ...singleton(deps['react-router-dom']), version: reactRouterVersion },
    '@aec/ui': singleton(deps['@aec/ui']),
  };
}

/**
 * The federation runtime module resolves the entry filename before content hashes exist, only to
 * learn its folder depth; it gets the unhashed name then, and the real asset is hashed as usual.
 */
function entryFilename(pathData) {
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

const compressible = /\.(js|css|html|json|svg|txt|map)$/;

/** .br and .gz beside each text asset of 1 KB or more, so the server sends them without compressing per request. */
function precompressPlugins() {
  const common = { test: compressible, threshold: 1024, minRatio: Infinity };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/** Module rules both builds share: TypeScript through ts-loader. */
function typescriptRule(production) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    // An import of a name the shared module does not export is a build error, not undefined at runtime.
    parser: { exportsPresence: 'error' },
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(repoRoot, 'tsconfig.json'),
        compilerOptions: { module: 'esnext', sourceMap: !production },
      },
    },
  };
}

/** Both builds resolve alike, so the server renders exactly the code the browser hydrates with. */
function resolveOptions(production) {
  return {
    extensions: ['.tsx', '.ts', '.js'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // Front ends read the contracts from source: no build order between packages.
    alias: {
      '@aec/contracts$': path.join(repoRoot, 'packages/contracts/src/index.ts'),
      // react-router's package exports point every condition at its development build; production
      // shares only its client subset (react-router-client.mjs explains why).
      ...(production
        ? {
            'react-router$': path.join(__dirname, 'react-router-client.mjs'),
            'react-router-dom$': path.join(__dirname, 'react-router-client.mjs'),
            'aec-react-router-full$': path.join(reactRouterDir, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
          }
        : {}),
    },
  };
}

/** Where an app's files are served: the shell at /, a remote at /remotes/<folder>/ (docs/architecture.md). */
function servedAt(folderName, isHost) {
  return isHost ? '/' : `/remotes/${folderName}/`;
}

/**
 * The server container of an app (docs/architecture.md): the same sources built for Node, written to
 * dist/server/ beside the browser build, so one deploy (one folder swapped into place) changes both.
 * A remote's container is loaded at runtime by the shell's server render, as the browser loads the
 * browser container; the shell's is `render.js`, the render entry the API calls.
 */
function serverConfig({ appDir, folderName, isHost, appPkg, exposes, outDir, serverEntry, runtimePlugins }) {
  return {
    name: 'server',
    context: appDir,
    mode: 'production',
    target: 'async-node',
    entry: isHost ? { render: serverEntry } : {},
    devtool: false,
    output: {
      path: path.join(outDir, 'server'),
      // Asset URLs (imported images) are the browser build's: the server renders the same src.
      publicPath: servedAt(folderName, isHost),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `${containerName(folderName)}_server`,
      library: isHost ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: resolveOptions(true),
    module: {
      rules: [
        typescriptRule(true),
        // Stylesheets are the browser build's (extracted there, linked by the server render).
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', `${folderName}-server`),
      buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] },
    },
    performance: { hints: false },
    // Readable stack traces in the server log; size does not matter here.
    optimization: { minimize: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new DefinePlugin({ __AEC_APP__: JSON.stringify(folderName) }),
      new ModuleFederationPlugin({
        name: containerName(folderName),
        filename: isHost ? undefined : 'remoteEntry.js',
        library: isHost ? undefined : { type: 'commonjs-module' },
        exposes: isHost ? undefined : exposes,
        remotes: {},
        shared: sharedSingletons(appPkg),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        runtimePlugins: isHost ? runtimePlugins : [],
      }),
    ],
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir      the app's folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]   remote modules, e.g. { './routes': './src/routes.tsx' }
 * @param {string[]} [options.runtimePlugins]        host-side federation runtime plugins (browser)
 * @param {string} [options.serverEntry]             host only: the server render entry
 * @param {string[]} [options.serverRuntimePlugins]  host only: federation runtime plugins of the server render
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration[]}
 *   production: [browser, server]; development: [browser] (the dev servers render in the browser)
 */
function createAppConfig({ appDir, role, exposes = {}, runtimePlugins = [], serverEntry, serverRuntimePlugins = [] }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const folderName = path.basename(appDir);
  const isHost = role === 'host';

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.AEC_OUT_DIR ? path.resolve(process.env.AEC_OUT_DIR) : path.join(appDir, 'dist');
    // The app's messages, and for the shell the design system's (it provides @aec/ui).
    const catalogueFolders = [path.join(appDir, 'src/messages'), ...(isHost ? [path.join(repoRoot, 'packages/ui/src/messages')] : [])];

    /** @type {import('webpack').Configuration} */
    const config = {
      name: 'browser',
      context: appDir,
      mode: production ? 'production' : 'development',
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: production ? entryFilename : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: containerName(folderName),
        // The server build writes dist/server/ beside it.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: resolveOptions(production),
      module: {
        rules: [
          typescriptRule(production),
          {
            test: /\.css$/,
            // Production extracts every app's CSS into files, so a server-rendered page links a remote's
            // stylesheet in its head instead of waiting for the remote's script to inject it.
            use: [production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')],
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', folderName),
        buildDependencies: {
          config: [__filename, path.join(__dirname, 'catalogue-rules.js'), path.join(__dirname, 'page-slots.js'), path.join(appDir, 'webpack.config.js')],
        },
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // webpack minifies .html assets itself too: the shell's page slots stay, and their inline CSS keeps our
        // spellings (page-slots.js, decision 207).
        minimizeOptions: { html: WEBPACK_HTML_MINIMIZE, css: WEBPACK_CSS_MINIMIZE },
      },
      plugins: [
        new DefinePlugin({ __AEC_APP__: JSON.stringify(folderName) }),
        new ModuleFederationPlugin({
          name: containerName(folderName),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedSingletons(appPkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          runtimePlugins,
          // The shell ships the federation runtime once; remotes use it (in development a remote also runs alone).
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: production },
        }),
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: isHost ? path.join(appDir, 'public/index.html') : path.join(__dirname, 'standalone.html'),
                publicPath: '/',
                scriptLoading: 'defer',
                // The shell's template places the build's tags itself, before the server's slot for the page's own.
                inject: !isHost,
                // The server fills the shell's <!--aec:name--> slots (page-slots.js): the minifier keeps them.
                minify: production ? HTML_MINIFY : false,
              }),
              ...(isHost ? [new PageSlotsPlugin({ template: path.join(appDir, 'public/index.html') })] : []),
            ]
          : []),
        // The host's public/ files (favicon, robots.txt …) beside index.html, which is built from its template.
        ...(isHost && production
          ? [new CopyPlugin({ patterns: [{ from: path.join(appDir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] })]
          : []),
        // A missing key fails a production build, so a release never ships it.
        new CatalogueCheckPlugin({ folders: catalogueFolders, failBuild: production }),
        // catalogues.json: the server render preloads a page's catalogues from it (page-renderer.ts).
        ...(production ? [new CatalogueManifestPlugin({ folders: catalogueFolders })] : []),
        ...(production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        ...(production ? precompressPlugins() : []),
      ],
      devServer: {
        port: appPkg.aec.devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? { directory: path.join(appDir, 'public'), publicPath: '/', watch: false } : false,
        proxy: [
          {
            context: ['/api', '/files', '/remotes.json', '/remotes', '/md', '/getnotificationwcollege', '/sitemap.xml', '/robots.txt'],
            target: `http://127.0.0.1:${process.env.AEC_API_PORT || 3000}`,
          },
        ],
      },
    };
    if (!production) return [config];
    return [config, serverConfig({ appDir, folderName, isHost, appPkg, exposes, outDir, serverEntry, runtimePlugins: serverRuntimePlugins })];
  };
}

module.exports = { createAppConfig, containerName, sharedSingletons };
