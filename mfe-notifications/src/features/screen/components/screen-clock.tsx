import { useEffect, useState } from 'react';

const clockFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** Date and time in Guwahati, updated every half minute. */
export function ScreenClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="nt-screen__clock" dateTime={now.toISOString()}>
      {clockFormat.format(now)}
    </time>
  );
}
