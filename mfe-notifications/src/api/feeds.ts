import type { FeedLink } from '@aec/contracts';
import { usePageHead } from '@aec/ui';

/**
 * The section's feeds (served by the API under /api/feeds), each titled as the feed titles itself: the
 * feeds are English, a reader's program rather than a page. The notices feed is also named on every
 * page by the shell's index.html.
 */
export const FEEDS = {
  notices: { href: '/api/feeds/notices.rss', title: 'Assam Engineering College: notices', type: 'application/rss+xml' },
  tenders: { href: '/api/feeds/tenders.rss', title: 'Assam Engineering College: tenders', type: 'application/rss+xml' },
  news: { href: '/api/feeds/news.rss', title: 'Assam Engineering College: news', type: 'application/rss+xml' },
  events: { href: '/api/feeds/events.ics', title: 'AEC events', type: 'text/calendar' },
  eventsRss: { href: '/api/feeds/events.rss', title: 'Assam Engineering College: events', type: 'application/rss+xml' },
} as const satisfies Record<string, FeedLink>;

/** Names a feed of what the page lists in its head (`<link rel="alternate">`), for feed readers. */
export function usePageFeed(feed: Exclude<keyof typeof FEEDS, 'notices'>): void {
  usePageHead({ feeds: [FEEDS[feed]] });
}
