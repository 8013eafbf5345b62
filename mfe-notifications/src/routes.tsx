import './styles/cards.css';
import './styles/notifications.css';
import type { RemoteRoutesModule } from '@aec/ui';
import { NotificationsRoutes, NotificationsAllPage } from './features/notices/notifications-routes';
import { NewsRoutes } from './features/news/news-routes';
import { EventsRoutes } from './features/events/events-routes';
import { ScreenPage } from './features/screen/components/screen-page';
import { BisCornerPage } from './features/bis-corner/components/bis-corner-page';

/** Sections the shell mounts: /notifications/*, /notifications-all, /news/*, /events/*, /screen, /bis-corner. */
export const sections: RemoteRoutesModule['sections'] = {
  notifications: NotificationsRoutes,
  'notifications-all': NotificationsAllPage,
  news: NewsRoutes,
  events: EventsRoutes,
  screen: ScreenPage,
  'bis-corner': BisCornerPage,
};
