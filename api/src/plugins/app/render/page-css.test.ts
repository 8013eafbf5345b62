import { pageClasses, pageLanguage, sheetPieces, usedCss } from './page-css';

describe('the rules a page uses', () => {
  const sheet = [
    ':root{--accent:#0a4;--font:X,sans-serif}',
    'body{margin:0}',
    '.card{padding:1rem}',
    '.card .title,.teaser{font-weight:700}',
    '.menu.is-open{display:block}',
    '.row:not(.is-hidden){display:flex}',
    '.sm\\:grid{display:grid}',
    '@font-face{font-family:X;src:url(x.woff2)}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
    '@media (min-width:600px){.card{padding:2rem}.dialog{inset:0}}',
    '@media print{.dialog{display:none}}',
  ].join('');
  const pieces = sheetPieces(sheet);

  it('keeps the rules whose classes are on the page, and those that name none, in their order', () => {
    const css = usedCss(pieces, pageClasses('<div class="card"><h2 class="title">A</h2></div><ul class=row></ul>'));
    expect(css).toBe(
      [
        ':root{--accent:#0a4;--font:X,sans-serif}',
        'body{margin:0}',
        '.card{padding:1rem}',
        '.card .title,.teaser{font-weight:700}',
        '.row:not(.is-hidden){display:flex}',
        '@font-face{font-family:X;src:url(x.woff2)}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '@media (min-width:600px){.card{padding:2rem}}',
      ].join(''),
    );
  });

  it('needs every class of a selector, reads escaped names as the markup writes them, and keeps a rule when any selector fits', () => {
    expect(usedCss(pieces, new Set(['menu']))).not.toContain('.menu.is-open');
    expect(usedCss(pieces, new Set(['menu', 'is-open']))).toContain('.menu.is-open{display:block}');
    expect(usedCss(pieces, new Set(['sm:grid']))).toContain('.sm\\:grid{display:grid}');
    expect(usedCss(pieces, new Set(['teaser']))).toContain('.card .title,.teaser{font-weight:700}');
    expect(usedCss(pieces, new Set(['dialog']))).toContain('@media print{.dialog{display:none}}');
  });

  it("keeps a page language's rules on that language's pages only, and the @font-face rules of the families the kept rules name", () => {
    const fonts = sheetPieces(
      [
        "@font-face{font-family:'Noto Sans Bengali';src:local('Noto Sans Bengali'),url(b.woff2)}",
        '@font-face{font-family:Noto Sans Devanagari;src:url(d.woff2)}',
        "@font-face{font-family:'AEC Names';src:local('Noto Sans Bengali'),url(n.woff2)}",
        ":root{--font:'AEC Names',sans-serif}",
        "html[lang='as']{--font:'Noto Sans Bengali','AEC Names',sans-serif}",
        'html[lang=hi]{--font:Noto Sans Devanagari,sans-serif}',
        "html[data-lite][lang='as']{--font:sans-serif}",
        "html[lang='as'] [lang='en']{font-family:sans-serif}",
        '[lang=en]{quotes:auto}',
      ].join(''),
    );
    const assamese = usedCss(fonts, new Set([pageLanguage('as')]));
    expect(assamese).toContain('b.woff2');
    expect(assamese).not.toContain('d.woff2');
    expect(assamese).toContain('n.woff2');
    expect(assamese).toContain("html[lang='as']{");
    expect(assamese).toContain("html[data-lite][lang='as']{");
    expect(assamese).toContain("html[lang='as'] [lang='en']{");
    expect(assamese).not.toContain('html[lang=hi]');
    const hindi = usedCss(fonts, new Set([pageLanguage('hi')]));
    expect(hindi).toContain('d.woff2');
    expect(hindi).not.toContain('b.woff2');
    // An English page: the names face its root rule names, no language's own face or rules; a fragment's [lang] is no page's.
    expect(usedCss(fonts, new Set([pageLanguage('en')]))).toBe(
      "@font-face{font-family:'AEC Names';src:local('Noto Sans Bengali'),url(n.woff2)}:root{--font:'AEC Names',sans-serif}[lang=en]{quotes:auto}",
    );
  });

  it('reads class attributes quoted, single-quoted and bare, with entities', () => {
    expect([...pageClasses(`<p class="a  b"></p><p class='c'></p><html class=d><i class="x&amp;y">`)]).toEqual(['a', 'b', 'c', 'd', 'x&y']);
  });

  it('reads a sheet once: a worker started again gets the rules read before', () => {
    expect(sheetPieces(sheet)).toBe(pieces);
  });

  it('keeps a sheet it cannot read whole', () => {
    expect(usedCss(sheetPieces('.a{color:red'), new Set())).toBe('.a{color:red');
  });
});
