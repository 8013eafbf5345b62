import { pageClasses, sheetPieces, usedCss } from './page-css';

describe('the rules a page uses', () => {
  const sheet = [
    ':root{--accent:#0a4}',
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
        ':root{--accent:#0a4}',
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
