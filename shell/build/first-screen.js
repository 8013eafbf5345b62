// Runs before the first paint of dist/index.html: a small blocking script, first in <head>, written
// in by prerender-plugin.js under a content hash (the CSP allows no inline script). Plain ES5.
// It also loads the app: prerender-plugin.js fills in SCRIPTS (the entry, main.js) and PRELOADS
// (the chunks React needs, from FirstScreenPreloadPlugin) in place of the two empty lists below.
(function () {
  var root = document.documentElement;
  var head = document.head;
  var scripts = /* SCRIPTS */ [];
  var preloads = /* PRELOADS */ [];

  // The visitor's text size and contrast (src/features/accessibility/display-preferences.ts).
  try {
    var stored = JSON.parse(localStorage.getItem('aec.display') || 'null');
    if (stored && (stored.textSize === 'small' || stored.textSize === 'large')) root.setAttribute('data-text-size', stored.textSize);
    if (stored && stored.contrast === 'high') root.setAttribute('data-contrast', 'high');
  } catch (e) {
    // Private mode or a corrupt value: the defaults.
  }

  function addLink(href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    head.appendChild(link);
  }
  function loadApp() {
    for (var i = 0; i < scripts.length; i += 1) {
      var script = document.createElement('script');
      script.src = scripts[i];
      script.async = false;
      head.appendChild(script);
    }
  }
  function whenParsed(run) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }

  if (window.location.pathname === '/') {
    // The home page is all in the HTML: it paints first, banner included, on the whole bandwidth;
    // React comes after that paint and takes the page over (bootstrap.tsx hydrates it). "Painted"
    // is the browser's word for it (the largest paint is the banner image) once the page has loaded;
    // without that report, the next frame after the load event; and never more than 3 s after parsing.
    var started = false;
    var startOnce = function () {
      if (started) return;
      started = true;
      setTimeout(loadApp, 0);
    };
    var loaded = false;
    var imagePainted = false;
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var reportsPaint = types.indexOf('largest-contentful-paint') >= 0;
    var check = function () {
      if (loaded && (imagePainted || !reportsPaint)) {
        if (reportsPaint) startOnce();
        else requestAnimationFrame(startOnce);
      }
    };
    if (reportsPaint) {
      new PerformanceObserver(function (list) {
        var entries = list.getEntries();
        for (var k = 0; k < entries.length; k += 1) if (entries[k].element && entries[k].element.tagName === 'IMG') imagePainted = true;
        check();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    window.addEventListener('load', function () {
      loaded = true;
      check();
    });
    whenParsed(function () {
      setTimeout(startOnce, 3000);
    });
    return;
  }
  // Any other page waits for React: only the header of the home page in index.html shows until then,
  // and everything React needs is fetched at once, side by side.
  root.setAttribute('data-first-screen', 'page');
  for (var i = 0; i < scripts.length; i += 1) addLink(scripts[i], 'script');
  for (var j = 0; j < preloads.length; j += 1) addLink(preloads[j].href, preloads[j].as);
  whenParsed(loadApp);
})();
