import { canonicalPath, knownQuery, pageAddress, PageAddresses } from './page-address';

describe('page addresses', () => {
  const known = new Map([
    ['/about', '/about'],
    ['/about/history', '/about/history'],
    ['/studentslogin', '/studentsLogin'],
    ['/news', '/news'],
    ['/news/newslist', '/news/newslist'],
  ]);

  it.each([
    ['/', '/'],
    ['/about/', '/about'],
    ['/ABOUT/HISTORY', '/about/history'],
    ['/news/newslist/01', '/news/newslist/1'],
    ['/NEWS/NewsList/0012', '/news/newslist/12'],
    ['/About/EDC', '/about/EDC'],
    ['/club/EDC/home', '/club/EDC/home'],
    ['/hostel/00', '/hostel/0'],
    ['/studentslogin/', '/studentsLogin'],
    ['/as', '/as/'],
    ['/AS/StudentsLogin', '/as/studentsLogin'],
    ['/hi/', '/hi/'],
    ['/ash', '/ash'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['/%5Cevil', '/%5Cevil'],
    ['/%zz', '/%zz'],
  ])('%s → %s', (from, to) => {
    expect(canonicalPath(from, known)).toBe(to);
  });

  it('keeps only the parameters a page reads, sorted', () => {
    expect(knownQuery('?utm_source=x&page=2&q=a%20b')).toBe('?page=2&q=a+b');
    expect(knownQuery('?fbclid=1')).toBe('');
  });

  it('a variant moves with its query; the one address does not move', () => {
    expect(pageAddress('/About/?x=1&q=2', known)).toEqual({ renderUrl: '/about?q=2', redirect: '/about?x=1&q=2' });
    expect(pageAddress('/about?x=1')).toEqual({ renderUrl: '/about' });
  });

  it('never gives a Location another host could be read from', () => {
    for (const url of ['//evil.example', '/\\evil.example', '/\\/evil.example', '///evil.example/a/']) {
      const { redirect } = pageAddress(url);
      expect(redirect).toMatch(/^\/(?![/\\])/);
    }
  });

  it('keeps addresses it worked out, for the known paths they were worked out with, oldest out past its bound', () => {
    const addresses = new PageAddresses(2);
    const oldest = addresses.of('/ABOUT/', known);
    for (const url of ['/ABOUT/', '/news?x=1&page=2', '/news/newslist/01', '/as/About']) expect(addresses.of(url, known)).toEqual(pageAddress(url, known));
    // The same object again while it is kept: not worked out once more; past the bound, the oldest went.
    expect(addresses.of('/as/About', known)).toBe(addresses.of('/as/About', known));
    expect(addresses.of('/ABOUT/', known)).not.toBe(oldest);
    // Other known paths (a deploy) forget every address.
    const kept = addresses.of('/as/About', known);
    const other = new Map([['/about', '/About']]);
    expect(addresses.of('/as/About', other)).not.toBe(kept);
    expect(addresses.of('/as/about', other)).toEqual({ renderUrl: '/as/About', redirect: '/as/About' });
  });
});
