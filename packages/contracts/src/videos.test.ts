import { VideoWrite, youtubeIdOf } from './videos';

describe('youtubeIdOf: only YouTube’s own links to one video', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=a-b_c1234XY', 'a-b_c1234XY'],
    ['http://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=share', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/live/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (link, id) => expect(youtubeIdOf(link)).toBe(id));

  it.each([
    'dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9W%3CXcQ',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/@college',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ/extra',
  ])('refuses %s', (link) => expect(youtubeIdOf(link)).toBeUndefined());
});

describe('VideoWrite', () => {
  const title = { en: 'Campus tour' };
  it('fills the other languages and the place', () => {
    expect(VideoWrite.parse({ title, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      title: { en: 'Campus tour', as: '', hi: '' },
      description: { en: '', as: '', hi: '' },
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      posterFileId: null,
      place: 'resources',
      itemId: null,
    });
  });
  it('says in a sentence what is wrong', () => {
    const messages = (input: unknown) => VideoWrite.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ title, youtubeUrl: 'https://youtu.be/x', fileId: 3 })).toEqual([
      'Give either a YouTube link or an uploaded MP4 file, not both and not neither.',
    ]);
    expect(messages({ title: { en: '' }, fileId: 3 })).toEqual(['the English title is required']);
    expect(messages({ title, fileId: 3, place: 'event' })).toEqual(['A video shown under an event needs its itemId.']);
    expect(messages({ title, fileId: 3, itemId: 4 })).toEqual(['A video of the resources page has no itemId.']);
  });
});
