import { usePageTitle } from '@aec/ui';
import { HOME_DESCRIPTION } from '../../../data/site-pages';
import { HomeWidget } from '../../../federation/home-widget';
import { FeaturedNotices } from './featured-notices';
import { HomeBanner } from './home-banner';
import { SummaryCards } from './summary-cards';
import { ProspectusBlock } from './prospectus-block';

/** SPEC §2 Home, top to bottom. The widgets come from mfe-notifications after the first paint. */
export function HomePage() {
  usePageTitle('', HOME_DESCRIPTION);
  return (
    <div className="home">
      <FeaturedNotices />
      <HomeWidget name="FlashNewsMarquee" label="Flash news" minHeight="var(--marquee-height)" className="home-widget--marquee" />
      <HomeBanner />
      <div className="container home__news">
        <div className="home__main">
          <HomeWidget name="NewsCarousel" label="The news photographs" minHeight="var(--carousel-height)" />
          <HomeWidget name="NewsSection" label="The latest news" minHeight="28rem" />
          <HomeWidget name="EventsSection" label="The events" minHeight="24rem" />
        </div>
        <HomeWidget name="HomeNotices" label="The college notices" minHeight="40rem" className="home__notices" />
      </div>
      <SummaryCards />
      <ProspectusBlock />
    </div>
  );
}
