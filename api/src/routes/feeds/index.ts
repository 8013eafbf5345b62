import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { escapeXml, plainText } from '../../lib/markup';
import { itemUrl } from '../../plugins/app/search/search-repository';

function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

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

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF + space). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (Buffer.byteLength(current + ch, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const icsDate = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, '');
const icsStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** RSS 2.0 of current notices and tenders, iCalendar of events (beyond SPEC §7). */
const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feeds/notices.rss', async (request, reply) => {
    const origin = siteOrigin(request);
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

  app.get('/feeds/tenders.rss', async (request, reply) => {
    const origin = siteOrigin(request);
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

  app.get('/feeds/events.ics', async (request, reply) => {
    const origin = siteOrigin(request);
    const host = request.host.replace(/:\d+$/, '');
    const stamp = icsStamp(new Date());
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Assam Engineering College//Events//EN', 'CALSCALE:GREGORIAN', 'X-WR-CALNAME:AEC events'];
    for (const e of app.events.all()) {
      const day = icsDate(e._date_);
      const next = icsDate(new Date(Date.parse(e._date_.slice(0, 10)) + 86_400_000).toISOString());
      lines.push(
        'BEGIN:VEVENT',
        `UID:event-${e.id}@${host}`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${day}`,
        `DTEND;VALUE=DATE:${next}`,
        `SUMMARY:${icsText(e.title)}`,
        `LOCATION:${icsText(e.venue)}`,
        `DESCRIPTION:${icsText(`${e.time ? `${e.time}. ` : ''}${plainText(e.message)}`)}`,
        `URL:${origin}${itemUrl.event(e.id)}`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    reply.type('text/calendar; charset=utf-8').header('cache-control', 'public, max-age=300');
    return `${lines.map(fold).join('\r\n')}\r\n`;
  });
};
export default feedRoutes;
