import { plainText, sanitizeMarkup } from './markup';

describe('sanitizeMarkup', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', '<p>Hello <b>world</b></p>'],
    ['<p onclick="x()">a</p>', '<p>a</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://aec.ac.in/x?a=1&b=2" target="_blank">x</a>', '<a href="https://aec.ac.in/x?a=1&b=2">x</a>'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    ['<!-- hidden --><i>x</i>', '<i>x</i>'],
    ['<svg><script>x</script></svg>ok', 'ok'],
  ])('%s', (input, expected) => {
    expect(sanitizeMarkup(input)).toBe(expected);
  });

  it('leaves no script from nested tricks', () => {
    expect(sanitizeMarkup('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeMarkup('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
  });

  it('never lets a tag through that it did not write', () => {
    const out = sanitizeMarkup('<div style="x"><p>a</p><iframe src=//evil></iframe><a href=/notices>n</a></div>');
    expect(out).toBe('<p>a</p><a href="/notices">n</a>');
  });
});

describe('plainText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(plainText('<p>Fees &amp; dues</p><p>due&nbsp;soon</p>')).toBe('Fees & dues due soon');
  });
});

describe('page text', () => {
  it('keeps h2 only for text that sits straight under a page heading', () => {
    expect(sanitizeMarkup('<h2>Updates</h2>')).toBe('Updates');
    expect(sanitizeMarkup('<h2 onclick="x()">Updates</h2><h1>Big</h1>', { pageText: true })).toBe('<h2>Updates</h2>Big');
  });
});
