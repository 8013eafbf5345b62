import { languageInfo, languagePath, useLanguage, usePageHead, type Language } from '@aec/ui';
import { HOME_DESCRIPTION } from '../../../data/site-pages';
import { HomeWidget } from '../../../federation/home-widget';
import { FeaturedNotices } from './featured-notices';
import { HomeBanner } from './home-banner';
import { SummaryCards } from './summary-cards';
import { ProspectusBlock } from './prospectus-block';

/**
 * The college as search engines read it (schema.org), named and addressed in the page's language
 * (its English name and 'AEC' stay as alternate names); site paths become absolute URLs on the server.
 */
const college = (language: Language) => ({
  '@context': 'https://schema.org',
  '@type': 'CollegeOrUniversity',
  name: languageInfo(language).siteName,
  alternateName: language === 'en' ? 'AEC' : [languageInfo('en').siteName, 'AEC'],
  url: languagePath(language, '/'),
  logo: '/aec-emblem.svg',
  foundingDate: '1955',
  description: HOME_DESCRIPTION,
  parentOrganization: { '@type': 'GovernmentOrganization', name: 'Government of Assam' },
  address: {
    '@type': 'PostalAddress',
    streetAddress: 'Jalukbari',
    addressLocality: 'Guwahati',
    addressRegion: 'Assam',
    postalCode: '781013',
    addressCountry: 'IN',
  },
});

/** docs/product/institutional-pages.md Home, top to bottom. The widgets come from mfe-notifications after the first paint. */
export function HomePage() {
  usePageHead({ title: '', description: HOME_DESCRIPTION, structuredData: [college(useLanguage())] });
  return (
    <div className="home">
      <FeaturedNotices />
      <HomeWidget name="FlashNewsMarquee" label="home.widgets.flash" minHeight="var(--marquee-height)" className="home-widget--marquee" />
      <HomeBanner />
      <div className="container home__news">
        <div className="home__main">
          <HomeWidget name="NewsCarousel" label="home.widgets.carousel" minHeight="var(--carousel-height)" />
          <HomeWidget name="NewsSection" label="home.widgets.news" minHeight="28rem" belowFold />
          <HomeWidget name="EventsSection" label="home.widgets.events" minHeight="24rem" belowFold />
        </div>
        <HomeWidget name="HomeNotices" label="home.widgets.notices" minHeight="40rem" className="home__notices" belowFold />
      </div>
      <SummaryCards />
      <ProspectusBlock />
    </div>
  );
}
