import { useEffect, useState } from 'react';
import type { NoticeRow } from '@aec/contracts';
import { Localized, useDateFormats } from '@aec/ui';
import { usePrefersReducedMotion } from '../../../hooks/use-reduced-motion';

/** docs/product/figures.md: the screen's notice list moves on by 2 at a time. */
export const TICKER_STEP = 2;

/** The rows in view after `start` steps: a window that wraps around the list. */
export function tickerWindow<T>(rows: T[], start: number, size: number): T[] {
  if (rows.length <= size) return rows;
  const offset = ((start % rows.length) + rows.length) % rows.length;
  return Array.from({ length: size }, (_, i) => rows[(offset + i) % rows.length] as T);
}

interface NoticeTickerProps {
  notices: NoticeRow[];
  /** How many notices fit on the screen at once. */
  visible?: number;
  stepMs?: number;
  paused?: boolean;
}

/** The notice column of the TV screen: a window of notices moving on by two. */
export function NoticeTicker({ notices, visible = 7, stepMs = 7000, paused = false }: NoticeTickerProps) {
  const formats = useDateFormats();
  const [start, setStart] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const moving = !paused && notices.length > visible;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setStart((s) => (s + TICKER_STEP) % notices.length), stepMs);
    return () => window.clearInterval(timer);
  }, [moving, stepMs, notices.length]);

  const rows = tickerWindow(notices, start, visible);
  return (
    <ul className={`nt-ticker${reducedMotion ? '' : ' nt-ticker--animated'}`} key={reducedMotion ? 'still' : start}>
      {rows.map((notice) => (
        <li key={notice.id} className="nt-ticker__item">
          <span className="nt-ticker__date">{formats.listDate(notice._date_)}</span>
          <Localized className="nt-ticker__title" translations={notice.translations} field="title" english={notice.title} />
        </li>
      ))}
    </ul>
  );
}
