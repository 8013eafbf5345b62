// The head of every page (index.html is the server render's template and the client-only pages'):
// - inlines the entry's stylesheet (no render-blocking request; the CSP allows inline styles);
// - writes build/first-screen.js, minified, into a <script> first in <head>: it applies the visitor's
//   display preferences before the first paint and loads main.js: after the first paint on a
//   server-rendered page, at once (with its chunks preloaded) elsewhere. Inline, not a file: a file
//   in <head> blocks the first paint for a round trip on a first visit (about 150 ms on a slow 4G
//   phone, decision 200); the page's CSP allows exactly this script by its SHA-256 (security-headers.ts).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify } = require('terser');

const FIRST_SCREEN_SOURCE = path.join(__dirname, 'first-screen.js');
/** The first-screen script of a page whose app starts at a tap, beside index.html: the server reads it by this name (page-renderer.ts). */
const FIRST_SCREEN_AT_TAP = 'first-screen-at-tap.js';

/** first-screen.js with the entry and its chunks filled in, minified; tapOnly: only what a page marked data-app-start="tap" runs. */
async function firstScreenScript(entry, preloads, tapOnly) {
  const source = fs
    .readFileSync(FIRST_SCREEN_SOURCE, 'utf8')
    .replace("/* SCRIPT */ ''", () => JSON.stringify(entry))
    .replace('/* PRELOADS */ []', () => JSON.stringify(preloads))
    .replace('/* TAP_ONLY */ false', () => String(tapOnly));
  // ES5 kept (the file is plain ES5: an old phone's browser must run it), its names mangled.
  const minified = await minify(source, { ecma: 5, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  // Inside <script>: the text must not close the element.
  if (!minified.code || /<\/script/i.test(minified.code)) throw new Error(`${FIRST_SCREEN_SOURCE} did not minify into an inline script`);
  return minified;
}

class FirstScreenScriptPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenScriptPlugin', (compilation) => {
      compilation.fileDependencies.add(FIRST_SCREEN_SOURCE);
      const hooks = HtmlWebpackPlugin.getCompilationHooks(compilation);
      // stage 10: after FirstScreenPreloadPlugin has added its tags.
      hooks.alterAssetTagGroups.tapPromise({ name: 'FirstScreenScriptPlugin', stage: 10 }, async (data) => {
        // A server-rendered page paints without any script, so its chunks are not preloaded up front
        // (they would share a phone's bandwidth with the page's own images): first-screen.js adds the
        // <link rel=preload> only on pages that wait for React (the TV screen, the staff console).
        const isChunkPreload = (tag) => tag.meta.plugin === 'FirstScreenPreloadPlugin';
        // A script or a stylesheet is listed by its file name alone (first-screen.js knows it by its ending).
        const preloads = data.headTags
          .filter(isChunkPreload)
          .map((tag) => ({ href: String(tag.attributes.href), as: String(tag.attributes.as) }))
          .map((p) => (p.as === 'script' || (p.as === 'style' && p.href.endsWith('.css')) ? p.href : p));
        data.headTags = data.headTags.filter((tag) => !isChunkPreload(tag));
        // The entry script (main.js) too: first-screen.js loads it.
        const isEntryScript = (tag) => tag.tagName === 'script' && tag.attributes.defer && /^\/main\.[0-9a-f]+\.js$/.test(String(tag.attributes.src));
        const scripts = data.headTags.filter(isEntryScript).map((tag) => tag.attributes.src);
        if (scripts.length !== 1) throw new Error(`expected one entry script in index.html, found ${scripts.length}`);
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
        const minified = await firstScreenScript(scripts[0], preloads, false);
        // The script of a page whose app starts at the visitor's first act (data-app-start="tap"), beside index.html:
        // the server puts it in such a page in place of index.html's (page-template.ts, decision 205). Its chunk
        // list without the stylesheets, which only a page drawn in the browser applies from it.
        const atTap = await firstScreenScript(
          scripts[0],
          preloads.filter((p) => typeof p !== 'string' || !p.endsWith('.css')),
          true,
        );
        compilation.emitAsset(FIRST_SCREEN_AT_TAP, new compiler.webpack.sources.RawSource(atTap.code));

        // The entry's stylesheet goes into the page: no render-blocking request before the first paint.
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : '';
          const asset = href && compilation.getAsset(href.replace(/^\//, ''));
          if (!asset) return tag;
          // Its url()s were relative to the stylesheet at the site's root; inside a page at /as/… or
          // /department/cse/home they would resolve against that page: made root-relative.
          const css = asset.source
            .source()
            .toString()
            .replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, 'url($1/');
          return { tagName: 'style', voidTag: false, meta: tag.meta, attributes: { 'data-href': href }, innerHTML: css };
        });

        // First in <head>: tiny, and it must run before the body is painted.
        data.headTags.unshift({ tagName: 'script', voidTag: false, meta: { plugin: 'FirstScreenScriptPlugin' }, attributes: {}, innerHTML: minified.code });
        return data;
      });
    });
  }
}

module.exports = { FirstScreenScriptPlugin };
