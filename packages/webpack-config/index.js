// One build definition for the shell and every remote, so that the shared block, output naming
// and caching rules cannot drift between teams.
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { DefinePlugin } = require('webpack');

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
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false });
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
  return pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript
    ? '[name].[contenthash:10].js'
    : '[name].js';
}

const compressible = /\.(js|css|html|json|svg|txt|map)$/;

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const jobs = [];
      for (const name of Object.keys(compilation.assets)) {
        if (!compressible.test(name)) continue;
        const file = path.join(outDir, name);
        const source = fs.readFileSync(file);
        if (source.length < 1024) continue;
        jobs.push(
          fs.promises.writeFile(`${file}.gz`, zlib.gzipSync(source, { level: 9 })),
          fs.promises.writeFile(
            `${file}.br`,
            zlib.brotliCompressSync(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
          ),
        );
      }
      await Promise.all(jobs);
    });
  }
}

/** Copies the host's public/ files (favicon, robots.txt …) into the build, beside index.html. */
class CopyPublicPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const name of fs.readdirSync(this.dir)) {
          if (name === 'index.html') continue;
          const file = path.join(this.dir, name);
          if (fs.statSync(file).isFile()) compilation.emitAsset(name, new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir      the app's folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]   remote modules, e.g. { './routes': './src/routes.tsx' }
 * @param {string[]} [options.runtimePlugins]        host-side federation runtime plugins
 */
function createAppConfig({ appDir, role, exposes = {}, runtimePlugins = [] }) {
  const appPkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const folderName = path.basename(appDir);
  const isHost = role === 'host';

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const outDir = process.env.AEC_OUT_DIR ? path.resolve(process.env.AEC_OUT_DIR) : path.join(appDir, 'dist');

    /** @type {import('webpack').Configuration} */
    const config = {
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
        clean: true,
      },
      resolve: {
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
      },
      module: {
        rules: [
          {
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
          },
          {
            test: /\.css$/,
            use: [
              isHost && production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack', folderName),
        buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.js')] },
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
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
                minify: production ? { collapseWhitespace: true, removeComments: true } : false,
              }),
            ]
          : []),
        ...(isHost && production ? [new CopyPublicPlugin(path.join(appDir, 'public'))] : []),
        ...(isHost && production ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' })] : []),
        ...(production ? [new PrecompressPlugin()] : []),
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
    return config;
  };
}

module.exports = { createAppConfig, containerName, sharedSingletons };
