import { MarkedText } from '@aec/ui';
import { Link } from 'react-router';
import { NoticeCardList } from '../../../components/notice-card-list';
import { officeNotices } from '../../../data/notice-cards';
import { useOfficeT } from '../../../messages/hooks';

/** /office/notice: the office's own notice board. */
export function OfficeNoticePage() {
  const t = useOfficeT();
  return (
    <div>
      <p className="prose">
        <MarkedText text={t('noticeBoard.intro')} parts={{ link: (words) => <Link to="/notifications">{words}</Link> }} />
      </p>
      <NoticeCardList notices={officeNotices} />
    </div>
  );
}
