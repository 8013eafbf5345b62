import { plainSummary } from './plain-summary';

describe('plainSummary', () => {
  it('strips tags and entities and collapses whitespace, without a DOM', () => {
    expect(plainSummary('<p>Hostel No. 1 &amp; its\n\n   <strong>mess</strong></p><p>Boys&#39; hostel</p>')).toBe("Hostel No. 1 & its mess Boys' hostel");
  });

  it('drops what scripts and styles hold, not only their tags', () => {
    expect(plainSummary('<p>Welcome</p><script>alert(1)</script><STYLE>p { color: red }</STYLE>')).toBe('Welcome');
  });

  it('leaves short text whole', () => {
    expect(plainSummary('Small hall, big hearts.')).toBe('Small hall, big hearts.');
  });

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const long = 'The hostel has a common room with newspapers and a television, a reading room, a mess run by the boarders, drinking water on every floor and a visitors area.';
    const summary = plainSummary(long, 80);
    expect(summary.length).toBeLessThanOrEqual(80);
    expect(summary).toBe('The hostel has a common room with newspapers and a television, a reading room…');
  });
});
