import { LANGUAGES, languagePath, splitLanguagePath } from './languages';

describe('language paths (docs/product/languages.md: English at /…, Assamese at /as/…, Hindi at /hi/…)', () => {
  it.each([
    ['/', 'en', '/'],
    ['/notifications', 'en', '/notifications'],
    ['/as', 'as', '/'],
    ['/as/', 'as', '/'],
    ['/as/notifications/notice/12', 'as', '/notifications/notice/12'],
    ['/hi/news?page=2', 'hi', '/news?page=2'],
    ['/hi?x=1', 'hi', '/?x=1'],
    // Not a prefix: a path that merely starts with the letters.
    ['/assets/x.png', 'en', '/assets/x.png'],
    ['/history', 'en', '/history'],
  ])('%s is %s at %s', (url, language, path) => {
    expect(splitLanguagePath(url)).toEqual({ language, path });
  });

  it('leads to the same page in each language', () => {
    expect(languagePath('as', '/notifications')).toBe('/as/notifications');
    expect(languagePath('hi', '/as/notifications')).toBe('/hi/notifications');
    expect(languagePath('en', '/hi/notifications')).toBe('/notifications');
    expect(languagePath('as', '/')).toBe('/as/');
    expect(languagePath('en', '/as/')).toBe('/');
  });

  it('names each language in itself', () => {
    expect(LANGUAGES.map((language) => language.name)).toEqual(['English', 'অসমীয়া', 'हिन्दी']);
  });
});
