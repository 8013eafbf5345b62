import zlib from 'node:zlib';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { ZodType, type z } from 'zod';
import { ApiError, CSRF_HEADER, DepartmentCodeParam, ProjectCodeParam, ProjectDocumentWrite, TenderSubscriptionRequest } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../helpers';
import { newToken, sha256 } from '../../src/plugins/app/staff/password';
import { HomeWrite } from '../../src/routes/staff/projects';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from '../../src/routes/staff/staff-test-kit';
import { FUZZ_RUNS, recordShard, summaryOf } from './report';
import { DeepNesting, arbitraryOf, controlString, hugeString, jsonText, nastyValue, validOrMutated } from './zod-arbitrary';

/**
 * SECURITY.md (fuzzing every API route): every route the app has (as Fastify lists them, so a new one cannot be left out)
 * gets requests generated from its contract schemas and mutations of them: wrong types, huge strings,
 * control characters, deep nesting, unknown fields, broken bodies and sessions. Whatever comes in,
 * the answer is below 500, carries no stack trace, and a 4xx is JSON { error: sentence } (a page
 * route may answer the site's HTML 404 page). The routes are shared out over FUZZ_FILES jest files
 * (routes-<n>.test.ts) so that jest's workers use every core. AEC_FUZZ_RUNS=<n> sets the cases per
 * route (report.ts); AEC_FUZZ_SEED=<n> replays a run, AEC_FUZZ_ONLY=<regexp> narrows it to some routes,
 * AEC_FUZZ_TRACE=1 prints each route's time a case. Decisions 055 (generator), 056 and 091 (budget, sessions).
 */

// Failed password checks would otherwise wait up to 8 s each (sign-in slow-down).
process.env.AEC_STAFF_SLOWDOWN_MS = '0';

/** The jest files the routes are shared out over (routes-1.test.ts ... ). */
export const FUZZ_FILES = 4;
const SEED = process.env.AEC_FUZZ_SEED ? Number(process.env.AEC_FUZZ_SEED) : undefined;

interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}
type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The inputs of the few routes that check (part of) their input by hand rather than by a route schema
 * (decision 080: a malformed code answers 404, not 400). Every other route is fuzzed from its own schemas.
 */
const HAND_CHECKED: Record<string, RouteContract> = {
  'GET /api/departments/:code/faculty': { params: DepartmentCodeParam },
  'GET /api/project/:code': { params: ProjectCodeParam },
  'GET /api/staff/projects/:code': { params: ProjectCodeParam },
  'POST /api/project/:code/subscribe': { params: ProjectCodeParam, body: TenderSubscriptionRequest },
  'POST /api/staff/projects/:code/documents': { params: ProjectCodeParam, body: ProjectDocumentWrite },
  'PUT /api/staff/projects/:code/home': { params: ProjectCodeParam, body: HomeWrite },
};

/**
 * Routes whose valid cases hash a password (scrypt, ~60 ms of a core each by design: password.ts) run
 * this share of the cases (decision 091); the summary names them with their count.
 */
const PASSWORD_SHARE = 0.1;
const HASHES_A_PASSWORD = new Set([
  'POST /api/staff/sign-in',
  'POST /api/staff/password',
  'POST /api/staff/accounts',
  'POST /api/staff/accounts/:id/reset-password',
]);

/** A load balancer's readiness probe answers 503 (with an error sentence) by design while a part is down. */
const NOT_READY_503 = new Set(['/api/ready']);

/** Routes that answer the site's pages (HTML, also its 404 page). */
const PAGE_ROUTES = new Set(['/', '/*', '/hostel/:id']);

interface Route {
  method: Method;
  url: string;
  contract?: RouteContract;
}

const textOf = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v instanceof DeepNesting) return v.text(2_000);
  if (typeof v === 'object' && v !== null) return jsonText(v);
  return String(v);
};

/**
 * Node's HTTP server takes at most 16 KiB of request line and headers (431 beyond; nginx in front stops
 * at 8 KiB), so a longer address never reaches the app: a part of one is cut at just over that, still
 * longer than any field allows. Sending the 1.1 MB strings in addresses spent half the fuzzer's time
 * decoding them (decision 091); bodies still carry them whole.
 */
