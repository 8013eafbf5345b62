import { branchBookCounts, libraryContact } from '../../../data/library';

/** SPEC: shown but not yet working. Everything is disabled so nobody types a search that goes nowhere. */
export function CheckBooksForm() {
  return (
    <form className="check-books" aria-labelledby="check-books-heading" aria-describedby="check-books-status" onSubmit={(e) => e.preventDefault()}>
      <h2 id="check-books-heading">
        Check Books <span className="badge">Coming Soon</span>
      </h2>
      <p id="check-books-status">
        Searching the catalogue from this website is coming soon. Until then, ask at the circulation desk or call{' '}
        <a href={`tel:${libraryContact.phone.replace(/[^\d+]/g, '')}`}>{libraryContact.phone}</a>.
      </p>
      <fieldset disabled className="check-books__fields">
        <legend className="visually-hidden">Search the catalogue</legend>
        <div className="field">
          <label htmlFor="check-books-title">Title, author or ISBN</label>
          <input id="check-books-title" name="q" type="search" />
        </div>
        <div className="field">
          <label htmlFor="check-books-branch">Branch</label>
          <select id="check-books-branch" name="branch" defaultValue="">
            <option value="">All branches</option>
            {branchBookCounts.map((b) => (
              <option key={b.branch}>{b.branch}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled>
          Check availability
        </button>
      </fieldset>
    </form>
  );
}
