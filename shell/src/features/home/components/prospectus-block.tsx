import { Link } from 'react-router';
import { DocumentList } from '../../../components/document-link';
import { documents } from '../../../data/documents';

/** SPEC §2: the campus-life prospectus block with its three downloads. */
export function ProspectusBlock() {
  return (
    <section className="prospectus" aria-labelledby="prospectus-title">
      <div className="container prospectus__inner">
        <div>
          <h2 id="prospectus-title">Life on the campus</h2>
          <p>
            More than 1700 students live on the campus in nine hostels, with a canteen open from 7 AM to 7 PM, a health centre,
            a bank, a post office, a gymnasium and an auditorium. Read the prospectus before you join, or{' '}
            <Link to="/campuslife">see campus life</Link>.
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
