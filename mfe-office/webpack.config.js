const { createAppConfig } = require('@aec/webpack-config');

module.exports = createAppConfig({
  appDir: __dirname,
  role: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './grievance': './src/grievance.tsx',
    // The staff console's grievance desk: its own expose, so public pages never load it.
    './grievance-desk': './src/grievance-desk/console-module.tsx',
  },
});
