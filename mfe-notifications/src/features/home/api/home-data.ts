import type { EventsResponse, NewsResponse, NoticeListResponse } from '@aec/contracts';
import { useResource } from '../../../hooks/use-resource';

// The home widgets ask for these shared requests: the carousel and the news section read one
// news call; the flash bar and the notice list read one notice call (its first 10 rows are exactly
// /api/notice/1/10, newest first), so the home page makes three calls, not five.
export const useHomeNotices = () => useResource<NoticeListResponse>('/api/notice/1/20?lean=1', { shared: true });
export const useHomeNews = () => useResource<NewsResponse>('/api/news/1/5?lean=1', { shared: true });
export const useHomeEvents = () => useResource<EventsResponse>('/api/events/1/5?lean=1', { shared: true });

export const FLASH_NEWS_COUNT = 10;
export const CAROUSEL_SLIDES = 3;
