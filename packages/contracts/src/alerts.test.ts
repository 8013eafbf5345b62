import { ALERT_TOPIC_IDS, alertFormProblems, AlertSubscribeRequest, alertTopics, canonicalAlertTopic } from './alerts';

describe('alert topics', () => {
  it('lists the five kinds, thirteen departments and three projects, each named in three languages', () => {
    const topics = alertTopics();
    expect(topics).toHaveLength(5 + 13 + 3);
    expect(topics.map((t) => t.id)).toEqual(ALERT_TOPIC_IDS);
    for (const t of topics) for (const name of Object.values(t.names)) expect(name.trim()).not.toBe('');
    expect(topics.find((t) => t.id === 'department:cse')).toMatchObject({ path: '/department/cse/notice', feed: '/api/feeds/department/cse.rss' });
  });

  it('reads a department by its number or code, in any case, and knows no other topic', () => {
    expect(canonicalAlertTopic('department:6')).toBe('department:cse');
    expect(canonicalAlertTopic(' Department:CSE ')).toBe('department:cse');
    expect(canonicalAlertTopic('project:TEQIP')).toBe('project:teqip');
    expect(canonicalAlertTopic('department:99')).toBeUndefined();
    expect(canonicalAlertTopic('weather')).toBeUndefined();
  });

  it('takes a subscription with defaults and refuses an unknown topic, no topic and a malformed address with a sentence', () => {
    expect(AlertSubscribeRequest.parse({ email: 'a@example.org', topics: ['notices', 'notices', 'department:6'] })).toEqual({
      email: 'a@example.org',
      topics: ['notices', 'department:cse'],
      frequency: 'each',
      language: 'en',
    });
    const error = (body: unknown) => AlertSubscribeRequest.safeParse(body).error?.issues[0]?.message;
    expect(error({ email: 'a@example.org', topics: ['weather'] })).toMatch(/Unknown topic 'weather'/);
    expect(error({ email: 'a@example.org', topics: [] })).toBe('Choose at least one topic');
    expect(error({ email: 'not an address', topics: ['news'] })).toBe('Enter a valid email address');
    expect(error({ email: 'a@example.org', topics: ['news'], frequency: 'weekly' })).toBe("frequency must be 'each' or 'daily'");
  });

  it("the form's check without zod agrees with the API's on the address and the topics", () => {
    const addresses = [
      ['a@example.org', true],
      ['  student.name+alerts@aec.ac.in ', true],
      ["o'neil@mail.example.co.in", true],
      ['first_last-1@sub.domain.org', true],
      ['', false],
      ['   ', false],
      ['not an address', false],
      ['a@b', false],
      ['a@example.c', false],
      ['a..b@example.org', false],
      ['.a@example.org', false],
      ['a@-example.org', false],
      ['a@example..org', false],
      ['a b@example.org', false],
      [`${'a'.repeat(250)}@example.org`, false],
    ] as const;
    for (const [email, valid] of addresses) {
      const api = AlertSubscribeRequest.safeParse({ email, topics: ['news'] }).success;
      expect({ email, api }).toEqual({ email, api: valid });
      expect({ email, form: alertFormProblems({ email, topics: ['news'] }).email === undefined }).toEqual({ email, form: valid });
    }
    expect(alertFormProblems({ email: ' ', topics: [] })).toEqual({ email: 'required', topics: 'none' });
    expect(alertFormProblems({ email: 'x', topics: ['news'] })).toEqual({ email: 'invalid' });
  });
});
