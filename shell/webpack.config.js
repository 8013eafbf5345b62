const { createAppConfig } = require('@aec/webpack-config');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'host',
  runtimePlugins: [require.resolve('./src/federation/offline-remote-plugin.ts')],
});
