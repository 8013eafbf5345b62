import sharp from 'sharp';
import { AuditListResponse, StaffVideo, StaffVideoListResponse, VideoListResponse, VideoUploadResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { checkMp4 } from '../../lib/mp4-check';
import { sampleVideo, type SampleVideo } from '../../seed/sample-video';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

/** An ISO box: size, type, contents. */
const box = (type: string, ...contents: Buffer[]) => {
  const body = Buffer.concat(contents);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** A plain JPEG of this size (a poster). */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
const ftyp = (brand: string) => box('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}`, 'latin1'));

describe('videos: the MP4 byte check', () => {
  let sample: SampleVideo;
  beforeAll(async () => {
    sample = await sampleVideo('Check', ['#000000', '#333333'], { seconds: 1, fps: 4, width: 320, height: 176 });
  });

  it('a real MP4 made by the project passes and tells its picture size', () => {
    expect(sample.mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(checkMp4(sample.mp4)).toEqual({ width: 320, height: 176 });
  });

  it('refuses by the bytes, with a sentence: a photo, a QuickTime movie, a cut file, no index, no picture', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const refusal = (bytes: Buffer) => {
      try {
        checkMp4(bytes);
      } catch (error) {
        return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
      }
      return undefined;
    };
    expect(refusal(png)).toEqual({ status: 415, message: expect.stringMatching(/^Only MP4 videos can be uploaded here/) });
    expect(refusal(Buffer.concat([ftyp('qt  '), sample.mp4.subarray(sample.mp4.readUInt32BE(0))]))?.status).toBe(415);
    expect(refusal(sample.mp4.subarray(0, sample.mp4.length - 100))?.message).toMatch(/damaged or incomplete/);
    expect(refusal(Buffer.concat([ftyp('isom'), box('mdat', Buffer.alloc(64))]))?.message).toMatch(/no index/);
    // A track whose header says 0 × 0: sound only.
    const soundOnly = box('moov', box('trak', box('tkhd', Buffer.alloc(84))));
    expect(refusal(Buffer.concat([ftyp('mp42'), soundOnly]))?.message).toMatch(/no picture/);
    expect(refusal(Buffer.alloc(0))?.status).toBe(400);
  });
});

describe('videos: the console calls and the public list', () => {
  let ctx: TestContext;
  let admin: StaffSession;
  let publisher: StaffSession;
  let officer: StaffSession;
  let mp4: Buffer;
  const kit = staffTestKit(() => ctx.app);
  const upload = (session: StaffSession, bytes: Buffer, name = 'film.mp4') =>
    kit.call(session, 'POST', '/api/staff/videos/files', { name, type: 'video/mp4', dataBase64: bytes.toString('base64') });
  const title = { en: 'Convocation (sample)', as: 'সমাৱৰ্তন (নমুনা)', hi: 'दीक्षांत (नमूना)' };
  const publicList = async (query = '') => VideoListResponse.parse((await ctx.app.inject({ url: `/api/videos${query}` })).json()).videos;

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ admin, publisher, officer } = await kit.signInStaff());
    mp4 = (await sampleVideo('Upload', ['#0b3d6e', '#1f6fb2'], { seconds: 1, fps: 4, width: 320, height: 176 })).mp4;
  });
  afterAll(() => ctx.close());

  it('an MP4 is stored with its size; a PNG sent as video/mp4 and a wrong type are refused with a sentence', async () => {
    const res = await upload(publisher, mp4);
    expect(res.statusCode).toBe(201);
    expect(VideoUploadResponse.parse(res.json())).toMatchObject({
      type: 'video/mp4',
      name: 'film.mp4',
      width: 320,
      height: 176,
      url: expect.stringMatching(/\.mp4$/),
    });

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const disguised = await upload(publisher, png, 'holiday.mp4');
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ error: expect.stringMatching(/^Only MP4 videos can be uploaded here; this file is not one/) });

    const declared = await kit.call(publisher, 'POST', '/api/staff/videos/files', { name: 'a.mov', type: 'video/quicktime', dataBase64: 'AAAA' });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().error).toMatch(/only MP4 videos can be uploaded here/);
  });

  it('YouTube links: a real id is kept, anything else is a 400 with a sentence', async () => {
    for (const youtubeUrl of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://vimeo.com/123',
    ]) {
      const res = await kit.call(publisher, 'POST', '/api/staff/videos', { title, youtubeUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/This is not a link to a YouTube video/);
    }
    const neither = await kit.call(publisher, 'POST', '/api/staff/videos', { title });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error).toMatch(/either a YouTube link or an uploaded MP4/);

    const res = await kit.call(publisher, 'POST', '/api/staff/videos', { title, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=10' });
    expect(res.statusCode).toBe(201);
    expect(StaffVideo.parse(res.json())).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', width: 1280, height: 720, place: 'resources', sample: false });
  });

  it('an MP4 with a poster: public list, file served with ranges, reorder, edit, remove; each step audited', async () => {
    const file = VideoUploadResponse.parse((await upload(publisher, mp4, 'tour.mp4')).json());
    const poster = await kit.upload(publisher, 'poster.jpg', 'image/jpeg', await photo(1280, 720));
    // The MP4 is not public until a video shows it.
    expect((await ctx.app.inject({ url: file.url })).statusCode).toBe(404);

    const created = StaffVideo.parse(
      (await kit.call(publisher, 'POST', '/api/staff/videos', { title, description: { en: 'The campus.' }, fileId: file.id, posterFileId: poster.id })).json(),
    );
    expect(created).toMatchObject({ width: 320, height: 176, youtubeId: null, position: 1, file: { url: file.url } });

    const listed = await publicList();
    expect(listed.map((v) => v.id)).toEqual([listed[0]!.id, created.id]);
    expect(listed[1]).toMatchObject({ title, description: { en: 'The campus.', as: '', hi: '' }, poster: { variants: expect.any(Array) } });
    const ranged = await ctx.app.inject({ url: file.url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const moved = StaffVideoListResponse.parse((await kit.call(publisher, 'POST', `/api/staff/videos/${created.id}/move`, { direction: 'up' })).json());
    expect(moved.rows[0]!.id).toBe(created.id);
    expect((await publicList())[0]!.id).toBe(created.id);

    const edited = await kit.call(publisher, 'PUT', `/api/staff/videos/${created.id}`, {
      title: { ...title, en: 'Campus tour' },
      fileId: file.id,
      posterFileId: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(StaffVideo.parse(edited.json())).toMatchObject({ title: { en: 'Campus tour' }, poster: null, position: 0 });

    expect((await kit.call(publisher, 'DELETE', `/api/staff/videos/${created.id}`)).statusCode).toBe(204);
    expect((await publicList()).map((v) => v.id)).not.toContain(created.id);
    expect((await ctx.app.inject({ url: file.url })).statusCode).toBe(404);
    expect((await kit.call(publisher, 'DELETE', `/api/staff/videos/${created.id}`)).statusCode).toBe(404);

    const audit = AuditListResponse.parse((await kit.call(admin, 'GET', '/api/staff/audit?action=video')).json());
    expect(audit.rows.filter((r) => r.target === `video:${created.id}`).map((r) => r.action)).toEqual([
      'video.delete',
      'video.update',
      'video.move',
      'video.create',
    ]);
  });

  it('a video of a news item needs one that exists, and shows in that item’s list only', async () => {
    const news = await kit.call(publisher, 'POST', '/api/staff/news', { title: 'Sports day (sample)', message: '<p>Races.</p>' });
    const newsId = news.json().id as number;
    const missing = await kit.call(publisher, 'POST', '/api/staff/videos', {
      title,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      place: 'news',
      itemId: 999999,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('There is no news item with this itemId.');
    const res = await kit.call(publisher, 'POST', '/api/staff/videos', {
      title,
      youtubeUrl: 'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      place: 'news',
      itemId: newsId,
    });
    expect(res.statusCode).toBe(201);
    expect((await publicList(`?place=news&item=${newsId}`)).map((v) => v.youtubeId)).toEqual(['dQw4w9WgXcQ']);
    expect((await publicList()).every((v) => v.id !== res.json().id)).toBe(true);
    const noItem = await ctx.app.inject({ url: '/api/videos?place=news' });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().error).toMatch(/item/);
  });

  it('an unpublished news item’s MP4, poster and list answer 404 (empty) to visitors; staff read them no-store; published, public', async () => {
    const file = VideoUploadResponse.parse((await upload(publisher, mp4, 'race.mp4')).json());
    const poster = await kit.upload(publisher, 'race-poster.jpg', 'image/jpeg', await photo(800, 450));
    const news = await kit.call(publisher, 'POST', '/api/staff/news', { title: 'Relay final (sample)', message: '<p>Film.</p>' });
    const newsId = news.json().id as number;
    const video = { title, fileId: file.id, posterFileId: poster.id, place: 'news', itemId: newsId };
    expect((await kit.call(publisher, 'POST', '/api/staff/videos', video)).statusCode).toBe(201);
    const [listed] = await publicList(`?place=news&item=${newsId}`);
    const urls = [listed!.file!.url, listed!.poster!.url, listed!.poster!.variants![0]!.webp];
    const status = async (url: string) => (await ctx.app.inject({ url })).statusCode;
    expect(await Promise.all(urls.map(status))).toEqual([200, 200, 200]);

    expect((await kit.call(publisher, 'POST', `/api/staff/news/${newsId}/unpublish`)).statusCode).toBe(200);
    expect(await Promise.all(urls.map(status))).toEqual([404, 404, 404]);
    expect(await publicList(`?place=news&item=${newsId}`)).toEqual([]);
    // A staff preview reads them through the staff scope: never kept, and not without a session.
    const staffUrls = urls.map((url) => url.replace(/^\/files\//, '/api/staff/workflow/files/'));
    for (const url of staffUrls) {
      const res = await kit.call(publisher, 'GET', url);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    }
    expect((await kit.call(publisher, 'GET', staffUrls[0]!)).rawPayload.equals(mp4)).toBe(true);
    expect((await ctx.app.inject({ url: staffUrls[0]! })).statusCode).toBe(401);
    expect((await kit.call(officer, 'GET', staffUrls[0]!)).statusCode).toBe(403);
    // Only stored files and their variants: never the uploads as they came (files/originals/).
    expect((await kit.call(publisher, 'GET', `/api/staff/workflow/files/originals/${listed!.poster!.url.slice('/files/'.length)}`)).statusCode).toBe(404);

    expect((await kit.call(publisher, 'POST', `/api/staff/news/${newsId}/publish`)).statusCode).toBe(200);
    expect(await Promise.all(urls.map(status))).toEqual([200, 200, 200]);
    expect((await publicList(`?place=news&item=${newsId}`)).map((v) => v.file?.url)).toEqual([file.url]);
  });

  it('staff calls need a publisher: no session 401, a grievance officer 403', async () => {
    expect((await kit.call(undefined, 'GET', '/api/staff/videos')).statusCode).toBe(401);
    expect((await kit.call(officer, 'POST', '/api/staff/videos', { title, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' })).statusCode).toBe(403);
    expect((await upload(officer, mp4)).statusCode).toBe(403);
  });
});
