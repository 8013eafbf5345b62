// Adds <link rel="preload"> for the chunks the first screen cannot render without (React, the
// router, the design system, the shell's bootstrap), so the browser fetches them in parallel with
// main.js instead of discovering them one round trip later on a slow phone network.
// prerender-plugin.js then moves these hints into first-screen.js, which adds them only on pages
// that wait for React (the home page is pre-rendered and paints without them).
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Share keys the shell consumes before its first render. */
const FIRST_SCREEN_SHARES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', '@aec/ui'];
/**
 * A provided share is known by its module's public type and library identifier (Module#type,
 * Module#libIdent: 'webpack/sharing/provide/<scope>/<key>', what named module ids are made of),
 * not by the class's name or its private fields.
 */
const PROVIDE_MODULE = 'provide-module';
const FIRST_SCREEN_IDENTS = new Set(FIRST_SCREEN_SHARES.map((key) => `webpack/sharing/provide/default/${key}`));

class FirstScreenPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('FirstScreenPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('FirstScreenPreloadPlugin', (data) => {
        const files = new Set();
        const addBlockFiles = (block) => {
          const group = compilation.chunkGraph.getBlockChunkGroup(block);
          if (!group) return;
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        };
        for (const module of compilation.modules) {
          if (module.type === PROVIDE_MODULE && FIRST_SCREEN_IDENTS.has(module.libIdent({ context: compiler.context }))) {
            module.blocks.forEach(addBlockFiles);
          }
        }
        // The async boundary of src/index.ts, import('./bootstrap'), and the app it imports step by
        // step, import('./first-screen').
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((origin) => origin.request === './bootstrap' || origin.request === './first-screen')) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        }
        const preloads = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'FirstScreenPreloadPlugin' },
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `/${file}` },
        }));
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { FirstScreenPreloadPlugin };
