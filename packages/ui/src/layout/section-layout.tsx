import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

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
  return (
    <div className="section-layout">
      <p className="section-layout__heading" aria-hidden="false">
        {heading}
      </p>
      <div className="section-layout__body">
        <nav className="section-menu" aria-label={menuLabel ?? `${heading} menu`}>
          <ul>
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
