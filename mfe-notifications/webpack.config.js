const { createAppConfig } = require('@aec/webpack-config');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'remote',
  exposes: { './routes': './src/routes.tsx', './home-widgets': './src/home-widgets.tsx', './publishing': './src/publishing/publishing.tsx' },
});
