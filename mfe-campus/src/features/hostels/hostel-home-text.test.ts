import { looksLikeMarkup, toParagraphs } from './hostel-home-text';
import { hostelHomeText, readHostelHome } from './api/hostel-home-answer';

describe('hostel_home text', () => {
  it('splits plain text into paragraphs on blank lines only', () => {
    expect(toParagraphs('First line\ncontinues.\n\n  Second paragraph.\r\n\r\n\n')).toEqual(['First line continues.', 'Second paragraph.']);
    expect(toParagraphs('   ')).toEqual([]);
  });

  it('tells markup from plain text', () => {
    expect(looksLikeMarkup('<p>Welcome</p>')).toBe(true);
    expect(looksLikeMarkup('Rooms for 2 < 3 students')).toBe(false);
  });
});

describe('readHostelHome', () => {
  it('reads hostel_home of the first element', () => {
    expect(
      readHostelHome([
        { id: 3, hostel_home: 'Welcome' },
        { id: 4, hostel_home: 'Other' },
      ]),
    ).toBe('Welcome');
  });

  it('is undefined for any other shape', () => {
    expect(readHostelHome([])).toBeUndefined();
    expect(readHostelHome({ hostel_home: 'x' })).toBeUndefined();
    expect(readHostelHome([{ id: 1 }])).toBeUndefined();
    expect(readHostelHome([null])).toBeUndefined();
    expect(readHostelHome(undefined)).toBeUndefined();
  });
});

describe('hostelHomeText (the answer check useResource takes)', () => {
  it('passes the description on and refuses any other shape', () => {
    expect(hostelHomeText.safeParse([{ id: 3, hostel_home: '<p>Welcome</p>' }])).toEqual({ success: true, data: '<p>Welcome</p>' });
    expect(hostelHomeText.safeParse([{ id: 3 }])).toEqual({ success: false });
    expect(hostelHomeText.safeParse({ error: 'x' })).toEqual({ success: false });
  });
});
