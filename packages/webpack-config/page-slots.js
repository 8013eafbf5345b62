// The shell's index.html is the server's page template: the API fills its named slots, HTML comments
// `<!--aec:name-->` (a place) and `<!--aec:name-->…<!--/aec:name-->` (a place with the content a page
// drawn in the browser keeps), api/src/plugins/app/render/page-template.ts. The minifier keeps them, and
// a build that loses one fails with a sentence rather than serving pages the server cannot fill.
const fs = require('node:fs');

/** A slot marker's text: `aec:head`, `/aec:title`. */
const SLOT_COMMENT = /^\/?aec:/;
/** html-webpack-plugin's minifier options for index.html: comments go, the slots stay. */
const HTML_MINIFY = { collapseWhitespace: true, removeComments: true, ignoreCustomComments: [SLOT_COMMENT] };
/** webpack's own minimizer of .html assets (production, optimization.minimizeOptions.html) runs after it: the same rule. */
const WEBPACK_HTML_MINIMIZE = { comments: SLOT_COMMENT };
/**
 * What that minimizer may do to the CSS it finds inline (optimization.minimizeOptions.css, decision 207): never write
 * a spelling newer than ours. index.html's inline stylesheet is every server-rendered page's, and with the app at the
 * first tap it may be the only one a visitor gets. Told no target, the minifier assumes every browser reads
 * everything: `@media (max-width:859px)` became `@media (width<=859px)` (Safari 16.4, Chrome 104), which an iPhone
 * 6s or 7 (iOS 15, their last), an iPhone 6 (iOS 12) or UC Browser drops, phone layout and all; `top/right/bottom/left`
 * became `inset` (Safari 14.1). Our stylesheets are written for those browsers; the minifier keeps their spellings.
 */
const WEBPACK_CSS_MINIMIZE = { shortenMediaQueries: false, mergeLonghands: false, shortenSelectors: false };

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
      'the minifiers must keep comments starting "aec:" (HTML_MINIFY and WEBPACK_HTML_MINIMIZE of packages/webpack-config/page-slots.js)',
  ];
}

/** Fails the build when a slot of the template did not come through to the emitted index.html (after every minimizer). */
class PageSlotsPlugin {
  constructor({ template, file = 'index.html' }) {
    this.template = template;
    this.file = file;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageSlotsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageSlotsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const built = compilation.getAsset(this.file);
        if (!built) return;
        for (const fault of slotFaults(this.template, fs.readFileSync(this.template, 'utf8'), built.source.source().toString())) {
          compilation.errors.push(new WebpackError(fault));
        }
      });
    });
  }
}

module.exports = { HTML_MINIFY, WEBPACK_CSS_MINIMIZE, WEBPACK_HTML_MINIMIZE, PageSlotsPlugin, slotFaults };
