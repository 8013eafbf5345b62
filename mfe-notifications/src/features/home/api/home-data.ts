import type { EventsResponse, NewsResponse, NoticeListResponse } from '@aec/contracts';
import { useResource } from '@aec/ui';

// The home widgets read three calls, not five: the carousel and the news section read one news
// call; the flash bar and the notice list read one notice call (its first 10 rows are exactly
// /api/notice/1/10, newest first). Widgets asking for one URL share it: the server reads it once
// and embeds it once, and in the browser the resource store sends concurrent asks as one request.
// fields=card: only what the widgets draw, since the server embeds these answers in the home page's HTML.
export const HOME_NOTICES_URL = '/api/notice/1/20?lean=1&fields=card';
export const HOME_NEWS_URL = '/api/news/1/5?lean=1&fields=card';
export const HOME_EVENTS_URL = '/api/events/1/5?lean=1&fields=card';

export const useHomeNotices = () => useResource<NoticeListResponse>(HOME_NOTICES_URL);
export const useHomeNews = () => useResource<NewsResponse>(HOME_NEWS_URL);
export const useHomeEvents = () => useResource<EventsResponse>(HOME_EVENTS_URL);

export const FLASH_NEWS_COUNT = 10;
export const CAROUSEL_SLIDES = 3;
