// './home-widgets': the shell places these on the home page (HomeWidgetsModule). They are on every
// visitor's first page, so they stay light: no markup sanitiser, no PDF code, shared requests.
import './styles/cards.css';
import './styles/home-widgets.css';
import type { HomeWidgetsModule } from '@aec/ui';
import { FlashNewsMarquee } from './features/home/components/flash-news-marquee';
import { NewsCarousel } from './features/home/components/news-carousel';
import { NewsSection } from './features/home/components/news-section';
import { EventsSection } from './features/home/components/events-section';
import { HomeNotices } from './features/home/components/home-notices';

export { FlashNewsMarquee, NewsCarousel, NewsSection, EventsSection, HomeNotices };

// The named exports are exactly the contract's (checked when compiling; nothing is left at run time).
({ FlashNewsMarquee, NewsCarousel, NewsSection, EventsSection, HomeNotices }) satisfies HomeWidgetsModule;
