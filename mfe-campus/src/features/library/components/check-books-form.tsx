import { useState } from 'react';
import { Select, TextField, MarkedText } from '@aec/ui';
import { branchBookCounts, libraryContact } from '../../../data/library';
import { useCampusT } from '../../../messages/catalogue';

/** Shown but not yet working (docs/product/campus.md). Everything is disabled so nobody types a search that goes nowhere. */
export function CheckBooksForm() {
  const t = useCampusT();
  const [query, setQuery] = useState('');
  const [branch, setBranch] = useState('');
  // Values are the branches' keys: the same search whatever the page's language.
  const branchOptions = [
    { value: '', label: t('library.checkBooks.allBranches') },
    ...branchBookCounts.map(({ key }) => ({ value: key, label: t(`library.branches.${key}`) })),
  ];
  return (
    <form className="check-books" aria-labelledby="check-books-heading" aria-describedby="check-books-status" onSubmit={(e) => e.preventDefault()}>
      <h2 id="check-books-heading">
        {t('library.checkBooks.title')} <span className="badge">{t('library.checkBooks.comingSoon')}</span>
      </h2>
      <p id="check-books-status">
        <MarkedText
          text={t('library.checkBooks.status', { phone: libraryContact.phone })}
          parts={{ phone: (text) => <a href={`tel:${libraryContact.phone.replace(/[^\d+]/g, '')}`}>{text}</a> }}
        />
      </p>
      <fieldset disabled className="check-books__fields">
        <legend className="visually-hidden">{t('library.checkBooks.legend')}</legend>
        <TextField id="check-books-title" name="q" label={t('library.checkBooks.query')} type="search" value={query} onChange={setQuery} />
        <Select id="check-books-branch" name="branch" label={t('library.checkBooks.branch')} options={branchOptions} value={branch} onChange={setBranch} />
        <button type="submit" className="button" disabled>
          {t('library.checkBooks.submit')}
        </button>
      </fieldset>
    </form>
  );
}
