import { useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../../messages/catalogue';
import { DocumentLink } from '../../../components/document-link';
import { documents } from '../../../data/documents';

/** docs/product/institutional-pages.md: the three notices the college wants every visitor to see first. */
const FEATURED = [
  { document: documents.finalBtechAdmission78August2025, label: 'Final B.Tech admission on 7th and 8th August 2025' },
  { document: documents.inductionProgramme1stSemester2025, label: 'Induction programme for the 1st semester, 2025' },
  { document: documents.antiRaggingCommitteeAndSquad2025, label: 'Anti-ragging committee and squad, 2025' },
];

export function FeaturedNotices() {
  const t = useT(SHELL_NAMESPACE);
  return (
    <section className="featured-notices" aria-labelledby="featured-notices-title">
      <div className="container featured-notices__inner">
        {/* A label, not a heading: this strip sits above the page's h1, and a heading before it breaks the outline. */}
        <p id="featured-notices-title" className="featured-notices__title">
          {t('home.important')}
        </p>
        <ul>
          {FEATURED.map(({ document, label }) => (
            <li key={document.path}>
              <DocumentLink document={document} label={label} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
