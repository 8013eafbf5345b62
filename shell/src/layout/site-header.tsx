import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { headerLinks, moreMenuLinks, topNavLinks, type NavLinkItem } from './nav-links';

function ItemLink({ item, onNavigate }: { item: NavLinkItem; onNavigate?: () => void }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}

function MoreMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  return (
    <li className="more-menu" ref={ref}>
      <button type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((o) => !o)}>
        More <span aria-hidden="true">▾</span>
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
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="top-links">
        <ul className="container" aria-label="Quick links">
          {headerLinks.map((item) => (
            <li key={item.label}>
              <ItemLink item={item} />
            </li>
          ))}
        </ul>
      </div>
      <div className="brand-bar container">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width="48" height="48" />
          <span>
            <span className="brand__name">Assam Engineering College</span>
            <span className="brand__tag">Jalukbari, Guwahati · Estd. 1955</span>
          </span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">☰</span> Menu
        </button>
      </div>
      <nav id="main-nav" className={`main-nav${menuOpen ? ' main-nav--open' : ''}`} aria-label="Main">
        <ul className="container">
          {topNavLinks.map((item) => (
            <li key={item.label}>
              <ItemLink item={item} />
            </li>
          ))}
          <MoreMenu />
        </ul>
      </nav>
    </header>
  );
}
