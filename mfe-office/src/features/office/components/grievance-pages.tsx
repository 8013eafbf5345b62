import { Link } from 'react-router';
import { GrievanceForm } from '../../grievance/components/grievance-form';
import { GrievanceStatus } from '../../grievance/components/grievance-status';

/** /office/complain: the general grievance, with where to look afterwards. */
export function SubmitGrievancePage() {
  return (
    <div>
      <GrievanceForm type="GENERAL" addressee="office" statusPath="/office/status" />
      <p className="grievance-aside">
        Already submitted? <Link to="/office/status">Check the status of your grievance</Link>.
      </p>
      <p className="grievance-aside">
        <Link to="/office/grievance-statistics">Grievance statistics</Link>: how many grievances are received and disposed each month.
      </p>
    </div>
  );
}

/** /office/status: look a grievance up by its registration number. */
export function GrievanceStatusPage() {
  return (
    <div>
      <GrievanceStatus />
      <p className="grievance-aside">
        No registration number yet? <Link to="/office/complain">Submit a grievance</Link>.
      </p>
      <p className="grievance-aside">
        <Link to="/office/grievance-statistics">Grievance statistics</Link>: how many grievances are received and disposed each month.
      </p>
    </div>
  );
}
