// './home-widgets': the shell places these on the home page (HomeWidgetsModule). They are on every
// visitor's first page, so they stay light: no markup sanitiser, no PDF code, shared requests. Each
// waits for this remote's messages in the page's language (one small chunk, shared by all five).
import './styles/cards.css';
import './styles/home-widgets.css';
import type { HomeWidgetsModule } from '@aec/ui';
import { withMessages } from './messages/with-messages';
import { FlashNewsMarquee as FlashNewsMarqueeWidget } from './features/home/components/flash-news-marquee';
import { NewsCarousel as NewsCarouselWidget } from './features/home/components/news-carousel';
import { NewsSection as NewsSectionWidget } from './features/home/components/news-section';
import { EventsSection as EventsSectionWidget } from './features/home/components/events-section';
import { HomeNotices as HomeNoticesWidget } from './features/home/components/home-notices';

export const FlashNewsMarquee = withMessages(FlashNewsMarqueeWidget);
export const NewsCarousel = withMessages(NewsCarouselWidget);
export const NewsSection = withMessages(NewsSectionWidget);
export const EventsSection = withMessages(EventsSectionWidget);
export const HomeNotices = withMessages(HomeNoticesWidget);

// The named exports are exactly the contract's (checked when compiling; nothing is left at run time).
({ FlashNewsMarquee, NewsCarousel, NewsSection, EventsSection, HomeNotices }) satisfies HomeWidgetsModule;
