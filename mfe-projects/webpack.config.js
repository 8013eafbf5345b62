const { createAppConfig } = require('@aec/webpack-config');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'remote',
  exposes: { './routes': './src/routes.tsx', './project-content': './src/project-content/project-content.tsx' },
});
