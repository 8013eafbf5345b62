import { useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../../messages/catalogue';
import { useId, useLayoutEffect, useState } from 'react';
import { Link } from 'react-router';

interface SideLink {
  label: string;
  to: string;
  hint: string;
  external?: boolean;
}

/** Labels and hints are keys of the shell's catalogue. */
const SIDE_LINKS: SideLink[] = [
  { label: 'home.side.placement', to: 'https://tnp.aec.ac.in/', hint: 'home.side.placementHint', external: true },
  { label: 'home.side.office', to: '/office', hint: 'home.side.officeHint' },
  { label: 'home.side.departments', to: '/departments', hint: 'home.side.departmentsHint' },
  { label: 'home.side.sac', to: '/club', hint: 'home.side.sacHint' },
];

/** Open beside the banner on a wide screen; folded on a phone, where it would push the news down. */
const openAtFirst = () => !window.matchMedia('(max-width: 859px)').matches;

/**
 * docs/product/institutional-pages.md: the home page's side navigation, which the visitor opens and closes. Until it is mounted
 * (in the page rendered at build time, and while React takes that page over) the stylesheet folds it
 * on a phone (.side-nav--auto), so the first paint already has the layout the script then settles on.
 */
export function SideNavigation() {
  const t = useT(SHELL_NAMESPACE);
  const [state, setOpen] = useState<boolean | null>(null);
  useLayoutEffect(() => setOpen((o) => o ?? openAtFirst()), []);
  const open = state ?? true;
  const listId = useId();
  const modifier = state === null ? ' side-nav--auto' : open ? '' : ' side-nav--closed';
  return (
    <nav className={`side-nav${modifier}`} aria-label={t('home.quickAccess')}>
      <button type="button" className="side-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span>{t('home.quickAccess')}</span>
        <span aria-hidden="true" className="side-nav__chevron" />
        <span className="visually-hidden"> {open ? t('home.close') : t('home.open')}</span>
      </button>
      <ul id={listId} hidden={!open}>
        {SIDE_LINKS.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.to} target="_blank" rel="noopener noreferrer">
                <strong>
                  {t(link.label)}
                  <span className="external-mark" aria-hidden="true">
                    ↗
                  </span>
                </strong>
                <span className="side-nav__hint">{t(link.hint)}</span>
                <span className="visually-hidden"> {t('header.opensInNewTab')}</span>
              </a>
            ) : (
              <Link to={link.to}>
                <strong>{t(link.label)}</strong>
                <span className="side-nav__hint">{t(link.hint)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
