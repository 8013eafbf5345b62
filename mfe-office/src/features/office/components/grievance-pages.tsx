import { MarkedText } from '@aec/ui';
import { Link } from 'react-router';
import { useOfficeT } from '../../../messages/hooks';
import { GrievanceForm } from '../../grievance/components/grievance-form';
import { GrievanceStatus } from '../../grievance/components/grievance-status';

/** A line under a grievance page, its marked words a link to `to`. */
function Aside({ text, to }: { text: string; to: string }) {
  return (
    <p className="grievance-aside">
      <MarkedText text={text} parts={{ link: (words) => <Link to={to}>{words}</Link> }} />
    </p>
  );
}

/** /office/complain: the general grievance, with where to look afterwards. */
export function SubmitGrievancePage() {
  const t = useOfficeT();
  return (
    <div>
      <GrievanceForm type="GENERAL" addressee="office" statusPath="/office/status" />
      <Aside text={t('grievanceAside.alreadySubmitted')} to="/office/status" />
      <Aside text={t('grievanceAside.statistics')} to="/office/grievance-statistics" />
    </div>
  );
}

/** /office/status: look a grievance up by its registration number. */
export function GrievanceStatusPage() {
  const t = useOfficeT();
  return (
    <div>
      <GrievanceStatus />
      <Aside text={t('grievanceAside.noNumber')} to="/office/complain" />
      <Aside text={t('grievanceAside.statistics')} to="/office/grievance-statistics" />
    </div>
  );
}
