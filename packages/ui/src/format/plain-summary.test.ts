import { plainSummary, plainTextOf, shortenText } from './plain-summary';

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

describe('shortenText (plain text)', () => {
  it('keeps angle brackets of plain text', () => {
    expect(shortenText('Bids < 5 lakh > none')).toBe('Bids < 5 lakh > none');
  });
});

describe('plainSummary', () => {
  it('strips tags and entities and collapses whitespace', () => {
    expect(plainSummary('<p>Hostel No. 1 &amp; its\n\n   <strong>mess</strong></p><p>Boys&#39; hostel</p>')).toBe("Hostel No. 1 & its mess Boys' hostel");
  });

  it('drops what scripts and styles hold, not only their tags, whatever their case', () => {
    expect(plainSummary('<p>Welcome</p><script>alert(1)</script><STYLE>p { color: red }</STYLE>')).toBe('Welcome');
  });

  it('leaves a short text whole', () => {
    expect(plainSummary('Small hall, big hearts.')).toBe('Small hall, big hearts.');
    expect(plainSummary('<p>Short news.</p>')).toBe('Short news.');
  });

  it('is empty for nothing', () => {
    expect(plainSummary(null)).toBe('');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const long =
      'The hostel has a common room with newspapers and a television, a reading room, a mess run by the boarders, drinking water on every floor and a visitors area.';
    const summary = plainSummary(long, 80);
    expect(summary.length).toBeLessThanOrEqual(80);
    expect(summary).toBe('The hostel has a common room with newspapers and a television, a reading room…');
  });

  it('cuts long markup at about 160 characters by default', () => {
    const summary = plainSummary(`<p>${'word '.repeat(100)}</p>`);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
