import { AlertCountsResponse, AlertSubscribeResponse, AlertTopicsResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from '../staff/staff-test-kit';

const outbox = (ctx: TestContext, to: string) =>
  ctx.app.db.prepare('SELECT subject, body_text, headers FROM mail_outbox WHERE to_address = ? ORDER BY id').all(to) as Array<{
    subject: string;
    body_text: string;
    headers: string | null;
  }>;

describe('/api/alerts', () => {
  let ctx: TestContext;
  const kit = staffTestKit(() => ctx.app);
  let staff: { admin: StaffSession; publisher: StaffSession; officer: StaffSession };
  beforeAll(async () => {
    ctx = await buildTestApp({ ...STAFF_TEST_ENV, AEC_PUBLIC_URL: 'http://www.aec.example' });
    staff = await kit.signInStaff();
  });
  afterAll(() => ctx?.close());
  const subscribe = (payload: unknown) => ctx.app.inject({ method: 'POST', url: '/api/alerts/subscribe', payload: payload as object });

  it('lists every topic with its names in three languages', async () => {
    const res = await ctx.app.inject({ url: '/api/alerts/topics' });
    expect(res.statusCode).toBe(200);
    const { topics } = AlertTopicsResponse.parse(res.json());
    expect(topics.map((t) => t.id)).toEqual(expect.arrayContaining(['notices', 'aec', 'tenders', 'news', 'events', 'department:cse', 'project:teqip']));
    expect(topics.find((t) => t.id === 'department:cse')!.names).toEqual({
      en: 'Computer Science and Engineering: notices',
      as: 'কম্পিউটাৰ বিজ্ঞান আৰু অভিযান্ত্ৰিক: জাননী',
      hi: 'कंप्यूटर विज्ञान एवं इंजीनियरिंग: सूचनाएँ',
    });
  });

  it.each([
    [{ email: 'a@example.org', topics: ['horoscope'] }, /Unknown topic 'horoscope'/],
    [{ email: 'a@example.org', topics: [] }, /Choose at least one topic/],
    [{ email: 'a@example.org' }, /topics/],
    [{ email: 'not-an-address', topics: ['news'] }, /Enter a valid email address/],
    [{ email: 'a@example.org', topics: ['news'], frequency: 'hourly' }, /frequency must be 'each' or 'daily'/],
  ])('refuses %j with a 400 and a sentence', async (payload, sentence) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(sentence);
  });

  it("answers one project's topic (a project page's tender box) in the project's words, any other choice in the alerts' words", async () => {
    const one = await subscribe({ email: 'bidder@example.org', topics: ['project:teqip'], frequency: 'each', language: 'en' });
    expect(one.statusCode).toBe(202);
    expect(one.json().message).toContain(`to start the TEQIP-III tender alerts`);
    const two = await subscribe({ email: 'bidder@example.org', topics: ['project:teqip', 'news'], language: 'en' });
    expect(two.json().message).toContain('to start the alerts.');
  });

  it('subscribes (202), confirms, alerts on a department notice published in the console, and unsubscribes with one click and no cookie', async () => {
    const email = 'student.cse@example.org';
    const res = await subscribe({ email, topics: ['department:6'], frequency: 'each', language: 'as' });
    expect(res.statusCode).toBe(202);
    expect(AlertSubscribeResponse.parse(res.json()).message).toMatch(/^প্ৰায় হৈ গ'ল: student\.cse@example\.org/);
    const confirmToken = /\/as\/alerts\/confirm\?token=([A-Za-z0-9_-]{32})/.exec(outbox(ctx, email)[0]!.body_text)![1]!;
    const confirmed = await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token: confirmToken } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toMatch(/^ধন্যবাদ/);

    const published = await kit.call(staff.publisher, 'POST', '/api/staff/department-notifications', {
      department: 'cse',
      title: 'Lab schedule (test)',
      message: '<p>See the board.</p>',
      createdBy: '',
      fileIds: [],
      translations: { as: { title: 'পৰীক্ষাগাৰৰ সময়সূচী (পৰীক্ষা)' } },
    });
    expect(published.statusCode).toBe(201);
    const alert = outbox(ctx, email).at(-1)!;
    expect(alert.subject).toBe('বিভাগৰ নতুন জাননী: পৰীক্ষাগাৰৰ সময়সূচী (পৰীক্ষা)');
    expect(alert.body_text).toContain('http://www.aec.example/as/department/cse/notice');
    const oneClick = /^<(http:\/\/www\.aec\.example(\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{32}))>$/.exec(
      JSON.parse(alert.headers!)['List-Unsubscribe'],
    )!;
    // As a mail program posts it (RFC 8058): the form body, no cookie.
    const gone = await ctx.app.inject({
      method: 'POST',
      url: oneClick[2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toMatch(/^আপোনাৰ গ্ৰাহকভুক্তি বাতিল/);
    expect(ctx.app.db.prepare('SELECT COUNT(*) AS n FROM alert_subscriptions WHERE email = ?').get(email)).toEqual({ n: 0 });
    const again = await ctx.app.inject({
      method: 'POST',
      url: oneClick[2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.json().message).toMatch(/not subscribed/);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe?token=short' });
    expect(bad.statusCode).toBe(400);
    const other = await ctx.app.inject({
      method: 'POST',
      url: oneClick[2]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Other',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatch(/List-Unsubscribe must be 'One-Click'/);
  });

  it('a notice of the college alerts `notices` and `aec`; news and events alert their topics', async () => {
    const email = 'all.kinds@example.org';
    await subscribe({ email, topics: ['aec', 'news', 'events'] });
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]{32})/.exec(outbox(ctx, email)[0]!.body_text)![1]!;
    await ctx.app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    const notice = await kit.call(staff.publisher, 'POST', '/api/staff/notices', {
      title: 'Fee deadline (test)',
      type: 'AEC',
      message: '<p>Pay by Friday.</p>',
      flash: false,
      fileIds: [],
    });
    expect(notice.statusCode).toBe(201);
    expect(outbox(ctx, email).at(-1)!.subject).toBe('New notice: Fee deadline (test)');
    expect(outbox(ctx, email).at(-1)!.body_text).toContain(`http://www.aec.example/notifications/notice/${notice.json().id}`);
  });

  it('staff see the counts per topic, confirmed and pending, without an address; the public does not', async () => {
    await subscribe({ email: 'pending.one@example.org', topics: ['tenders'] });
    for (const session of [staff.officer, staff.publisher, staff.admin]) {
      const res = await kit.call(session, 'GET', '/api/staff/alerts/counts');
      expect(res.statusCode).toBe(200);
      const { topics } = AlertCountsResponse.parse(res.json());
      expect(topics.find((t) => t.topic === 'tenders')).toEqual({ topic: 'tenders', confirmed: 0, pending: 1 });
      expect(topics.find((t) => t.topic === 'aec')).toEqual({ topic: 'aec', confirmed: 1, pending: 0 });
      expect(res.body).not.toContain('@');
    }
    expect((await ctx.app.inject({ url: '/api/staff/alerts/counts' })).statusCode).toBe(401);
  });
});
