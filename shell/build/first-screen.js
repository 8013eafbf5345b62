// Runs before the first paint of every page: a small script, first in <head>, written in minified by
// first-screen-script-plugin.js (the page's CSP allows it by its hash). Plain ES5.
// It also loads the app: the plugin fills in SCRIPT (the entry, main.js) and PRELOADS (the chunks
// React needs, from FirstScreenPreloadPlugin) in place of the two empty values below. It writes it twice
// (decision 205), and the minifier drops the code the other copy runs: with TAP_ONLY false in index.html, for a
// page whose app starts after its paint and a page drawn in the browser; with TAP_ONLY true beside it
// (first-screen-at-tap.js), which the server puts in the pages it marks data-app-start="tap" (most).
(function () {
  // document by a short name: it is used several times in this blocking file (its byte budget, decisions 198, 205).
  var doc = document;
  var root = doc.documentElement;
  var head = doc.head;
  var entry = /* SCRIPT */ '';
  var preloads = /* PRELOADS */ [];
  var tapOnly = /* TAP_ONLY */ false;

  // The visitor's text size and contrast, from the cookie src/features/accessibility/display-preferences.ts writes
  // ("large.high"). A cookie, not localStorage: the page's first read of its storage is a synchronous load that held
  // this script, and so the first paint, about 10 ms on this machine (decision 210). A regular expression, not the
  // app's cookie library: this script must be small and run before anything has loaded.
  var display = /(?:^|;\s*)aec_display=(small|normal|large)\.(normal|high)(?:;|$)/.exec(doc.cookie);
  if (display) {
    if (display[1] != 'normal') root.setAttribute('data-text-size', display[1]);
    if (display[2] != 'normal') root.setAttribute('data-contrast', display[2]);
  }

  function addScript(src) {
    var script = doc.createElement('script');
    script.src = src;
    script.async = false;
    head.appendChild(script);
  }
  function addLink(href, as) {
    var link = doc.createElement('link');
    // The page's whole stylesheets (the server inlined the rules its paint uses) are applied, the rest preloaded.
    link.rel = as == 'stylesheet' ? as : 'preload';
    link.as = as;
    // A fetch() of the same origin is a CORS request: its preload must be one too to be reused.
    if (as == 'fetch') link.crossOrigin = 'anonymous';
    // A failed preload stays in the page and would answer the next request for its file, the
    // section's Retry included, with the same failure: a script that fails with it takes it up at once.
    link.onerror = function () {
      if (as == 'script') addScript(href);
    };
    link.href = href;
    head.appendChild(link);
  }
  // Each entry is { href, as } (the server's list) or a file name alone (the build's list: a script,
  // or a stylesheet by its .css), which keeps this blocking file small.
  function addPreloads(list) {
    for (var i = 0; i < list.length; i += 1) {
      var entry = list[i];
      // (A tap page's list is scripts only.)
      if (typeof entry == 'string') addLink(entry, tapOnly || !/\.css$/.test(entry) ? 'script' : 'style');
      else addLink(entry.href, entry.as);
    }
  }
  function loadApp() {
    addScript(entry);
  }
  function whenParsed(run) {
    if (doc.readyState == 'loading') doc.addEventListener('DOMContentLoaded', run);
    else run();
  }

  if (tapOnly || root.hasAttribute('data-ssr')) {
    // The server rendered the page: it paints first, its images included, on the whole bandwidth;
    // React comes after that paint and takes the page over (bootstrap.tsx hydrates it). "Painted"
    // is the browser's word for it once the page has loaded: on a page with a hero image (marked
    // fetchpriority=high, the home page's banner) its paint; on any other page, the load event. Without
    // that report, the next frame after the load event; and never more than 3 s after parsing.
    var started = false;
    var startOnce = function () {
      if (started) return;
      started = true;
      setTimeout(function () {
        loadApp();
        // What the app fetches next comes side by side with main.js, not one round trip after another:
        // the shell's chunks, and the scripts of the page's remote sections (listed by the server).
        // Not the shell's stylesheets from the build: the server put in the page the rules it uses, and lists the
        // whole sheets first (as 'stylesheet'), so that they come now rather than beside the page's photo.
        // (The build left them out of a tap page's copy already.)
        var all = tapOnly
          ? preloads
          : preloads.filter(function (entry) {
              return !/\.css$/.test(entry);
            });
        try {
          all = all.concat(JSON.parse(doc.getElementById('aec-preloads').textContent));
        } catch (e) {
          // No list (the element is missing), or an unreadable one: the app finds its files itself, one after another.
        }
        // A few requests per task: each costs the main thread a little, twenty at once a long task.
        (function next(from) {
          addPreloads(all.slice(from, from + 5));
          if (from + 5 < all.length) setTimeout(next, 0, from + 5);
        })(0);
      }, 0);
    };
    if (tapOnly) {
      // Marked data-app-start="tap" (every lite page, decision 115; every public page with AEC_APP_START=tap, decision 197), a page is
      // read as the server drew it (links are links, forms post to the server); the app's scripts, most of a first
      // visit's bytes, come at the visitor's first act that needs them: a click outside a link (a button pressed by
      // key is one too), a key on a control, focus into a field; not a scroll, not a link (it loads its page).
      // The header's buttons show the visitor's text size and contrast as pressed; the server drew them with the
      // defaults, and the app, which corrects them, may not start at all: a screen reader would hear "A" pressed on a
      // page in large text. In display-controls.tsx's order: the three sizes as in the expression above, then contrast.
      if (display) {
        doc.addEventListener('DOMContentLoaded', function () {
          var buttons = doc.querySelectorAll('.display-controls__button');
          for (var i = 0; i < buttons.length; i += 1) {
            buttons[i].setAttribute('aria-pressed', i < 3 ? display[1] == ['small', 'normal', 'large'][i] : display[2] == 'high');
          }
        });
      }
      var opened = [];
      addEventListener(
        'click',
        function (event) {
          if (event.target.closest('a[href]')) return;
          var button = event.target.closest('button[type=button]');
          if (button && root.getAttribute('data-app') != 'ready') {
            var expanded = button.getAttribute('aria-expanded');
            // A closed disclosure (the phone's menu, "More") opens at once, and closes again at the next tap: the
            // stylesheet shows what it controls by its aria-expanded, and the app takes it over as it finds it
            // (site-header.tsx, decision 206). React, once it hydrates, toggles it the same way on the same tap.
            if (expanded == 'false' || opened.indexOf(button) >= 0) {
              button.setAttribute('aria-expanded', expanded == 'false');
              opened.push(button);
            } else if (!started) {
              // Any other button that started the app, if it does nothing without it ("Show image"), is pressed again
              // once the app has taken the page over (hydration keeps the element and its marks; @aec/ui's
              // page-ready.tsx presses it): the tap is not lost. Only that one: React may see a later tap itself, once
              // it hydrates. Any other element acted already. Slow work shows progress: a spinner (@aec/ui's styles).
              button.setAttribute('data-tapped', '');
              button.setAttribute('aria-busy', 'true');
            }
          }
          startOnce();
        },
        true,
      );
      // Focus into a field: typing comes after it. (A key that presses a button is a click.)
      addEventListener(
        'focusin',
        function (event) {
          if (event.target.closest('input,select,textarea')) startOnce();
        },
        true,
      );
      // The app registers the service worker once started; a first visit may never start it, and a repeat visit
      // should come from the worker (its install fetches the offline page only). A lite page waits for the app, as before.
      if (!root.hasAttribute('data-lite') && navigator.serviceWorker) {
        addEventListener('load', function () {
          navigator.serviceWorker.register('/sw.js').catch(function () {});
        });
      }
      return;
    }
    var loaded = false;
    var imagePainted = false;
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    var reportsPaint = types.indexOf('largest-contentful-paint') >= 0;
    var check = function () {
      var waitsForImage = reportsPaint && !imagePainted && doc.querySelector('img[fetchpriority="high"]');
      if (loaded && !waitsForImage) {
        if (reportsPaint) startOnce();
        else requestAnimationFrame(startOnce);
      }
    };
    if (reportsPaint) {
      new PerformanceObserver(function (list) {
        var entries = list.getEntries();
        for (var k = 0; k < entries.length; k += 1) if (entries[k].element && entries[k].element.tagName == 'IMG') imagePainted = true;
        check();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    addEventListener('load', function () {
      loaded = true;
      check();
    });
    whenParsed(function () {
      setTimeout(startOnce, 3000);
    });
    return;
  }
  // A page drawn in the browser (the TV screen, the staff console) waits for React: everything React
  // needs is fetched at once, side by side.
  addLink(entry, 'script');
  addPreloads(preloads);
  whenParsed(loadApp);
})();
