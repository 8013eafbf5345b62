// Images in front-end tests: webpack turns an imported .svg/.png/.jpg/.webp into its URL; here the
// URL is '/<file name>' ('/hostel-block.svg'), so a test can still tell which picture a page used.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = { __esModule: true, default: ${JSON.stringify(`/${path.basename(filename)}`)} };` };
  },
};
