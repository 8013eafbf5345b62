import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Db } from '../db/database';
import { createOutboxRepository } from '../mail/outbox-repository';
import { projectAlertStyle } from '../projects/project-alert-style';
import { createAlertSubscriptionRepository, indiaDay, type AlertSubscriptionRepository } from './alert-subscription-repository';

/** The digest goes at 17:00 India time (UTC+5:30, no summer time). */
export const DIGEST_HOUR_IST = 17;
/** Days the server was down are caught up, at most this many. */
const CATCH_UP_DAYS = 7;
const DAY_MS = 24 * 3600_000;

const digestTime = (day: string) => Date.parse(`${day}T${String(DIGEST_HOUR_IST).padStart(2, '0')}:00:00+05:30`);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export interface DigestSchedulerOptions {
  /** The clock (tests set it). */
  now?: () => number;
  /** Called when a digest queued mail: the sender sends it after commit. */
  kick?: () => void;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often the clock is looked at. */
  pollMs?: number;
}

export type DigestScheduler = ReturnType<typeof createDigestScheduler>;

/**
 * The daily digest at 17:00 India time. The last day done is stored (alert_digests), so a restart neither
 * repeats a day nor skips one: days missed while the server was down are done at the next look, each
 * with its own day's items. A day with nothing published is recorded and mails nothing.
 */
export function createDigestScheduler(db: Db, alerts: Pick<AlertSubscriptionRepository, 'digest'>, options: DigestSchedulerOptions = {}) {
  const { now = Date.now, kick = () => undefined, log, pollMs = 60_000 } = options;
  const lastDay = db.prepare('SELECT MAX(day) FROM alert_digests').pluck();
  const record = db.prepare('INSERT OR IGNORE INTO alert_digests (day, sent_at, mails) VALUES (?, ?, ?)');
  let timer: NodeJS.Timeout | undefined;

  /** The days whose digest is due and not done, oldest first. */
  const dueDays = (t: number): string[] => {
    const today = indiaDay(t);
    const latest = t >= digestTime(today) ? today : indiaDay(t - DAY_MS);
    const last = lastDay.get() as string | null;
    if (last && last >= latest) return [];
    const days: string[] = [];
    for (let d = last ? nextDay(last) : latest; d <= latest; d = nextDay(d)) days.push(d);
    return days.slice(-CATCH_UP_DAYS);
  };

  const scheduler = {
    /** Does the digests that are due; returns { day: mails } of the days done. */
    tick(): Record<string, number> {
      const t = now();
      const done: Record<string, number> = {};
      for (const day of dueDays(t)) {
        // IMMEDIATE: run outside the server (openAlertDigest), a deferred read-then-write would fail at once
        // when the server wrote in between, instead of waiting its busy_timeout.
        done[day] = db
          .transaction(() => {
            const mails = alerts.digest(day, t);
            record.run(day, new Date(t).toISOString(), mails);
            return mails;
          })
          .immediate();
        log?.info({ day, mails: done[day] }, 'alert digest');
      }
      if (Object.values(done).some((n) => n > 0)) kick();
      return done;
    },
    start(): void {
      if (timer) return;
      const look = () => {
        try {
          scheduler.tick();
        } catch (err) {
          log?.error({ err }, 'alert digest failed; tried again at the next look');
        }
      };
      timer = setInterval(look, pollMs);
      timer.unref();
      look();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
  return scheduler;
}

/**
 * The scheduler on the database of a data folder, outside the server, with its own clock (the end-to-end
 * tests run a digest at 17:00 of a chosen day): the running server's mail sender sends what it queues.
 */
export function openAlertDigest(dataDir: string, siteUrl: string, now: () => number): { scheduler: DigestScheduler; close: () => void } {
  const db = openDatabase(dataDir);
  const alerts = createAlertSubscriptionRepository(db, createOutboxRepository(db), { siteUrl, styleOf: projectAlertStyle(siteUrl) });
  return { scheduler: createDigestScheduler(db, alerts, { now }), close: () => db.close() };
}

declare module 'fastify' {
  interface FastifyInstance {
    alertDigest: DigestScheduler;
  }
}

export default fp(
  async (app) => {
    const scheduler = createDigestScheduler(app.db, app.alertSubscriptions, { kick: () => void app.mail.kick(), log: app.log.child({ component: 'alerts' }) });
    app.decorate('alertDigest', scheduler);
    app.addHook('onReady', async () => scheduler.start());
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'alert-digest', dependencies: ['db', 'mail', 'alert-subscription-repository'] },
);
