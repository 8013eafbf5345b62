import { archiveYears, snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits highlighted matches from plain text', () => {
    expect(snippetParts('Fees for <mark>hostel</mark> rooms and <mark>mess</mark>')).toEqual([
      { text: 'Fees for ', match: false },
      { text: 'hostel', match: true },
      { text: ' rooms and ', match: false },
      { text: 'mess', match: true },
    ]);
  });
  it('keeps any other markup as text, never as elements', () => {
    expect(snippetParts('<img src=x onerror=alert(1)> <mark>a</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'a', match: true },
    ]);
  });
  it('handles a snippet without matches', () => {
    expect(snippetParts('plain')).toEqual([{ text: 'plain', match: false }]);
  });
});

describe('archiveYears', () => {
  it('lists years newest first', () => {
    expect(archiveYears(new Date('2026-05-01'), 2024)).toEqual([2026, 2025, 2024]);
  });
  it("starts from the college's year (India time), whatever the clock's zone", () => {
    expect(archiveYears(new Date('2026-12-31T20:00:00Z'), 2026)).toEqual([2027, 2026]);
  });
});
