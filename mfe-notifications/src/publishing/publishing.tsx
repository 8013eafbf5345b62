import './publishing.css';
import type { ConsoleModule } from '@aec/ui';
import { DepartmentNotificationForm } from './forms/department-notification-form';
import { EventForm } from './forms/event-form';
import { NewsForm } from './forms/news-form';
import { NoticeForm } from './forms/notice-form';
import { TenderForm } from './forms/tender-form';
import { sectionOf } from './section-routes';

/** './publishing': the staff console's publishing screens, mounted by the shell under /admin/<section>/*. */
export const sections: ConsoleModule['sections'] = {
  notices: sectionOf('notices', NoticeForm),
  tenders: sectionOf('tenders', TenderForm),
  news: sectionOf('news', NewsForm),
  events: sectionOf('events', EventForm),
  'department-notifications': sectionOf('department-notifications', DepartmentNotificationForm),
};
