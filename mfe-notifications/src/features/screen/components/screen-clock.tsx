import { useEffect, useState } from 'react';
import { lazyDateFormat, useDateFormats, useLanguage } from '@aec/ui';

type Format = (date: Date | number) => string;

const TIME_ZONE = 'Asia/Kolkata';
const englishClock = lazyDateFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});
const englishTime = lazyDateFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE });

/**
 * The TV screen's clock and its 'updated at' time in the page's language, in India's time. Assamese
 * and Hindi use @aec/ui's date and time (not the browser's Intl: Chromium has no Assamese); English
 * keeps the weekday and the short time.
 */
export function useScreenFormats(): { clock: Format; time: Format } {
  const english = useLanguage() === 'en';
  const formats = useDateFormats();
  if (english) return { clock: (date) => englishClock.format(date), time: (date) => englishTime.format(date) };
  const dateTime = (date: Date | number) => formats.dateTime(new Date(date));
  return { clock: dateTime, time: dateTime };
}

/**
 * Date and time in Guwahati, updated every half minute. The time is read in an effect: a page
 * drawn on a server (or hydrated) starts empty instead of with the server's moment.
 */
export function ScreenClock() {
  const { clock } = useScreenFormats();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="nt-screen__clock" dateTime={now?.toISOString()}>
      {now ? clock(now) : '\u00a0'}
    </time>
  );
}
