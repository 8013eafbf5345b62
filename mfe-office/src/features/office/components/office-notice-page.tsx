import { Link } from 'react-router';
import { NoticeCardList } from '../../../components/notice-card-list';
import { officeNotices } from '../../../data/notice-cards';

/** /office/notice: the office's own notice board. */
export function OfficeNoticePage() {
  return (
    <div>
      <p className="prose">
        Notices from the office of the Principal. Admission, examination and tender notices of the whole college are on the <Link to="/notifications">notifications page</Link>.
      </p>
      <NoticeCardList notices={officeNotices} />
    </div>
  );
}
