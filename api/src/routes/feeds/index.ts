import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { IdParam, departmentFacts, type DepartmentFacts } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { escapeXml, plainText } from '../../lib/markup';
import { attachmentDisposition } from '../../lib/send-file';
import { itemUrl } from '../../plugins/app/search/search-repository';
import { eventCalendar, type CalendarSite } from './event-calendar';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Where the feeds are served (the routes' /api prefix): a feed names its own address (atom:link rel="self"). */
const FEEDS_PATH = '/api/feeds';

interface RssChannel {
  title: string;
  link: string;
  description: string;
}

interface RssItem {
  title: string;
  link: string;
  description: string;
  date: string;
  guid: string;
}

/** RSS 2.0 with the Atom self link readers and validators look for: `self` is the feed's own absolute URL. */
function rss(self: string, { title, link, description }: RssChannel, items: RssItem[]): string {
  const entries = items
    .map(
      (i) => `    <item>
      <title>${escapeXml(i.title)}</title>
      <link>${escapeXml(i.link)}</link>
      <guid isPermaLink="false">${escapeXml(i.guid)}</guid>
      <pubDate>${new Date(i.date).toUTCString()}</pubDate>
      <description>${escapeXml(i.description)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
    <title>${escapeXml(title)}</title>
    <link>${escapeXml(link)}</link>
    <description>${escapeXml(description)}</description>
    <language>en-in</language>
${entries}
  </channel>
</rss>
`;
}

/** RSS 2.0 of current notices and tenders, iCalendar of events (beyond docs/product/api-compatibility.md). */
const feedRoutes: FastifyPluginAsync = async (app) => {
  // Links from the configured public address (AEC_PUBLIC_URL), never from Host or X-Forwarded-Host:
  // these answers are cached (by nginx too) for every reader, so a forged header must not reach them.
  const origin = app.config.publicUrl;
  const calendarSite: CalendarSite = { origin, host: new URL(origin).hostname };
  /**
   * GET /api/feeds/<name>.rss: the channel and its items, the newest 50 (read at each request). A name ending in
   * a parameter (`department/:code`) is one feed per value that `find` knows; channel and items get what it found.
   * Any file name is taken there, so an unknown value is a 404 like any unknown feed, not a 400.
   */
  const rssRoute = <T = undefined>(
    name: string,
    channel: RssChannel | ((found: T) => RssChannel),
    items: (found: T) => RssItem[],
    find?: (value: string) => T | undefined,
  ) => {
    const feed = (path: string, found: T, reply: FastifyReply) => {
      reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300');
      return rss(`${origin}${FEEDS_PATH}/${path}.rss`, typeof channel === 'function' ? channel(found) : channel, items(found));
    };
    const folder = name.split('/:')[0]!;
    if (!find || folder === name) return app.get(`/feeds/${name}.rss`, async (_request, reply) => feed(name, undefined as T, reply));
    return app
      .withTypeProvider<ZodTypeProvider>()
      .get(`/feeds/${folder}/:file`, { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
        const { file } = request.params;
        const value = file.endsWith('.rss') ? file.slice(0, -'.rss'.length) : undefined;
        const found = value === undefined ? undefined : find(value);
        if (found === undefined) throw notFound(`Feed ${file.slice(0, 40)}`);
        return feed(`${folder}/${value}`, found, reply);
      });
  };

  /** A notice's, event's or news item's entry: its page, and its text without markup. */
  const pageItem = (kind: 'notice' | 'event' | 'news', row: { id: number; title: string; message: string; _date_: string }): RssItem => ({
    title: row.title,
    link: `${origin}${itemUrl[kind](row.id)}`,
    description: plainText(row.message),
    date: row._date_,
    guid: `aec-${kind}-${row.id}`,
  });

  rssRoute(
    'notices',
    { title: 'Assam Engineering College: notices', link: `${origin}/notifications`, description: 'Notices of Assam Engineering College, Guwahati' },
    () => app.notices.list({ offset: 0, limit: 50 }).rows.map((n) => pageItem('notice', n)),
  );

  rssRoute(
    'tenders',
    { title: 'Assam Engineering College: tenders', link: `${origin}/notifications/tender`, description: 'Tenders of Assam Engineering College, Guwahati' },
    () =>
      app.tenders.list({ offset: 0, limit: 50 }).rows.map((t) => ({
        title: `${t.tender_no}: ${t.title} (${t.status})`,
        link: `${origin}${itemUrl.tender(t.id)}`,
        description: `Closes ${new Date(t.date_closing).toUTCString()}. Status: ${t.status}.`,
        date: t._date_,
        guid: `aec-tender-${t.id}`,
      })),
  );

  rssRoute(
    'aec',
    {
      title: 'Assam Engineering College: college notices',
      link: `${origin}/notifications`,
      description: "The college's own (AEC) notices, Assam Engineering College, Guwahati",
    },
    () => app.notices.list({ offset: 0, limit: 50, type: 'AEC' }).rows.map((n) => pageItem('notice', n)),
  );

  rssRoute(
    'events',
    { title: 'Assam Engineering College: events', link: `${origin}/events`, description: 'Events of Assam Engineering College, Guwahati' },
    () => app.events.list(0, 50, true).rows.map((e) => pageItem('event', e)),
  );

  // Each department's notice board: /api/feeds/department/cse.rss (code as department-list.ts writes it).
  rssRoute(
    'department/:code',
    ({ code, name }: DepartmentFacts) => ({
      title: `Assam Engineering College: ${name} notices`,
      link: `${origin}/department/${code}/notice`,
      description: `Notices of the Department of ${name}, Assam Engineering College, Guwahati`,
    }),
    ({ id, code }) =>
      app.departmentNotifications
        .list(id, true)
        .slice(0, 50)
        .map((n) => ({
          title: n.data.title,
          link: `${origin}/department/${code}/notice`,
          description: plainText(n.data.message),
          date: n.data.created_at,
          guid: `aec-department-notice-${n.data.id}`,
        })),
    departmentFacts,
  );

  rssRoute('news', { title: 'Assam Engineering College: news', link: `${origin}/news`, description: 'News of Assam Engineering College, Guwahati' }, () =>
    app.news.list(0, 50, true).rows.map((n) => pageItem('news', n)),
  );

  app.get('/feeds/events.ics', async (_request, reply) => {
    reply.type(CALENDAR_TYPE).header('cache-control', 'public, max-age=300');
    return eventCalendar(app.events.all(), calendarSite);
  });

  // One event's file, the "Add to calendar" link of its page.
  app.withTypeProvider<ZodTypeProvider>().get('/feeds/events/:id.ics', { schema: { params: IdParam } }, async (request, reply) => {
    const { id } = request.params;
    const event = app.events.get(id, true)?.rows[0];
    if (!event) throw notFound(`Event ${id}`);
    reply.type(CALENDAR_TYPE).header('cache-control', 'public, max-age=300').header('content-disposition', attachmentDisposition(event.title, 'ics'));
    return eventCalendar([event], calendarSite);
  });
};
export default feedRoutes;
