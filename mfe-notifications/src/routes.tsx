import './styles/cards.css';
import './styles/notifications.css';
import type { RemoteRoutesModule } from '@aec/ui';
import { withMessages } from './messages/with-messages';
import { NotificationsRoutes, NotificationsAllPage } from './features/notices/notifications-routes';
import { NewsRoutes } from './features/news/news-routes';
import { EventsRoutes } from './features/events/events-routes';
import { ScreenPage } from './features/screen/components/screen-page';
import { BisCornerPage } from './features/bis-corner/components/bis-corner-page';
import { AlertsRoutes } from './features/alerts/alerts-routes';
import { ArchiveSearchPage } from './features/archive/components/archive-search-page';

/** /search: the whole site's search (the header's search box sends its words here). */
const SiteSearchPage = () => (
  <div className="container page">
    <ArchiveSearchPage site />
  </div>
);

/** Sections the shell mounts: /notifications/*, /notifications-all, /news/*, /events/*, /screen, /bis-corner, /alerts/*, /search. */
export const sections: RemoteRoutesModule['sections'] = {
  notifications: withMessages(NotificationsRoutes),
  'notifications-all': withMessages(NotificationsAllPage),
  news: withMessages(NewsRoutes),
  events: withMessages(EventsRoutes),
  screen: withMessages(ScreenPage),
  'bis-corner': withMessages(BisCornerPage),
  alerts: withMessages(AlertsRoutes),
  search: withMessages(SiteSearchPage),
};

/** The interface is written in English, Assamese and Hindi (src/messages); the feeds stay English. */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
