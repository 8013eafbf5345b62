const path = require('node:path');
const { createAppConfig } = require('@aec/webpack-config');
const { FirstScreenPreloadPlugin } = require('./build/first-screen-preload-plugin');
const { PrerenderFirstScreenPlugin } = require('./build/prerender-plugin');

const baseConfig = createAppConfig({
  appDir: __dirname,
  role: 'host',
  runtimePlugins: [require.resolve('./src/federation/offline-remote-plugin.ts')],
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

module.exports = (env, argv) => {
  const config = baseConfig(env, argv);
  // The bundler runtime imports the federation runtime as ES modules, but the plugin that provides it
  // to the remotes requires it as CommonJS: two copies (about 20 KB gzip). Resolving both to ESM keeps one.
  Object.assign(config.resolve.alias, federationRuntimeAsEsm());
  if (argv.mode !== 'development') config.plugins.push(new FirstScreenPreloadPlugin(), new PrerenderFirstScreenPlugin());
  // The plugin's inputs (the entry of the build-time render and the first-screen script) invalidate the cache.
  config.cache.buildDependencies.config.push(...['first-screen-preload-plugin.js', 'prerender-plugin.js'].map((f) => path.join(__dirname, 'build', f)));
  return config;
};