const URL_PART_MAX = 17_000;

/**
 * Encoded as a browser sends it, or raw: '/', '%', '?' and the rest of printable ASCII as typed
 * (malformed escapes, traversal; a backslash is encoded, light-my-request cannot send '/\\host'). Lone surrogates become U+FFFD (encodeURIComponent throws on them).
 */
const segment = (v: unknown, raw: boolean) => {
  const text = textOf(v)
    .slice(0, URL_PART_MAX)
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  return (raw ? text.replace(/[^!-~]|[#\\]/gu, encodeURIComponent) : encodeURIComponent(text)).slice(0, URL_PART_MAX);
};

const paramNames = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

function pathOf(url: string, params: unknown, raw: boolean): string {
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  return url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => segment(values[name ?? '*'] ?? '', raw));
}

function queryOf(query: unknown, raw: boolean): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || query instanceof DeepNesting) return `?${segment(query, raw)}`;
  const parts = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${segment(key, false)}=${segment(v, raw)}`),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

type Body = { kind: 'json'; value: unknown } | { kind: 'none' } | { kind: 'raw'; payload: string | Buffer; contentType?: string };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/xml',
  undefined,
];

const rawBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
  fc.oneof(
    // Truncated, or JSON sent as something else.
    fc.tuple(valid, fc.nat(), fc.constantFrom(...CONTENT_TYPES)).map(([v, cut, contentType]): Body => {
      const text = jsonText(v);
      return { kind: 'raw', payload: text.slice(0, cut % (text.length + 1)), contentType };
    }),
    fc.constantFrom<Body>(
      { kind: 'raw', payload: '', contentType: 'application/json' },
      { kind: 'raw', payload: 'null', contentType: 'application/json' },
      { kind: 'raw', payload: '{"a":1,"a":2}', contentType: 'application/json' },
      { kind: 'raw', payload: '\ufeff{}', contentType: 'application/json' },
      { kind: 'raw', payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
      { kind: 'raw', payload: '{"constructor":{"prototype":{"admin":true}}}', contentType: 'application/json' },
      { kind: 'raw', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3]), contentType: 'application/json' },
      { kind: 'raw', payload: 'a=1&a=2&b[c]=3', contentType: 'application/x-www-form-urlencoded' },
      { kind: 'raw', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    ),
    fc
      .tuple(fc.oneof(controlString, hugeString), fc.constantFrom(...CONTENT_TYPES))
      .map(([payload, contentType]): Body => ({ kind: 'raw', payload, contentType })),
  );

type Auth = 'session' | 'none' | 'bad-cookie' | 'no-csrf' | 'bad-csrf' | 'other-origin';

interface Case {
  params: unknown;
  query: unknown;
  body: Body;
  rawPath: boolean;
  auth: Auth;
  accept?: string;
  acceptEncoding?: string;
}

/** Arbitrary values for a part with no schema: strings and the nasty values. */
const anyText = fc.oneof(fc.string({ maxLength: 20 }), nastyValue);
const schemaless = (names: string[]) => fc.record(Object.fromEntries(names.map((n) => [n, anyText])));

function caseArb(route: Route): fc.Arbitrary<Case> {
  const c = route.contract ?? {};
  const names = paramNames(route.url);
  const named = (schema: z.ZodType | undefined, fallback: fc.Arbitrary<unknown>) => (schema ? validOrMutated(arbitraryOf(schema)) : fallback);
  const params = named(c.params, names.length ? schemaless(names) : fc.constant({}));
  const query = c.query
    ? fc.oneof({ arbitrary: named(c.query, fc.constant(undefined)), weight: 4 }, { arbitrary: anyText, weight: 1 })
    : fc.option(fc.dictionary(fc.string({ maxLength: 8 }), anyText, { maxKeys: 3 }), { nil: undefined });
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const jsonBody = named(c.body, fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyValue)).map((value): Body => ({ kind: 'json', value }));
  const body: fc.Arbitrary<Body> = hasBody
    ? fc.oneof(
        { arbitrary: jsonBody, weight: 8 },
        { arbitrary: rawBody(c.body ? arbitraryOf(c.body) : fc.jsonValue({ maxDepth: 2 })), weight: 2 },
        { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
      )
    : fc.constant<Body>({ kind: 'none' });
  const auth = fc.oneof(
    { arbitrary: fc.constant<Auth>('session'), weight: 10 },
    { arbitrary: fc.constantFrom<Auth>('none', 'bad-cookie', 'no-csrf', 'bad-csrf', 'other-origin'), weight: 1 },
  );
  return fc.record(
    {
      params,
      query,
      body,
      rawPath: fc.boolean(),
      auth,
      accept: fc.constantFrom('application/json', 'text/html,application/xhtml+xml', '*/*', '\u0000'),
      acceptEncoding: fc.constantFrom('gzip, br', 'identity', 'x, y;q=nope'),
    },
    { requiredKeys: ['params', 'query', 'body', 'rawPath', 'auth'] },
  );
}

const STACK_TRACE = /\n\s+at .+:\d+:\d+|\bat [\w.<>]+ \(.+\.(ts|js):\d+|"stack"\s*:|node_modules|SQLITE_[A-Z]/;
// A message that is a JavaScript error's own words is a crash dressed as a 4xx.
const INTERNAL_MESSAGE = /Cannot read propert|is not a function|is not defined|is not iterable|Maximum call stack|\[object Object\]/;

/** The body as text, uncompressed (answers over 1 kB are compressed when the client accepts it). */
function bodyText(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (!res.rawPayload.length) return '';
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  return res.body;
}

/** What is wrong with an answer, if anything. */
function problemOf(route: Route, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500 && !(res.statusCode === 503 && NOT_READY_503.has(route.url))) return `answered ${res.statusCode}`;
  if (STACK_TRACE.test(bodyText(res))) return 'the answer carries a stack trace or internals';
  if (res.statusCode < 400 || route.method === 'HEAD') return undefined;
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/html') && PAGE_ROUTES.has(route.url)) return undefined;
  if (!type.startsWith('application/json')) return `a ${res.statusCode} of type ${type || 'none'}, not JSON`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bodyText(res));
  } catch {
    return `a ${res.statusCode} whose body is not JSON`;
  }
  const error = ApiError.safeParse(parsed);
  if (!error.success || !error.data.error.trim()) return `a ${res.statusCode} without an error sentence`;
  if (INTERNAL_MESSAGE.test(error.data.error)) return `a ${res.statusCode} whose sentence is an internal error: ${error.data.error}`;
  return undefined;
}

/** A request left without an answer is a finding too (a hung handler, a body never read). */
const ANSWER_WITHIN_MS = 15_000;
async function answerWithin<T>(ms: number, answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A case for a failure report: long strings cut. */
const shown = (c: Case) =>
  JSON.stringify(c, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 200 ? `${v.slice(0, 60)}…(${v.length} chars)` : v instanceof DeepNesting ? `<nested ${v.depth}>` : v,
  );

/** The cases a route runs, and why when fewer than FUZZ_RUNS. */
function runsOf(key: string): { runs: number; why?: string } {
  if (!HASHES_A_PASSWORD.has(key)) return { runs: FUZZ_RUNS };
  return { runs: Math.max(10, Math.round(FUZZ_RUNS * PASSWORD_SHARE)), why: 'its valid cases hash a password, ~60 ms each by design' };
}

/**
 * A session written straight into the store, as a sign-in leaves it. Sign-out ends the one it is sent
 * with in most cases; signing in again each time would hash a password (~60 ms) a case.
 */
function storedSession(app: FastifyInstance, accountId: number): StaffSession {
  const token = newToken();
  const csrf = newToken();
  const at = new Date().toISOString();
  app.db
    .prepare('INSERT INTO staff_sessions (token_hash, account_id, csrf_token, created_at, last_seen_at, ip) VALUES (?, ?, ?, ?, ?, ?)')
    .run(sha256(token), accountId, csrf, at, at, '127.0.0.1');
  return { cookie: `aec_staff=${token}`, csrf };
}

/**
 * CPU milliseconds this process spent since `from` (its threads too: a password hash runs in libuv's
 * pool). The trace reports CPU, not wall time: on the shared machine other people's work stretches the latter.
 */
const TRACE = Boolean(process.env.AEC_FUZZ_TRACE);
const cpuNow = () => (TRACE ? process.cpuUsage() : undefined);
const cpuSince = (from: NodeJS.CpuUsage | undefined) => {
  if (!from) return 0;
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

/** The file (1..FUZZ_FILES) a route is fuzzed in: from its "METHOD url" alone, so that a route added elsewhere moves no other. */
function fileOf(key: string): number {
  let hash = 2166136261; // FNV-1a
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619) >>> 0;
  return (hash % FUZZ_FILES) + 1;
}

/** The tests of routes-<file>.test.ts: the routes fileOf gives that file. */
export function describeFuzz(file: number): void {
  describe(`fuzzing every route from its contract (file ${file} of ${FUZZ_FILES})`, () => {
    let ctx: TestContext;
    const routes: Route[] = [];

    beforeAll(async () => {
      const seen: Array<{ method: Method; url: string; schema?: RouteContract }> = [];
      // A route's own zod schemas (Fastify route schemas, decision 080); HAND_CHECKED for the few that have none.
      const zodOf = (s: unknown) => (s instanceof ZodType ? s : undefined);
      ctx = await buildTestApp(STAFF_TEST_ENV, {
        onRoute: (r: RouteOptions) => {
          const own = r.schema as { params?: unknown; querystring?: unknown; body?: unknown } | undefined;
          const schema = own && { params: zodOf(own.params), query: zodOf(own.querystring), body: zodOf(own.body) };
          for (const method of [r.method].flat()) seen.push({ method: method as Method, url: r.url, schema });
        },
      });
      for (const { method, url, schema } of seen) {
        const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
        const contract: RouteContract = { ...HAND_CHECKED[key], ...Object.fromEntries(Object.entries(schema ?? {}).filter(([, v]) => v)) };
        routes.push({ method, url, contract: Object.keys(contract).length ? contract : undefined });
      }
    });
    afterAll(() => ctx?.close());

    if (file === 1) {
      it('names only routes the app has', () => {
        const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
        const named = [...Object.keys(HAND_CHECKED), ...HASHES_A_PASSWORD, ...[...NOT_READY_503].map((url) => `GET ${url}`)];
        expect(named.filter((key) => !known.has(key))).toEqual([]);
        expect(routes.length).toBeGreaterThan(90);
      });
    }

    it(
      'answers every generated and mutated request below 500, with no stack trace, and a 4xx with { error }',
      async () => {
        const kit = staffTestKit(() => ctx.app);
        const { admin, publisher } = await kit.signInStaff();
        const idOf = async (s: StaffSession) => ((await kit.call(s, 'GET', '/api/staff/me')).json() as { account: { id: number } }).account.id;
        const publisherId = await idOf(publisher);
        // The fuzzer's own accounts are never the target of an account call: a reset or a disabled
        // account would end the sessions it works with (staff.test.ts covers those calls on purpose).
        const ownIds = new Set([await idOf(admin), publisherId]);
        // Sign-out ends the session it is sent with: it gets a publisher's, a new one when spent.
        let signOutSession: StaffSession | undefined = publisher;

        const statuses = new Map<number, number>();
        const cases: Record<string, number> = {};
        const fewer: Record<string, string> = {};
        const failures: string[] = [];
        const started = Date.now();

        // AEC_FUZZ_ONLY=<regular expression>: only the routes whose "METHOD url" matches (to chase one finding).
        const only = process.env.AEC_FUZZ_ONLY ? new RegExp(process.env.AEC_FUZZ_ONLY) : undefined;
        const chosen = routes.filter((r) => fileOf(`${r.method} ${r.url}`) === file && (!only || only.test(`${r.method} ${r.url}`)));
        for (const route of chosen) {
          const key = `${route.method} ${route.url}`;
          const isStaff = route.url.startsWith('/api/staff/') && route.url !== '/api/staff/sign-in';
          const isSignOut = route.url === '/api/staff/sign-out';
          const isAccountTarget = route.url.startsWith('/api/staff/accounts/:id');
          const { runs, why } = runsOf(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`);
          if (why) fewer[key] = why;
          let ran = 0;
          let injectMs = 0;
          let checkMs = 0;

          const property = fc.asyncProperty(caseArb(route), async (c) => {
            let session: StaffSession | undefined;
            if (isStaff) {
              if (isSignOut) signOutSession ??= storedSession(ctx.app, publisherId);
              session = isSignOut ? signOutSession : admin;
            }
            let params = c.params;
            if (isAccountTarget && typeof params === 'object' && params !== null && ownIds.has(Number(textOf((params as { id?: unknown }).id)))) {
              params = { ...params, id: 1_000_000 };
            }
            const headers: Record<string, string> = {};
            if (c.accept) headers.accept = c.accept;
            if (c.acceptEncoding) headers['accept-encoding'] = c.acceptEncoding;
            if (session && c.auth !== 'none') {
              headers.cookie = c.auth === 'bad-cookie' ? 'aec_staff=' + 'A'.repeat(43) : session.cookie;
              if (c.auth !== 'no-csrf') headers[CSRF_HEADER] = c.auth === 'bad-csrf' ? 'x'.repeat(43) : session.csrf;
              if (c.auth === 'other-origin') headers.origin = 'https://evil.example';
            }
            let payload: string | Buffer | undefined;
            if (c.body.kind === 'json') {
              payload = jsonText(c.body.value);
              headers['content-type'] = 'application/json';
            } else if (c.body.kind === 'raw') {
              payload = c.body.payload;
              if (c.body.contentType) headers['content-type'] = c.body.contentType;
            }
            const url = pathOf(route.url, params, c.rawPath) + queryOf(c.query, c.rawPath);
            const sent = cpuNow();
            const res = await answerWithin(
              ANSWER_WITHIN_MS,
              ctx.app.inject({ method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) }),
            );
            injectMs += cpuSince(sent);
            ran += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (isSignOut && c.auth === 'session' && res.statusCode === 204) signOutSession = undefined;
            const checked = cpuNow();
            const problem = problemOf(route, res);
            checkMs += cpuSince(checked);
            if (problem) throw new Error(`${problem}: ${res.body.slice(0, 300)}`);
            if (session === admin && c.auth === 'session' && res.statusCode === 401) throw new Error(`the fuzzer's admin session ended: ${res.body}`);
          });

          const routeStarted = cpuNow();
          const routeWall = Date.now();
          const out = await fc.check(property, { numRuns: runs, seed: SEED, endOnFailure: true });
          cases[key] = ran;
          if (out.failed) {
            const error = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
            failures.push(
              `${key} (AEC_FUZZ_SEED=${out.seed}, path ${out.counterexamplePath}): ${error}\n  case: ${out.counterexample ? shown(out.counterexample[0]).slice(0, 1_500) : '?'}`,
            );
          }
          if (TRACE) {
            const ms = cpuSince(routeStarted);
            const each = (x: number) => (x / Math.max(ran, 1)).toFixed(2);
            process.stderr.write(
              `fuzz trace\t${key}\t${ran} cases\tCPU ${each(ms)} ms a case\tinject ${each(injectMs)}\tchecks ${each(checkMs)}\t` +
                `generation and the rest ${each(ms - injectMs - checkMs)}\twall ${each(Date.now() - routeWall)}${out.failed ? '\tFAILED' : ''}\n`,
            );
          }
        }

        const report = {
          shard: file,
          shards: FUZZ_FILES,
          seconds: (Date.now() - started) / 1000,
          cases,
          fewer,
          statuses: Object.fromEntries(statuses),
          withoutContract: chosen.filter((r) => !r.contract).map((r) => `${r.method} ${r.url}`),
        };
        recordShard(report);
        console.log(summaryOf([report], FUZZ_RUNS));
        // One paragraph a failing route: its seed to replay, what was wrong, and the case.
        if (failures.length) throw new Error(`${failures.length} route(s) answered wrongly:\n\n${failures.join('\n\n')}`);
      },
      60 * 60_000,
    );
  });
}
