import { Link } from 'react-router';
import { FactList } from '../../components/fact-list';
import { PhoneLink } from '../../components/phone-link';
import { StatStrip } from '../../components/stat-strip';
import { CampusPageHeader } from '../../head/campus-page-header';
import { LIBRARY_MEMBERSHIP_FORM_PDF, LIBRARY_RULES_PDF } from '../../data/campus-documents';
import { externalEjournals, libraryContact, libraryFacts, libraryStaff, localEbooks, type LibraryLink } from '../../data/library';
import { formatCount } from './book-totals';
import { BranchBooksTable } from './components/branch-books-table';
import { CheckBooksForm } from './components/check-books-form';
import { SampleNote } from '@aec/ui';

const sections = [
  { id: 'about', label: 'About' },
  { id: 'vision-mission', label: 'Vision and mission' },
  { id: 'collection', label: 'Collection' },
  { id: 'digital-library', label: 'Digital library' },
  { id: 'check-books', label: 'Check Books' },
  { id: 'staff', label: 'Staff' },
  { id: 'librarian-message', label: 'Librarian’s message' },
  { id: 'contact', label: 'Contact and hours' },
];

const librarian = libraryStaff.find((s) => s.designation === 'Librarian');

const hours = `${libraryFacts.opens} to ${libraryFacts.closes}, ${libraryFacts.daysOpen}, except government holidays`;

function LinkList({ links }: { links: LibraryLink[] }) {
  return (
    <ul className="entry-list">
      {links.map((l) => (
        <li key={l.href} className="entry-list__item">
          <a href={l.href} {...(l.campusOnly ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {l.title}
            {!l.campusOnly && <span className="visually-hidden"> (opens in a new tab)</span>}
          </a>
          <p>{l.description}</p>
        </li>
      ))}
    </ul>
  );
}

export function LibraryPage() {
  return (
    <div className="container page">
      <CampusPageHeader
        title="Central Library"
        breadcrumbs={[{ name: 'Home', path: '/' }, { name: 'Central Library', path: '/library' }]}
        lead={`Opened in ${libraryFacts.opened}, the library holds over ${formatCount(libraryFacts.booksOver)} books and is open ${hours}.`}
      />
      <nav className="on-this-page" aria-label="On this page">
        <ul>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <StatStrip
        label="The library in figures"
        stats={[
          { value: String(libraryFacts.opened), label: 'opened' },
          { value: `${formatCount(libraryFacts.booksOver)}+`, label: 'books' },
          { value: `${libraryFacts.carpetAreaSquareMetres.toFixed(2)} m²`, label: 'carpet area' },
          { value: `${libraryFacts.opens}–${libraryFacts.closes}`, label: 'six days a week' },
        ]}
      />

      <section id="about" aria-labelledby="about-heading" className="prose">
        <h2 id="about-heading">About the library</h2>
        <p>
          The Central Library has served the college since it opened in {libraryFacts.opened}. Its collection of over{' '}
          {formatCount(libraryFacts.booksOver)} books covers every branch taught here, with reference works, standards, back
          volumes of journals and a shelf of books for competitive examinations. Its {libraryFacts.carpetAreaSquareMetres.toFixed(2)} m²
          hold the stacks, a reading room, a periodicals section and a digital library.
        </p>
        <p>
          Every student and member of staff is a member. Students may borrow books for fourteen days on their library card and
          renew them once at the counter (sample rule).
        </p>
        <p>
          <a href={LIBRARY_MEMBERSHIP_FORM_PDF.path} download>
            {LIBRARY_MEMBERSHIP_FORM_PDF.title} (PDF)
          </a>{' '}
          ·{' '}
          <a href={LIBRARY_RULES_PDF.path} download>
            {LIBRARY_RULES_PDF.title} (PDF)
          </a>
        </p>
      </section>

      <section id="vision-mission" aria-labelledby="vision-heading" className="two-column">
        <div>
          <h2 id="vision-heading">Vision</h2>
          <p>A library where every student of the college can find, borrow and learn from the knowledge they need, in print or online.</p>
        </div>
        <div>
          <h2>Mission</h2>
          <ul className="tick-list">
            <li>Build a collection that follows the syllabus of every branch and the research of the departments.</li>
            <li>Give access to e-books and e-journals on and off the shelf.</li>
            <li>Keep a quiet, well-lit place to read for six days a week.</li>
            <li>Teach new students how to find and cite information.</li>
          </ul>
        </div>
      </section>

      <section id="collection" aria-labelledby="collection-heading">
        <h2 id="collection-heading">Collection by branch</h2>
        <p className="prose">
          Books of the ten branch collections. Reference works, general reading and examination guides make up the rest of the
          over {formatCount(libraryFacts.booksOver)} books.
        </p>
        <BranchBooksTable />
      </section>

      <section id="digital-library" aria-labelledby="digital-heading">
        <h2 id="digital-heading">Digital library</h2>
        <div className="two-column">
          <div>
            <h3>E-books on the campus network</h3>
            <p>These open only from computers and Wi-Fi on campus.</p>
            <LinkList links={localEbooks} />
          </div>
          <div>
            <h3>E-journals and online libraries</h3>
            <LinkList links={externalEjournals} />
          </div>
        </div>
      </section>

      <section id="check-books">
        <CheckBooksForm />
      </section>

      <section id="staff" aria-labelledby="staff-heading">
        <h2 id="staff-heading">Library staff</h2>
        <div className="table-scroll">
          <table className="data">
            <caption className="visually-hidden">The seven members of the library staff</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Designation</th>
                <th scope="col">Section</th>
              </tr>
            </thead>
            <tbody>
              {libraryStaff.map((s) => (
                <tr key={s.name}>
                  <td>{s.name}</td>
                  <td>{s.designation}</td>
                  <td>{s.section}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section id="librarian-message" aria-labelledby="message-heading">
        <h2 id="message-heading">From the librarian</h2>
        <figure className="quote">
          <blockquote>
            <p>
              A library is the one room of the college that every branch shares. Come in early in your first year, learn where
              your subject sits on the shelves, and ask us anything: finding the right book is our job. Use the digital library
              as much as the stacks, and bring back what you borrow so the next reader can use it too.
            </p>
          </blockquote>
          <figcaption>
            <strong>{librarian?.name}</strong>, Librarian
          </figcaption>
        </figure>
        <SampleNote>The message and staff names are samples, to be replaced by the college.</SampleNote>
      </section>

      <section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact and opening hours</h2>
        <FactList
          facts={[
            { term: 'Opening hours', value: hours },
            { term: 'Address', value: libraryContact.address },
            { term: 'Phone', value: <PhoneLink phone={libraryContact.phone} /> },
            { term: 'E-mail', value: <a href={`mailto:${libraryContact.email}`}>{libraryContact.email}</a> },
          ]}
        />
        <p>
          Also see <Link to="/campuslife">campus life</Link> and the <Link to="/ccc">Central Computing Centre</Link>.
        </p>
      </section>
    </div>
  );
}
