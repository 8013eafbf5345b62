import { useEffect, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Localized, useLanguage, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { FLASH_NEWS_COUNT, useHomeNotices } from '../api/home-data';
import { titleIn } from '../../../api/content';

/** Seconds for one pass: long enough to read at any length of titles. */
function passSeconds(titles: string[]): number {
  const characters = titles.reduce((n, t) => n + t.length + 6, 0);
  return Math.max(20, Math.round(characters / 7));
}

/**
 * The flash-news bar: the 10 latest notice titles running by. It stops on hover and keyboard
 * focus, with the Pause button, and entirely under prefers-reduced-motion (then it scrolls by hand).
 * The titles are in the server's HTML standing still, once; they start running (a second copy appended for the
 * seamless loop) once the page's code has taken over (an effect), when the Pause button works too.
 */
export function FlashNewsMarquee() {
  const t = useT(NAMESPACE);
  const language = useLanguage();
  const notices = useHomeNotices();
  const [paused, setPaused] = useState(false);
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const rows = notices.status === 'ready' ? notices.data.rows.slice(0, FLASH_NEWS_COUNT) : [];

  const items = (copy: 'first' | 'second') =>
    rows.map((notice) => (
      <li key={`${copy}-${notice.id}`}>
        <Link to={`/notifications/notice/${notice.id}`} tabIndex={copy === 'second' ? -1 : undefined}>
          <Localized translations={notice.translations} field="title" english={notice.title} />
        </Link>
      </li>
    ));

  return (
    <section className={`nt-flash${running ? ' nt-flash--running' : ''}${paused ? ' nt-flash--paused' : ''}`} aria-label={t('home.flash')}>
      <span className="nt-flash__label" aria-hidden="true">
        {t('home.flash')}
      </span>
      <div className="nt-flash__viewport">
        {notices.status === 'loading' && <p className="nt-flash__status">{t('home.flashLoading')}</p>}
        {notices.status === 'failed' && (
          <p className="nt-flash__status">
            {t('home.flashFailed')}{' '}
            <button type="button" className="nt-link-button" onClick={notices.retry}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {notices.status === 'ready' && rows.length === 0 && <p className="nt-flash__status">{t('home.flashEmpty')}</p>}
        {rows.length > 0 && (
          <div className="nt-flash__track" style={{ '--nt-flash-duration': `${passSeconds(rows.map((r) => titleIn(r, language).text))}s` } as CSSProperties}>
            <ul className="nt-flash__list">{items('first')}</ul>
            {/* The second copy only makes the running loop seamless: hidden from screen readers and the tab order, and
                drawn once running, so the server's HTML (standing still) carries the titles once. */}
            {running && (
              <ul className="nt-flash__list nt-flash__list--copy" aria-hidden="true">
                {items('second')}
              </ul>
            )}
          </div>
        )}
      </div>
      {rows.length > 0 && (
        <button type="button" className="nt-flash__toggle" onClick={() => setPaused((p) => !p)}>
          {paused ? t('carousel.play') : t('carousel.pause')}
          <span className="visually-hidden"> {t('home.flashLower')}</span>
        </button>
      )}
    </section>
  );
}
