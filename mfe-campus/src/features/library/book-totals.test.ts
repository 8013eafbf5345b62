import { branchBookCounts, libraryStaff } from '../../data/library';
import { totalBooks } from './book-totals';

describe('branch-wise book counts', () => {
  it('has the ten branches of docs/product/figures.md and sums them', () => {
    expect(branchBookCounts).toHaveLength(10);
    expect(totalBooks(branchBookCounts)).toBe(15311 + 8777 + 5428 + 3180 + 4252 + 5121 + 1703 + 1704 + 3583 + 3959);
    expect(totalBooks(branchBookCounts)).toBe(53018);
  });

  it('sums any table, including an empty one', () => {
    expect(totalBooks([])).toBe(0);
    expect(
      totalBooks([
        { key: 'a', books: 2 },
        { key: 'b', books: 3 },
      ]),
    ).toBe(5);
  });

  it('lists seven staff', () => {
    expect(libraryStaff).toHaveLength(7);
  });
});
