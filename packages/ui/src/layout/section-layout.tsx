import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';

export interface SectionMenuItem {
  label: string;
  to: string;
  /** Match the path exactly (for a section's home link). */
  end?: boolean;
  external?: boolean;
}

interface SectionLayoutProps {
  /** Name of the section, e.g. 'DEPARTMENT OF CIVIL ENGINEERING'. */
  heading: string;
  menu: SectionMenuItem[];
  menuLabel?: string;
  children: ReactNode;
}

/** A sub-site: its banner heading, its own menu, and the page beside it (stacked on a phone). */
export function SectionLayout({ heading, menu, menuLabel, children }: SectionLayoutProps) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways (styles.css): the page's own link is brought into it,
  // by the row's scroll alone (the page itself does not move).
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (link.left < box.left || link.right > box.right) {
      // Centred in the row: where it is in the row's content, less half the room around it.
      row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
    }
  }, [pathname]);
  return (
    <div className="section-layout">
      <p className="section-layout__heading" aria-hidden="false">
        {heading}
      </p>
      <div className="section-layout__body">
        <nav className="section-menu" aria-label={menuLabel ?? `${heading} menu`}>
          <ul ref={list}>
            {menu.map((item) => (
              <li key={item.to}>
                {item.external ? (
                  <a href={item.to} target="_blank" rel="noopener noreferrer">
                    {item.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="section-layout__content">{children}</div>
      </div>
    </div>
  );
}
