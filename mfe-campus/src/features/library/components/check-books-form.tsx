import { useState } from 'react';
import { Select, TextField } from '@aec/ui';
import { branchBookCounts, libraryContact } from '../../../data/library';

const BRANCH_OPTIONS = [{ value: '', label: 'All branches' }, ...branchBookCounts.map(({ branch }) => ({ value: branch, label: branch }))];

/** SPEC: shown but not yet working. Everything is disabled so nobody types a search that goes nowhere. */
export function CheckBooksForm() {
  const [query, setQuery] = useState('');
  const [branch, setBranch] = useState('');
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
        <TextField id="check-books-title" name="q" label="Title, author or ISBN" type="search" value={query} onChange={setQuery} />
        <Select id="check-books-branch" name="branch" label="Branch" options={BRANCH_OPTIONS} value={branch} onChange={setBranch} />
        <button type="submit" className="button" disabled>
          Check availability
        </button>
      </fieldset>
    </form>
  );
}
