import { branchBookCounts } from '../../../data/library';
import { formatCount, totalBooks } from '../book-totals';

export function BranchBooksTable() {
  return (
    <div className="table-scroll">
      <table className="data data--numbers data--compact" id="branch-books">
        <caption>Books by branch</caption>
        <thead>
          <tr>
            <th scope="col">Branch</th>
            <th scope="col">Books</th>
          </tr>
        </thead>
        <tbody>
          {branchBookCounts.map((row) => (
            <tr key={row.branch}>
              <th scope="row">{row.branch}</th>
              <td>{formatCount(row.books)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-testid="branch-books-total">{formatCount(totalBooks(branchBookCounts))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
