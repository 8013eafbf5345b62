import { buildTestApp, type TestContext } from '../../../test/helpers';

/** GET /api/feeds/events/{id}.ics: one event's iCalendar file, the "Add to calendar" link of its page. */
describe('one event as an .ics file', () => {
  let ctx: TestContext;
  let id: number;
  // The links come from the public address; a forged Host changes nothing (feed-links.test.ts).
  const get = (url: string) => ctx.app.inject({ url, headers: { host: 'evil.example' } });
  beforeAll(async () => {
    ctx = await buildTestApp({ AEC_PUBLIC_URL: 'http://aec.example.in:3000' });
    id = ctx.app.events.create({
      title: 'Techxetra 2026; Day 1, Inauguration',
      // 01:30 on 3 December in Guwahati.
      eventDate: '2026-12-02T20:00:00.000Z',
      message: '<p>Robotics, coding and quiz events.</p>',
      description: 'The annual technical fest.',
      venue: 'Main Auditorium',
      time: '10:00 AM onwards',
    });
  });
  afterAll(() => ctx.close());

  it('is a download named after the event, starting at its time in India (10:00 AM, 04:30 UTC)', async () => {
    const res = await get(`/api/feeds/events/${id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Techxetra-2026-Day-1-Inauguration.ics"; filename*=UTF-8''${encodeURIComponent('Techxetra 2026; Day 1, Inauguration.ics')}`,
    );
    expect(res.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(res.body).toContain('\r\nDTSTART:20261203T043000Z\r\n');
    expect(res.body).not.toContain('DTEND');
    expect(res.body).toContain('\r\nSUMMARY:Techxetra 2026\\; Day 1\\, Inauguration\r\n');
    expect(res.body).toContain(`\r\nURL;VALUE=URI:http://aec.example.in:3000/events/eventlist/${id}\r\n`);
  });

  it('has the UID the events feed gives the same event, so adding both does not double it', async () => {
    const uid = `\r\nUID:event-${id}@aec.example.in\r\n`;
    expect((await get(`/api/feeds/events/${id}.ics`)).body).toContain(uid);
    expect((await get('/api/feeds/events.ics')).body).toContain(uid);
  });

  it('answers an unknown event with 404 and a clear message', async () => {
    const res = await get(`/api/feeds/events/${id + 1000}.ics`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: `Event ${id + 1000} was not found.` });
  });

  it.each(['abc', '0', '1.5', '99999999999'])('rejects the id %s with a 400 and a JSON error', async (bad) => {
    const res = await get(`/api/feeds/events/${bad}.ics`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });
});
