import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { createBisClient, parseCreatedAt } from './bis-client';

const noop = () => undefined;
const silent = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => silent } as unknown as FastifyBaseLogger;

describe('BIS corner client', () => {
  let server: http.Server;
  let url: string;
  let calls = 0;
  let lastBody = '';
  let answer: () => [number, unknown] = () => [200, []];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls++;
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        lastBody = body;
        const [status, json] = answer();
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/banner`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => (calls = 0));

  it('posts form-encoded credentials, sorts newest first and caches for an hour', async () => {
    answer = () => [
      200,
      {
        banner_scroll_data: [
          { title: 'Old', description: 'd', created_at: '02-01-2026 10:00:00', url: 'https://example.org/1' },
          { title: 'New', description: 'd', created_at: '15-11-2026 09:30:00', url: 'https://example.org/2' },
          { title: 'Middle', description: 'd', created_at: '20-06-2026 18:00:00', url: 'https://example.org/3' },
          { broken: true },
        ],
      },
    ];
    const client = createBisClient({ url, user: 'aec', password: 's3cret' }, silent);
    const items = await client.notifications();
    expect(items.map((i) => i.title)).toEqual(['New', 'Middle', 'Old']);
    expect(lastBody).toBe('username=aec&password=s3cret');
    await client.notifications();
    expect(calls).toBe(1);
  });

  it.each([
    ['an error status', () => [500, { error: 'down' }] as [number, unknown]],
    ['an unexpected shape', () => [200, { something: 'else' }] as [number, unknown]],
  ])('answers [] on %s', async (_what, failing) => {
    answer = failing;
    expect(await createBisClient({ url }, silent).notifications()).toEqual([]);
  });

  it('answers [] when the service cannot be reached or is not configured', async () => {
    expect(await createBisClient({ url: 'http://127.0.0.1:1/none', timeoutMs: 500 }, silent).notifications()).toEqual([]);
    expect(await createBisClient({}, silent).notifications()).toEqual([]);
  });

  it('reads day-month-year dates', () => {
    expect(parseCreatedAt('21-11-2026 14:05:00')).toBe(Date.UTC(2026, 10, 21, 14, 5, 0));
  });
});
