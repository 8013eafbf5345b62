import { useEffect, useState } from 'react';
import { lazyDateFormat } from '@aec/ui';

const clockFormat = lazyDateFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * Date and time in Guwahati, updated every half minute. The time is read in an effect: a page
 * drawn on a server (or hydrated) starts empty instead of with the server's moment.
 */
export function ScreenClock() {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="nt-screen__clock" dateTime={now?.toISOString()}>
      {now ? clockFormat.format(now) : '\u00a0'}
    </time>
  );
}
