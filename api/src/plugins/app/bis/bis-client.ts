import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { ExternalNotification } from '@aec/contracts';
import { z } from 'zod';

const HOUR = 3_600_000;
const FAILURE_RETRY_MS = 5 * 60_000;

/** "21-11-2026 14:05:00" (day-month-year plus time, as the standards body gives it) → epoch ms. */
export function parseCreatedAt(value: string): number {
  const m = value.match(/^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?/);
  if (!m) return Date.parse(value) || 0;
  const [, d, mo, y, h = '0', mi = '0', s = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const Upstream = z.union([z.array(z.unknown()), z.object({ banner_scroll_data: z.array(z.unknown()) }).transform((o) => o.banner_scroll_data)]);

export interface BisOptions {
  url?: string;
  user?: string;
  password?: string;
  timeoutMs?: number;
}

export type BisClient = ReturnType<typeof createBisClient>;

/**
 * The standards body's dashboard-banner service, called from the server so its credentials never
 * reach a browser. Cached an hour; any failure answers [] (and is logged), retried after 5 minutes.
 */
export function createBisClient(options: BisOptions, log: FastifyBaseLogger) {
  let cached: { at: number; ttl: number; items: ExternalNotification[] } | undefined;
  let inFlight: Promise<ExternalNotification[]> | undefined;

  async function fetchNotifications(): Promise<ExternalNotification[]> {
    if (!options.url) return [];
    try {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ username: options.user ?? '', password: options.password ?? '' }).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 8_000),
      });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const list = Upstream.parse(await res.json());
      const items = list.flatMap((entry) => {
        const parsed = ExternalNotification.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      });
      items.sort((a, b) => parseCreatedAt(b.created_at) - parseCreatedAt(a.created_at));
      cached = { at: Date.now(), ttl: HOUR, items };
      return items;
    } catch (err) {
      log.warn({ reason: (err as Error).message }, 'BIS corner: the standards body did not answer; showing nothing');
      cached = { at: Date.now(), ttl: FAILURE_RETRY_MS, items: [] };
      return [];
    }
  }

  return {
    async notifications(): Promise<ExternalNotification[]> {
      if (!options.url) return [];
      if (cached && Date.now() - cached.at < cached.ttl) return cached.items;
      inFlight ??= fetchNotifications().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    bis: BisClient;
  }
}

export default fp(
  async (app) => {
    const { bis } = app.config;
    if (!bis.url) app.log.info('BIS corner: BIS_API_URL is not set; /api/bis-corner answers []');
    app.decorate('bis', createBisClient(bis, app.log.child({ component: 'bis-corner' })));
  },
  { name: 'bis-client' },
);
