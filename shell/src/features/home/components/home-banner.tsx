import { LiteImage, useLite, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../../messages/catalogue';
import { Link } from 'react-router';
import { SideNavigation } from './side-navigation';

/**
 * The hero: a desktop and a phone image (<picture>), fetched first (fetchpriority, and preloaded in
 * index.html), with the page's one h1 beside the side navigation. Decoded with the page (no
 * decoding="async"): it is the largest paint and should land in the first frame.
 */
export function HomeBanner() {
  const t = useT(SHELL_NAMESPACE);
  const lite = useLite();
  return (
    <section className="home-banner" aria-labelledby="home-title">
      <div className="container home-banner__grid">
        <SideNavigation />
        <div className="home-banner__visual">
          {lite ? (
            // A lite page downloads the banner only when asked (a button in a <picture> would not be valid).
            <LiteImage className="home-banner__image" src="/banner-desktop.svg" width={1600} height={600} alt={t('home.bannerAlt')} />
          ) : (
            <picture>
              <source media="(max-width: 599px)" srcSet="/banner-mobile.svg" width={800} height={560} />
              <img className="home-banner__image" src="/banner-desktop.svg" width={1600} height={600} alt={t('home.bannerAlt')} fetchPriority="high" />
            </picture>
          )}
          <div className="home-banner__caption">
            <h1 id="home-title">{t('header.brandName')}</h1>
            <p>{t('home.tagline')}</p>
            <p className="home-banner__actions">
              <Link className="button button--light" to="/admission">
                {t('home.admission')}
              </Link>
              <Link className="button button--ghost" to="/departments">
                {t('home.departments')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
