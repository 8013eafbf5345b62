import { useDateFormats } from '@aec/ui';
import { branchBookCounts } from '../../../data/library';
import { useCampusT } from '../../../messages/catalogue';
import { totalBooks } from '../book-totals';

export function BranchBooksTable() {
  const t = useCampusT();
  const { number } = useDateFormats();
  return (
    <div className="table-scroll">
      <table className="data data--numbers data--compact" id="branch-books">
        <caption>{t('library.collection.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('library.collection.branch')}</th>
            <th scope="col">{t('library.collection.books')}</th>
          </tr>
        </thead>
        <tbody>
          {branchBookCounts.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`library.branches.${row.key}`)}</th>
              <td>{number(row.books)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('library.collection.total')}</th>
            <td data-testid="branch-books-total">{number(totalBooks(branchBookCounts))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
