import fp from 'fastify-plugin';
import type { Translations } from '@aec/contracts';
import { openDatabase, type Db } from '../db/database';
import { createFileRepository } from '../files/file-repository';
import { createOutboxRepository } from '../mail/outbox-repository';
import { createSearchRepository } from '../search/search-repository';
import { createTenderRepository, type CorrigendumInput, type TenderInput, type TenderRepository } from '../tenders/tender-repository';
import { createProjectRepository, type ProjectRepository } from './project-repository';
import { createTenderSubscriptionRepository, type TenderSubscriptionRepository } from './tender-subscription-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';
import type { TenderAlert } from './subscription-mails';

export type TenderPublisher = ReturnType<typeof createTenderPublisher>;

/**
 * What the staff console calls to publish: the tender (or corrigendum) and the alerts to the
 * confirmed subscribers of its project are committed together, then the mail is sent.
 */
export function createTenderPublisher(
  db: Db,
  tenders: TenderRepository,
  projects: ProjectRepository,
  subscriptions: TenderSubscriptionRepository,
  translations: TranslationStore,
  afterCommit: () => void = () => undefined,
) {
  /** The tender's Assamese and Hindi titles: given with a new tender, else as stored (docs/product/languages.md). */
  const titlesOf = (id: number, given?: Translations): TenderAlert['titles'] => {
    const stored = given ?? translations.read('tenders', id);
    return { as: stored?.as?.title, hi: stored?.hi?.title };
  };
  const alertSubscribers = (type: string, alert: TenderAlert) =>
    projects.withTenderType(type).reduce((sum, p) => sum + subscriptions.queueTenderAlerts(p.project_code, p.project_name, alert), 0);

  /** A new tender; `translations` (its Assamese and Hindi title) gives the alerts their title in those languages. */
  const publish = db.transaction((input: TenderInput & { translations?: Translations }): { id: number; alerted: number } => {
    const id = tenders.create(input);
    const alerted = alertSubscribers(input.type, {
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
    const alerted = alertSubscribers(tender.type, {
      title: tender.title,
      titles: titlesOf(tenderId),
      tenderNo: tender.tender_no,
      dateClosing: tender.date_closing,
      corrigendum: input.title,
    });
    return { id, alerted };
  });

  return {
    publish(input: TenderInput & { translations?: Translations }) {
      const result = publish(input);
      afterCommit();
      return result;
    },
    /** undefined when there is no such tender. */
    addCorrigendum(tenderId: number, input: CorrigendumInput) {
      const result = addCorrigendum(tenderId, input);
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
  const subscriptions = createTenderSubscriptionRepository(db, createOutboxRepository(db), { siteUrl });
  const publisher = createTenderPublisher(db, tenders, createProjectRepository(db), subscriptions, createTranslationStore(db));
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
      createTenderPublisher(app.db, app.tenders, app.projects, app.tenderSubscriptions, app.translations, () => void app.mail.kick()),
    );
  },
  { name: 'tender-publisher', dependencies: ['db', 'mail', 'tender-repository', 'project-repository', 'tender-subscription-repository', 'translation-store'] },
);
