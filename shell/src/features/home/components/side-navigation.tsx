import { useId, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';

interface SideLink {
  label: string;
  to: string;
  hint: string;
  external?: boolean;
}

const SIDE_LINKS: SideLink[] = [
  { label: 'Training & Placement Cell', to: 'https://tnp.aec.ac.in/', hint: 'Recruiters, internships and placement records', external: true },
  { label: 'Office', to: '/office', hint: 'The principal’s office, RTI and grievances' },
  { label: 'Departments', to: '/departments', hint: 'Thirteen departments in four schools' },
  { label: 'Student Activity Centre', to: '/club', hint: 'Clubs, festivals and societies' },
];

/** Open beside the banner on a wide screen; folded on a phone, where it would push the news down. */
const openAtFirst = () => !window.matchMedia('(max-width: 859px)').matches;

/**
 * SPEC §2: the home page's side navigation, which the visitor opens and closes. Until it is mounted
 * (in the page rendered at build time, and while React takes that page over) the stylesheet folds it
 * on a phone (.side-nav--auto), so the first paint already has the layout the script then settles on.
 */
export function SideNavigation() {
  const [state, setOpen] = useState<boolean | null>(null);
  useLayoutEffect(() => setOpen((o) => o ?? openAtFirst()), []);
  const open = state ?? true;
  const listId = useId();
  const modifier = state === null ? ' side-nav--auto' : open ? '' : ' side-nav--closed';
  return (
    <nav className={`side-nav${modifier}`} aria-label="Quick access">
      <button type="button" className="side-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span>Quick access</span>
        <span aria-hidden="true" className="side-nav__chevron" />
        <span className="visually-hidden">{open ? ' (close)' : ' (open)'}</span>
      </button>
      <ul id={listId} hidden={!open}>
        {SIDE_LINKS.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                <strong>
                  {link.label}
                  <span className="external-mark" aria-hidden="true">
                    ↗
                  </span>
                </strong>
                <span className="side-nav__hint">{link.hint}</span>
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <Link to={link.to}>
                <strong>{link.label}</strong>
                <span className="side-nav__hint">{link.hint}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
