// Every front-end test (setupFiles of the 'web' project): each app's English catalogue is there, so a
// component rendered outside the shell's I18nProvider reads English, as a remote running alone does.
const fs = require('node:fs');
const path = require('node:path');
const { registerCatalogue } = require('../packages/ui/src/i18n/catalogue');

const root = path.resolve(__dirname, '..');
for (const app of ['shell', 'mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus']) {
  const file = path.join(root, app, 'src/messages/en.json');
  if (fs.existsSync(file)) registerCatalogue(app === 'shell' ? 'shell' : app, 'en', JSON.parse(fs.readFileSync(file, 'utf8')));
}

registerCatalogue('ui', 'en', JSON.parse(fs.readFileSync(path.join(root, 'packages/ui/src/messages/en.json'), 'utf8')));
