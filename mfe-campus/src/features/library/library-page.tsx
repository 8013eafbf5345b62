import { Link } from 'react-router';
import { SampleNote, MarkedText, useDateFormats, PersonName } from '@aec/ui';
import { FactList } from '../../components/fact-list';
import { PhoneLink } from '../../components/phone-link';
import { StatStrip } from '../../components/stat-strip';
import { CampusPageHeader } from '../../head/campus-page-header';
import { LIBRARY_MEMBERSHIP_FORM_PDF, LIBRARY_RULES_PDF } from '../../data/campus-documents';
import { externalEjournals, libraryContact, libraryFacts, libraryStaff, localEbooks, type LibraryLink } from '../../data/library';
import { useCampusT } from '../../messages/catalogue';
import { BranchBooksTable } from './components/branch-books-table';
import { CheckBooksForm } from './components/check-books-form';

/** The page's sections, in order (library.sections.<id> names each). */
export const LIBRARY_SECTIONS = ['about', 'vision-mission', 'collection', 'digital-library', 'check-books', 'staff', 'librarian-message', 'contact'] as const;

const MISSION = ['collection', 'access', 'place', 'teach'] as const;

const librarian = libraryStaff.find((s) => s.designation === 'librarian');

function LinkList({ links }: { links: LibraryLink[] }) {
  const t = useCampusT();
  return (
    <ul className="entry-list">
      {links.map((l) => (
        <li key={l.href} className="entry-list__item">
          <a href={l.href} {...(l.campusOnly ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {t(`library.links.${l.key}.title`)}
            {!l.campusOnly && <span className="visually-hidden">{t('common.opensInNewTab')}</span>}
          </a>
          <p>{t(`library.links.${l.key}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}

export function LibraryPage() {
  const t = useCampusT();
  const { digits, number } = useDateFormats();
  const year = digits(libraryFacts.opened);
  const books = number(libraryFacts.booksOver);
  const area = digits(libraryFacts.carpetAreaSquareMetres.toFixed(2));
  const hours = t('library.hours', { opens: digits(libraryFacts.opens), closes: digits(libraryFacts.closes) });
  return (
    <div className="container page">
      <CampusPageHeader
        title={t('library.title')}
        breadcrumbs={[
          { name: t('common.home'), path: '/' },
          { name: t('library.title'), path: '/library' },
        ]}
        lead={t('library.lead', { year, books, hours })}
      />
      <nav className="on-this-page" aria-label={t('library.onThisPage')}>
        <ul>
          {LIBRARY_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`library.sections.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>

      <StatStrip
        label={t('library.figures')}
        stats={[
          { value: year, label: t('library.stats.opened') },
          { value: `${books}+`, label: t('library.stats.books') },
          { value: t('library.stats.area', { area }), label: t('library.stats.carpetArea') },
          { value: `${digits(libraryFacts.opens)}–${digits(libraryFacts.closes)}`, label: t('library.stats.days') },
        ]}
      />

      <section id="about" aria-labelledby="about-heading" className="prose">
        <h2 id="about-heading">{t('library.about.title')}</h2>
        <p>{t('library.about.text1', { year, books, area })}</p>
        <p>{t('library.about.text2')}</p>
        <p>
          <a href={LIBRARY_MEMBERSHIP_FORM_PDF.path} download>
            {t('common.pdf', { title: t('library.documents.membershipForm') })}
          </a>{' '}
          ·{' '}
          <a href={LIBRARY_RULES_PDF.path} download>
            {t('common.pdf', { title: t('library.documents.rules') })}
          </a>
        </p>
      </section>

      <section id="vision-mission" aria-labelledby="vision-heading" className="two-column">
        <div>
          <h2 id="vision-heading">{t('library.vision.title')}</h2>
          <p>{t('library.vision.text')}</p>
        </div>
        <div>
          <h2>{t('library.mission.title')}</h2>
          <ul className="tick-list">
            {MISSION.map((key) => (
              <li key={key}>{t(`library.mission.${key}`)}</li>
            ))}
          </ul>
        </div>
      </section>

      <section id="collection" aria-labelledby="collection-heading">
        <h2 id="collection-heading">{t('library.collection.title')}</h2>
        <p className="prose">{t('library.collection.text', { books })}</p>
        <BranchBooksTable />
      </section>

      <section id="digital-library" aria-labelledby="digital-heading">
        <h2 id="digital-heading">{t('library.digital.title')}</h2>
        <div className="two-column">
          <div>
            <h3>{t('library.digital.localTitle')}</h3>
            <p>{t('library.digital.localText')}</p>
            <LinkList links={localEbooks} />
          </div>
          <div>
            <h3>{t('library.digital.externalTitle')}</h3>
            <LinkList links={externalEjournals} />
          </div>
        </div>
      </section>

      <section id="check-books">
        <CheckBooksForm />
      </section>

      <section id="staff" aria-labelledby="staff-heading">
        <h2 id="staff-heading">{t('library.staff.title')}</h2>
        <div className="table-scroll">
          <table className="data">
            <caption className="visually-hidden">{t('library.staff.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('common.name')}</th>
                <th scope="col">{t('library.staff.designation')}</th>
                <th scope="col">{t('library.staff.section')}</th>
              </tr>
            </thead>
            <tbody>
              {libraryStaff.map((s) => (
                <tr key={s.name}>
                  <td>
                    <PersonName name={s.name} />
                  </td>
                  <td>{t(`library.staff.designations.${s.designation}`)}</td>
                  <td>{t(`library.staff.sections.${s.section}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section id="librarian-message" aria-labelledby="message-heading">
        <h2 id="message-heading">{t('library.message.title')}</h2>
        <figure className="quote">
          <blockquote>
            <p>{t('library.message.text')}</p>
          </blockquote>
          <figcaption>
            <MarkedText text={t('library.message.signature')} parts={{ name: () => <strong>{librarian && <PersonName name={librarian.name} />}</strong> }} />
          </figcaption>
        </figure>
        <SampleNote>{t('library.message.note')}</SampleNote>
      </section>

      <section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{t('library.contact.title')}</h2>
        <FactList
          facts={[
            { term: t('library.contact.hours'), value: hours },
            { term: t('common.address'), value: t('library.contact.address', { pin: digits(libraryContact.pin) }) },
            { term: t('common.phone'), value: <PhoneLink phone={libraryContact.phone} /> },
            { term: t('common.email'), value: <a href={`mailto:${libraryContact.email}`}>{libraryContact.email}</a> },
          ]}
        />
        <p>
          <MarkedText
            text={t('library.contact.seeAlso')}
            parts={{
              campus: (text) => <Link to="/campuslife">{text}</Link>,
              ccc: (text) => <Link to="/ccc">{text}</Link>,
            }}
          />
        </p>
      </section>
    </div>
  );
}
