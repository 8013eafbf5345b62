const path = require('node:path');
const { createAppConfig } = require('@aec/webpack-config');
const { FirstScreenPreloadPlugin } = require('./build/first-screen-preload-plugin');
const { FirstScreenScriptPlugin } = require('./build/first-screen-script-plugin');

const baseConfig = createAppConfig({
  appDir: __dirname,
  role: 'host',
  runtimePlugins: [require.resolve('./src/federation/offline-remote-plugin.ts'), require.resolve('./src/federation/inlined-styles-plugin.ts')],
  serverEntry: './src/server/index.ts',
  serverRuntimePlugins: [require.resolve('./src/server/server-remote-loader.ts')],
});

function federationRuntimeAsEsm() {
  // Each package's CommonJS entry lies in dist/ beside the ES module files.
  const esm = (pkg, file) => path.join(path.dirname(require.resolve(pkg)), file);
  return {
    '@module-federation/runtime-core$': esm('@module-federation/runtime-core', 'index.js'),
    '@module-federation/runtime/core$': esm('@module-federation/runtime', 'core.js'),
    '@module-federation/runtime-tools/runtime-core$': esm('@module-federation/runtime-tools', 'runtime-core.js'),
    '@module-federation/sdk$': esm('@module-federation/sdk', 'index.js'),
  };
}

/**
 * The service worker (service-worker/service-worker.ts): a plain script at the site's root, /sw.js (its
 * scope is the whole site), built after the browser build has cleaned and written dist/. Its name has no
 * hash: browsers compare it byte for byte to find a new version, and the server sends it with no-cache.
 */
function serviceWorkerConfig(browser) {
  return {
    name: 'service-worker',
    dependencies: ['browser'],
    context: __dirname,
    mode: 'production',
    target: 'webworker',
    entry: { sw: './service-worker/service-worker.ts' },
    devtool: false,
    output: { path: browser.output.path, filename: '[name].js', publicPath: '/', clean: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    module: { rules: [browser.module.rules[0]] },
    cache: { ...browser.cache, name: 'service-worker' },
    performance: { hints: false },
  };
}

module.exports = (env, argv) => {
  const [browser, server] = baseConfig(env, argv);
  // The bundler runtime imports the federation runtime as ES modules, but the plugin that provides it
  // to the remotes requires it as CommonJS: two copies (about 20 KB gzip). Resolving both to ESM keeps one.
  Object.assign(browser.resolve.alias, federationRuntimeAsEsm());
  if (argv.mode !== 'development') browser.plugins.push(new FirstScreenPreloadPlugin(), new FirstScreenScriptPlugin());
  // The first-screen script is an input of the build: a change to it invalidates the cache.
  browser.cache.buildDependencies.config.push(
    ...['first-screen-preload-plugin.js', 'first-screen-script-plugin.js'].map((f) => path.join(__dirname, 'build', f)),
  );
  if (argv.mode === 'development') return server ? [browser, server] : [browser];
  return server ? [browser, server, serviceWorkerConfig(browser)] : [browser, serviceWorkerConfig(browser)];
};
