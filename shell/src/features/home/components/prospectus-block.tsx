import { useLanguage, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../../messages/catalogue';
import { Link } from 'react-router';
import { DocumentList } from '../../../components/document-link';
import { documents } from '../../../data/documents';

/** docs/product/institutional-pages.md: the campus-life prospectus block with its three downloads. */
export function ProspectusBlock() {
  const t = useT(SHELL_NAMESPACE);
  const english = useLanguage() === 'en';
  return (
    <section className="prospectus" aria-labelledby="prospectus-title">
      <div className="container prospectus__inner">
        <div>
          <h2 id="prospectus-title">{t('home.campusTitle')}</h2>
          <p>
            {t('home.campusText')} <Link to="/campuslife">{t('home.campusLink')}</Link>
            {english ? '.' : '।'}
          </p>
        </div>
        <DocumentList
          className="prospectus__downloads"
          items={[documents.collegeProspectus202526, documents.hostelProspectus202526, documents.studentActivityCentreProspectus202526]}
        />
      </div>
    </section>
  );
}
