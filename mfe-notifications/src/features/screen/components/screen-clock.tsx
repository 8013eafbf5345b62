import { useEffect, useState } from 'react';
import { lazyDateFormat, useLanguage, type Language } from '@aec/ui';

interface ScreenFormats {
  /** 'Wednesday, 25 November 2026 at 5:35 pm' for the clock. */
  clock: { format(date: Date | number): string };
  /** '5:35 pm' for the line saying when the data was last updated. */
  time: { format(date: Date | number): string };
}

const TIME_ZONE = 'Asia/Kolkata';
const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE };
// Hindi's ICU writes the time of day as Latin 'am'/'pm'; a 24-hour clock reads naturally instead.
const TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE },
  as: { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE },
  hi: { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE },
};

function formatsOf(language: Language): ScreenFormats {
  const locale = language === 'en' ? 'en-IN' : `${language}-IN`;
  const time = lazyDateFormat(locale, TIME[language]);
  if (language === 'en') return { clock: lazyDateFormat(locale, { ...DAY, ...TIME.en }), time };
  // The day and the time apart: ICU joins them with an English 'at' in Assamese.
  const day = lazyDateFormat(locale, DAY);
  return { clock: { format: (date) => `${day.format(date)}, ${time.format(date)}` }, time };
}

const byLanguage = new Map<Language, ScreenFormats>();
function screenFormats(language: Language): ScreenFormats {
  let formats = byLanguage.get(language);
  if (!formats) byLanguage.set(language, (formats = formatsOf(language)));
  return formats;
}

/** The TV screen's time of day in the page's language, in India's time. */
export function useScreenTimeFormat(): ScreenFormats['time'] {
  return screenFormats(useLanguage()).time;
}

/**
 * Date and time in Guwahati, updated every half minute. The time is read in an effect: a page
 * drawn on a server (or hydrated) starts empty instead of with the server's moment.
 */
export function ScreenClock() {
  const clock = screenFormats(useLanguage()).clock;
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="nt-screen__clock" dateTime={now?.toISOString()}>
      {now ? clock.format(now) : '\u00a0'}
    </time>
  );
}
