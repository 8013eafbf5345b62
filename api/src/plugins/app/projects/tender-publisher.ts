import fp from 'fastify-plugin';
import type { Translations } from '@aec/contracts';
import { openDatabase, type Db } from '../db/database';
import { createFileRepository } from '../files/file-repository';
import { createOutboxRepository } from '../mail/outbox-repository';
import { createSearchRepository } from '../search/search-repository';
import { createTenderRepository, type CorrigendumInput, type TenderInput, type TenderRepository } from '../tenders/tender-repository';
import { itemUrl } from '../search/search-repository';
import { createAlertSubscriptionRepository, type AlertSubscriptionRepository } from '../alerts/alert-subscription-repository';
import { createProjectRepository, type ProjectRepository } from './project-repository';
import { projectAlertStyle } from './project-alert-style';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';
import type { TenderAlert } from './subscription-mails';

export type TenderPublisher = ReturnType<typeof createTenderPublisher>;

/**
 * What the staff console calls to publish: the tender (or corrigendum) and the alerts to the
 * confirmed subscribers of `tenders` and of its project are committed together, then the mail is sent.
 */
export function createTenderPublisher(
  db: Db,
  tenders: TenderRepository,
  projects: ProjectRepository,
  alerts: AlertSubscriptionRepository,
  translations: TranslationStore,
  afterCommit: () => void = () => undefined,
) {
  /** The tender's Assamese and Hindi titles: given with a new tender, else as stored (docs/product/languages.md). */
  const titlesOf = (id: number, given?: Translations): TenderAlert['titles'] => {
    const stored = given ?? translations.read('tenders', id);
    return { as: stored?.as?.title, hi: stored?.hi?.title };
  };
  const alertSubscribers = (id: number, type: string, alert: TenderAlert) =>
    alerts.published({
      kind: 'tender',
      topics: ['tenders', ...projects.withTenderType(type).map((p) => `project:${p.project_code}` as const)],
      title: alert.corrigendum ? `${alert.title}: ${alert.corrigendum}` : alert.title,
      titles: alert.titles,
      path: itemUrl.tender(id),
      tender: alert,
    });

  /** A new tender; `translations` (its Assamese and Hindi title) gives the alerts their title in those languages. */
  const publish = db.transaction((input: TenderInput & { translations?: Translations }): { id: number; alerted: number } => {
    const id = tenders.create(input);
    const alerted = alertSubscribers(id, input.type, {
      title: input.title,
      titles: titlesOf(id, input.translations),
      tenderNo: input.tenderNo,
      dateClosing: input.dateClosing,
    });
    return { id, alerted };
  });

  const addCorrigendum = db.transaction((tenderId: number, input: CorrigendumInput): { id: number; alerted: number } | undefined => {
    const tender = tenders.get(tenderId);
    if (!tender) return undefined;
    const id = tenders.addCorrigendum(tenderId, input);
    const alerted = alertSubscribers(tenderId, tender.type, {
      title: tender.title,
      titles: titlesOf(tenderId),
      tenderNo: tender.tender_no,
      dateClosing: tender.date_closing,
      corrigendum: input.title,
    });
    return { id, alerted };
  });

  /** A tender written earlier goes live (approved, or its publish-at time came): its subscribers' alerts now. */
  const announce = db.transaction((id: number): number => {
    const tender = tenders.get(id);
    if (!tender) return 0;
    return alertSubscribers(id, tender.type, { title: tender.title, titles: titlesOf(id), tenderNo: tender.tender_no, dateClosing: tender.date_closing });
  });

  return {
    announce(id: number) {
      const alerted = announce.immediate(id);
      afterCommit();
      return alerted;
    },
    // BEGIN IMMEDIATE: a publisher outside the server (openTenderPublisher) shares the file with it, and a
    // deferred transaction that reads before it writes fails at once (SQLITE_BUSY) when the server wrote
    // in between, instead of waiting its busy_timeout.
    publish(input: TenderInput & { translations?: Translations }) {
      const result = publish.immediate(input);
      afterCommit();
      return result;
    },
    /** undefined when there is no such tender. */
    addCorrigendum(tenderId: number, input: CorrigendumInput) {
      const result = addCorrigendum.immediate(tenderId, input);
      afterCommit();
      return result;
    },
  };
}

/**
 * A publisher on the database of a data folder, outside the server (a command-line tool, the
 * end-to-end tests): the running server's mail sender picks the queued alerts up on its next poll.
 */
export function openTenderPublisher(dataDir: string, siteUrl: string): { publisher: TenderPublisher; close: () => void } {
  const db = openDatabase(dataDir);
  const tenders = createTenderRepository(db, createFileRepository(db, dataDir), createSearchRepository(db));
  const alerts = createAlertSubscriptionRepository(db, createOutboxRepository(db), { siteUrl, styleOf: projectAlertStyle(siteUrl) });
  const publisher = createTenderPublisher(db, tenders, createProjectRepository(db), alerts, createTranslationStore(db));
  return { publisher, close: () => db.close() };
}

declare module 'fastify' {
  interface FastifyInstance {
    tenderPublisher: TenderPublisher;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'tenderPublisher',
      createTenderPublisher(app.db, app.tenders, app.projects, app.alertSubscriptions, app.translations, () => void app.mail.kick()),
    );
  },
  { name: 'tender-publisher', dependencies: ['db', 'mail', 'tender-repository', 'project-repository', 'alert-subscription-repository', 'translation-store'] },
);
