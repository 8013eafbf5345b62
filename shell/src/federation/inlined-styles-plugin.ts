import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The file name of a stylesheet's URL: '/remotes/mfe-office/x.5f7a477a79.css' → 'x.5f7a477a79.css'. */
export function fileOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The server inlines a page's remote stylesheets as `<style data-href="<file>">` (no render-blocking
 * request). When a remote's code arrives, the federation runtime would link its stylesheets again
 * and download them; for one the page already holds, this hands it a link never attached to the
 * document, which the runtime takes as loaded. (Chunks' own CSS loaders find the style by its
 * data-href themselves.)
 */
export default function inlinedStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'aec-inlined-styles',
    createLink({ url, attrs }) {
      const style = attrs?.rel === 'stylesheet' || (attrs?.rel === 'preload' && attrs?.as === 'style');
      if (!style || typeof document === 'undefined') return undefined;
      const file = fileOf(url);
      const inlined = [...document.querySelectorAll('style[data-href]')].some((element) => element.getAttribute('data-href') === file);
      return inlined ? document.createElement('link') : undefined;
    },
  };
}
