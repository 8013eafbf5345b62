import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildTestApp, type TestContext } from '../../../test/helpers';

describe('"Read as text" of an attachment', () => {
  let ctx: TestContext;
  let id: number;
  let eventId: number;
  beforeAll(async () => {
    ctx = await buildTestApp();
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    doc.addPage().drawText('Hostel seat list for session <2026>', { x: 50, y: 700, font, size: 12 });
    doc.addPage();
    const pdf = ctx.app.files.save(await doc.save(), 'seats.pdf', 'application/pdf');
    const photo = ctx.app.files.save(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'photo.png', 'image/png');
    id = ctx.app.notices.create({ title: 'Hostel seats', type: 'AEC', description: '', message: '', publishedAt: '2026-03-02', fileIds: [photo.id, pdf.id] });
    eventId = ctx.app.events.create({
      title: 'Hostel day',
      eventDate: '2026-04-10',
      message: '',
      description: '',
      venue: 'Hostel 1',
      time: '10 am',
      fileIds: [photo.id, pdf.id],
    });
    await ctx.app.attachmentText.kick();
  });
  afterAll(() => ctx.close());

  it('is an HTML page written by the server, page by page, each page in its language, in the visitor’s language', async () => {
    const res = await ctx.app.inject(`/notifications/notice/${id}/attachment/2/text`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<h1>Attachment 2 of “Hostel seats” as text</h1>');
    expect(res.body).toMatch(/<section aria-labelledby="page-1" lang="en">[\s\S]*<p>Hostel seat list for session &lt;2026&gt;<\/p>/);
    expect(res.body).toContain('No text could be read from this page.');
    expect(res.body).not.toContain('<script');
    const as = await ctx.app.inject(`/as/notifications/notice/${id}/attachment/2/text`);
    expect(as.body).toContain('<html lang="as">');
    expect(as.body).toContain('পৃষ্ঠা 1');
    expect(as.body).toContain(`href="/as/notifications/notice/${id}"`);
  });

  it("is offered for an event's PDF too, leading back to the event and to the viewer", async () => {
    const res = await ctx.app.inject(`/hi/events/eventlist/${eventId}/attachment/2/text`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<h1>“Hostel day” का संलग्नक 2 पाठ के रूप में</h1>');
    expect(res.body).toContain('Hostel seat list for session &lt;2026&gt;');
    expect(res.body).toContain(`<a href="/hi/events/eventlist/${eventId}">कार्यक्रम पर वापस जाएँ</a>`);
    expect(res.body).toContain(`href="/hi/events/eventlist/${eventId}/attachment/2"`);
    expect((await ctx.app.inject(`/events/eventlist/${eventId}/attachment/1/text`)).statusCode).toBe(404);
  });

  it('answers 404 for an image, a missing attachment or notice, 400 for a bad number, as JSON sentences', async () => {
    for (const url of [
      `/notifications/notice/${id}/attachment/1/text`,
      `/notifications/notice/${id}/attachment/3/text`,
      '/notifications/notice/999/attachment/1/text',
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.stringMatching(/was not found\.$/) });
    }
    const bad = await ctx.app.inject(`/notifications/notice/${id}/attachment/0/text`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.stringContaining('attachments are numbered from 1') });
  });

  it('is listed in the sitemap in its three languages', async () => {
    const xml = (await ctx.app.inject('/sitemap.xml')).body;
    for (const prefix of ['', '/as', '/hi']) {
      expect(xml).toContain(`${prefix}/notifications/notice/${id}/attachment/2/text</loc>`);
      expect(xml).toContain(`${prefix}/events/eventlist/${eventId}/attachment/2/text</loc>`);
    }
    expect(xml).not.toContain(`/notifications/notice/${id}/attachment/1/text`);
  });
});
