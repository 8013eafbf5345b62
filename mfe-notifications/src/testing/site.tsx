// This remote's pages and home widgets mounted as the shell mounts them, for whole-site tests
// (server render, hydration).
import { Route, Routes } from 'react-router';
import { NotificationsAllPage, NotificationsRoutes } from '../features/notices/notifications-routes';
import { NewsRoutes } from '../features/news/news-routes';
import { EventsRoutes } from '../features/events/events-routes';
import { ScreenPage } from '../features/screen/components/screen-page';
import { BisCornerPage } from '../features/bis-corner/components/bis-corner-page';
import { AlertsRoutes } from '../features/alerts/alerts-routes';
import { EventsSection, FlashNewsMarquee, HomeNotices, NewsCarousel, NewsSection } from '../home-widgets';

export const site = (
  <Routes>
    <Route path="/notifications/*" element={<NotificationsRoutes />} />
    <Route path="/notifications-all" element={<NotificationsAllPage />} />
    <Route path="/news/*" element={<NewsRoutes />} />
    <Route path="/events/*" element={<EventsRoutes />} />
    <Route path="/screen" element={<ScreenPage />} />
    <Route path="/bis-corner" element={<BisCornerPage />} />
    <Route path="/alerts/*" element={<AlertsRoutes />} />
  </Routes>
);

/** The five widgets of the shell's home page. */
export const homeWidgets = (
  <>
    <FlashNewsMarquee />
    <NewsCarousel />
    <NewsSection />
    <EventsSection />
    <HomeNotices />
  </>
);
