// The shell's index.html is the server's page template: the API fills its named slots, HTML comments
// `<!--aec:name-->` (a place) and `<!--aec:name-->…<!--/aec:name-->` (a place with the content a page
// drawn in the browser keeps), api/src/plugins/app/render/page-template.ts. The minifier keeps them, and
// a build that loses one fails with a sentence rather than serving pages the server cannot fill.
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** The production minifier's options for index.html: comments go, the slots stay. */
const HTML_MINIFY = { collapseWhitespace: true, removeComments: true, ignoreCustomComments: [/^\/?aec:/] };

/** The slot markers of an HTML text, in order: 'title' for <!--aec:title-->, '/title' for its end. */
const slotMarkers = (html) => [...html.matchAll(/<!--(\/?aec:[a-z-]+)-->/g)].map((match) => match[1].replace('aec:', ''));

/** What is wrong with a built page template (an empty list when nothing is), each a sentence. */
function slotFaults(templateFile, templateText, builtHtml) {
  const wanted = slotMarkers(templateText);
  if (!wanted.length)
    return [`${templateFile} names no <!--aec:name--> slot: the server fills each page through them (api/src/plugins/app/render/page-template.ts)`];
  const built = new Set(slotMarkers(builtHtml));
  const lost = wanted.filter((marker) => !built.has(marker));
  if (!lost.length) return [];
  return [
    `the built index.html lost ${lost.map((marker) => `<!--${marker.startsWith('/') ? '/aec:' + marker.slice(1) : 'aec:' + marker}-->`).join(', ')} of ${templateFile}: ` +
      'the minifier must keep comments starting "aec:" (HTML_MINIFY of packages/webpack-config/page-slots.js)',
  ];
}

/** Fails the build of index.html when a slot of its template did not come through. */
class PageSlotsPlugin {
  constructor({ template }) {
    this.template = template;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageSlotsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('PageSlotsPlugin', (data) => {
        for (const fault of slotFaults(this.template, fs.readFileSync(this.template, 'utf8'), data.html)) {
          compilation.errors.push(new compiler.webpack.WebpackError(fault));
        }
        return data;
      });
    });
  }
}

module.exports = { HTML_MINIFY, PageSlotsPlugin, slotFaults };
