import { hasNextPage, lastPageOf, pageFromQuery } from './use-notice-page';

describe('paged notice list rules', () => {
  it('starts at page 1 and never goes below it', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-3')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
    expect(pageFromQuery('4')).toBe(4);
  });
  it('knows the last page from the total', () => {
    expect(lastPageOf(65)).toBe(4);
    expect(lastPageOf(60)).toBe(3);
    expect(lastPageOf(0)).toBe(1);
    expect(lastPageOf(undefined)).toBeUndefined();
  });
  it('disables Next on the last page', () => {
    expect(hasNextPage(3, 20, 65)).toBe(true);
    expect(hasNextPage(4, 5, 65)).toBe(false);
    expect(hasNextPage(3, 20, 60)).toBe(false);
  });
  it('without a total, a short page is the last one', () => {
    expect(hasNextPage(2, 20, undefined)).toBe(true);
    expect(hasNextPage(2, 7, undefined)).toBe(false);
  });
});
