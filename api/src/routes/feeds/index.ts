import type { FastifyPluginAsync } from 'fastify';
import { IdParam } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { escapeXml, plainText } from '../../lib/markup';
import { attachmentDisposition } from '../../lib/send-file';
import { itemUrl } from '../../plugins/app/search/search-repository';
import { eventCalendar, type CalendarSite } from './event-calendar';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';


function rss(title: string, link: string, description: string, items: Array<{ title: string; link: string; description: string; date: string; guid: string }>): string {
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
<rss version="2.0">
  <channel>
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
  app.get('/feeds/notices.rss', async (_request, reply) => {
    const { rows } = app.notices.list({ offset: 0, limit: 50 });
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    return rss(
      'Assam Engineering College: notices',
      `${origin}/notifications`,
      'Notices of Assam Engineering College, Guwahati',
      rows.map((n) => ({
        title: n.title,
        link: `${origin}${itemUrl.notice(n.id)}`,
        description: plainText(n.message),
        date: n._date_,
        guid: `aec-notice-${n.id}`,
      })),
    );
  });

  app.get('/feeds/tenders.rss', async (_request, reply) => {
    const { rows } = app.tenders.list({ offset: 0, limit: 50 });
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300');
    return rss(
      'Assam Engineering College: tenders',
      `${origin}/notifications`,
      'Tenders of Assam Engineering College, Guwahati',
      rows.map((t) => ({
        title: `${t.tender_no}: ${t.title} (${t.status})`,
        link: `${origin}${itemUrl.tender(t.id)}`,
        description: `Closes ${new Date(t.date_closing).toUTCString()}. Status: ${t.status}.`,
        date: t._date_,
        guid: `aec-tender-${t.id}`,
      })),
    );
  });

  app.get('/feeds/events.ics', async (_request, reply) => {
    reply.type(CALENDAR_TYPE).header('cache-control', 'public, max-age=300');
    return eventCalendar(app.events.all(), calendarSite);
  });

  // One event's file, the "Add to calendar" link of its page.
  app.get('/feeds/events/:id.ics', async (request, reply) => {
    const { id } = IdParam.parse(request.params);
    const event = app.events.get(id, true)?.rows[0];
    if (!event) throw notFound(`Event ${id}`);
    reply.type(CALENDAR_TYPE).header('cache-control', 'public, max-age=300').header('content-disposition', attachmentDisposition(event.title, 'ics'));
    return eventCalendar([event], calendarSite);
  });
};
export default feedRoutes;
