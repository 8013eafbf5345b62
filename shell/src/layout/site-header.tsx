import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LiteImage, languagePath, useLanguage, useT } from '@aec/ui';
import { DisplayControls } from '../features/accessibility/display-controls';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import { LanguageControl, LanguageOffer } from './language-control';
import { headerLinks, moreMenuLinks, topNavLinks, type NavLinkItem } from './nav-links';

function ItemLink({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  const t = useT(SHELL_NAMESPACE);
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {t(item.label)}
        <span className="external-mark" aria-hidden="true">
          ↗
        </span>
        <span className="visually-hidden"> {t('header.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
      {t(item.label)}
    </NavLink>
  );
}

/**
 * A disclosure's open state (its button's aria-expanded), closed again on a new page. The app takes it over as it
 * finds it: on a page whose app starts at a tap, first-screen.js opens a disclosure at that tap, before the app has
 * come, and the stylesheet shows what it controls by its aria-expanded (decision 206).
 */
function useDisclosure() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) {
      shownPath.current = pathname;
      setOpen(false);
    } else if (button.current?.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, [pathname]);
  return { open, setOpen, button };
}

/** A disclosure menu: Enter/Space opens it, Escape closes it and returns focus, arrows move within. */
function MoreMenu() {
  const t = useT(SHELL_NAMESPACE);
  const { open, setOpen, button: buttonRef } = useDisclosure();
  const menuId = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onOutside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, setOpen, buttonRef]);
  const moveFocus = (event: ReactKeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = [...(ref.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? (current + 1) % links.length : (current - 1 + links.length) % links.length;
    const focusNext = () => links[current === -1 && event.key === 'ArrowUp' ? links.length - 1 : next]?.focus();
    if (open) focusNext();
    else {
      setOpen(true);
      // The list is hidden until React renders it open.
      requestAnimationFrame(focusNext);
    }
  };
  return (
    // Arrow keys move focus between the menu's links (the button and links stay the interactive parts).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="more-menu" ref={ref} onKeyDown={moveFocus}>
      <button ref={buttonRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        {t('header.more')} <span aria-hidden="true" className="more-menu__caret" />
      </button>
      <ul id={menuId} hidden={!open}>
        {moreMenuLinks.map((item) => (
          <li key={item.to}>
            <ItemLink item={item} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader() {
  const t = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  const { open: menuOpen, setOpen: setMenuOpen, button: menuButton } = useDisclosure();

  return (
    <header className="site-header">
      <div className="gov-bar">
        <div className="container gov-bar__inner">
          <p className="gov-bar__owner">
            {language === 'as' ? (
              t('header.govOwner')
            ) : (
              <>
                <span lang="as">অসম চৰকাৰ</span> <span aria-hidden="true">|</span> {t('header.govOwner')}
              </>
            )}
          </p>
          <ul className="gov-bar__tools">
            <li>
              <a href="#main-content" className="gov-bar__skip">
                {t('header.skip')}
              </a>
            </li>
            <li>
              <Link to="/screen-reader-access">{t('header.screenReader')}</Link>
            </li>
            <li>
              <DisplayControls />
            </li>
            <li>
              <LanguageControl />
            </li>
          </ul>
        </div>
      </div>
      <div className="brand-bar container">
        <Link to="/" className="brand">
          <LiteImage src="/aec-emblem.svg" alt="" width="56" height="56" />
          <span>
            <span className="brand__name">{t('header.brandName')}</span>
            <span className="brand__tag">
              {t('header.brandPlace')}
              <span className="brand__tag-owner"> · {t('header.brandOwner')}</span> · {t('header.brandEstd')}
            </span>
          </span>
        </Link>
        {/* A plain GET form: it works before the scripts run or without them, and costs no script. */}
        <form className="site-search" role="search" action={languagePath(language, '/search')} method="get">
          <label htmlFor="site-search-q" className="visually-hidden">
            {t('header.searchLabel')}
          </label>
          <input id="site-search-q" type="search" name="q" minLength={2} maxLength={100} required autoComplete="off" />
          <button type="submit">{t('header.searchButton')}</button>
        </form>
        <button
          ref={menuButton}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          {/* Drawn as a cross by the button's aria-expanded, so also when first-screen.js opened the menu. */}
          <span aria-hidden="true" className="menu-toggle__icon" />
          {menuOpen ? t('header.close') : t('header.menu')}
        </button>
      </div>
      <div id="site-menu" className={`site-menu${menuOpen ? ' site-menu--open' : ''}`}>
        <nav className="main-nav" aria-label={t('header.mainNav')}>
          <ul className="container">
            {topNavLinks.map((item) => (
              <li key={item.label}>
                <ItemLink item={item} />
              </li>
            ))}
            <MoreMenu />
          </ul>
        </nav>
        <nav className="quick-links" aria-label={t('header.quickLinks')}>
          <ul className="container">
            {headerLinks.map((item) => (
              <li key={item.label}>
                <ItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <LanguageOffer />
    </header>
  );
}
