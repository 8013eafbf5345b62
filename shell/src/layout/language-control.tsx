import { useEffect, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGES, isLanguage, languageInfo, languagePath, useLanguage, useT, type Language } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';

/** The visitor's choice, kept in this browser; never used to redirect (a shared link opens as shared). */
const CHOICE_KEY = 'aec-language';

function storedChoice(): Language | null {
  try {
    const value = window.localStorage.getItem(CHOICE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function remember(language: Language): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode): the links still work.
  }
}

/**
 * A click on a language link: the choice is remembered, and the link leads to the address in the
 * browser now. The server renders a page for its known query parameters only (the cache key), and
 * hydration keeps the server's href, so a parameter only the browser has would otherwise be dropped.
 */
function followIn(language: Language) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    remember(language);
    const { pathname, search, hash } = window.location;
    event.currentTarget.href = `${languagePath(language, pathname)}${search}${hash}`;
  };
}

/** The same page in a language, with the query and hash kept. */
function useLanguageHref(): (language: Language) => string {
  const { pathname, search, hash } = useLocation();
  return (language) => `${languagePath(language, pathname)}${search}${hash}`;
}

/**
 * English, অসমীয়া, हिन्दी in the header of every page (GIGW): each leads to this page in that
 * language, named in itself. A full page load, since the server renders each language.
 */
export function LanguageControl() {
  const t = useT(SHELL_NAMESPACE);
  const current = useLanguage();
  const hrefIn = useLanguageHref();
  return (
    <nav className="language-control" aria-label={t('language.label')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language.code}>
            {language.code === current ? (
              <a href={hrefIn(language.code)} lang={language.code} aria-current="true" onClick={followIn(language.code)}>
                {language.name}
              </a>
            ) : (
              <a href={hrefIn(language.code)} lang={language.code} hrefLang={language.code} onClick={followIn(language.code)}>
                {language.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Which language to offer, if any: the visitor's remembered choice; else, on an English page, the
 * browser's Assamese or Hindi. A browser set to English offers nothing on an Assamese page: most
 * phones here are set to English whatever their owner reads.
 */
function offeredLanguage(current: Language): Language | null {
  const choice = storedChoice();
  if (choice) return choice === current ? null : choice;
  if (current !== 'en') return null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0];
    if (code === 'en') return null;
    if (isLanguage(code)) return code;
  }
  return null;
}

/**
 * A one-line offer of the page in the visitor's language (remembered choice, or the browser's), in
 * that language. Drawn after the page is up (never in the server's markup), and never a redirect.
 */
export function LanguageOffer() {
  const t = useT(SHELL_NAMESPACE);
  const current = useLanguage();
  const hrefIn = useLanguageHref();
  const [offer, setOffer] = useState<Language | null>(null);
  useEffect(() => setOffer(offeredLanguage(current)), [current]);
  if (!offer) return null;
  const info = languageInfo(offer);
  return (
    <div className="language-offer" role="region" aria-label={t('language.label')}>
      <p className="container language-offer__inner">
        <span lang={offer}>
          {info.offer}{' '}
          <a href={hrefIn(offer)} hrefLang={offer} onClick={followIn(offer)}>
            {info.offerLink}
          </a>
        </span>
        <button
          type="button"
          className="language-offer__dismiss"
          onClick={() => {
            remember(current);
            setOffer(null);
          }}
        >
          {t('language.dismiss')}
        </button>
      </p>
    </div>
  );
}
