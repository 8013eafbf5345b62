import { plainTextOf, previewImageUrl, shorten, summaryOf } from './summary';

describe('plainTextOf (no DOM: the server has none)', () => {
  it('drops tags, keeps words apart at block ends and decodes entities', () => {
    expect(plainTextOf('<p>Admission&nbsp;list</p><p>for <b>2026</b> &amp; 2027</p>')).toBe('Admission list for 2026 & 2027');
    expect(plainTextOf('<ul><li>One</li><li>Two</li></ul>')).toBe('One Two');
    expect(plainTextOf('Caf&#233; &#x2013; open')).toBe('Café – open');
  });
  it('leaves out scripts, styles and comments', () => {
    expect(plainTextOf('<style>p{}</style><!-- note --><p>Text</p><script>alert(1)</script>')).toBe('Text');
  });
  it('is empty for nothing', () => {
    expect(plainTextOf('')).toBe('');
    expect(plainTextOf(undefined)).toBe('');
  });
});

describe('summaryOf', () => {
  it('keeps a short text whole', () => {
    expect(summaryOf('<p>Short news.</p>')).toBe('Short news.');
  });
  it('cuts a long text at a word, about 160 characters, with an ellipsis', () => {
    const long = `<p>${'word '.repeat(100)}</p>`;
    const summary = summaryOf(long);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('previewImageUrl', () => {
  it('takes site paths and http(s) URLs', () => {
    expect(previewImageUrl('/files/ab12cd.jpg')).toBe('/files/ab12cd.jpg');
    expect(previewImageUrl('https://example.org/a.png')).toBe('https://example.org/a.png');
  });
  it('never a base64 data URI, a protocol-relative or an empty address', () => {
    expect(previewImageUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
    expect(previewImageUrl('//evil.example/a.png')).toBeUndefined();
    expect(previewImageUrl('')).toBeUndefined();
    expect(previewImageUrl(undefined)).toBeUndefined();
  });
});

describe('shorten (plain text)', () => {
  it('keeps angle brackets of plain text', () => {
    expect(shorten('Bids < 5 lakh > none')).toBe('Bids < 5 lakh > none');
  });
});
