import fp from 'fastify-plugin';
import { PROJECT_CODES, type AlertLanguage, type ProjectCode } from '@aec/contracts';
import type { AlertSubscriptionRepository, ConfirmOutcome as AlertConfirmOutcome, SubscribeOutcome } from '../alerts/alert-subscription-repository';
import type { MailLanguage } from './subscription-mails';

export { CONFIRMATION_VALID_MS, RESEND_AFTER_MS } from '../alerts/alert-subscription-repository';
export type { SubscribeOutcome };

export type ConfirmOutcome =
  { status: 'confirmed' | 'already-confirmed' | 'expired'; projectCode?: ProjectCode; language: MailLanguage } | { status: 'unknown' };

/** The project of a topic list, if any (a link mailed by /alerts names other topics). */
const projectOf = (topics: readonly string[]): ProjectCode | undefined =>
  topics.map((t) => t.replace(/^project:/, '')).find((c): c is ProjectCode => (PROJECT_CODES as readonly string[]).includes(c));

export type TenderSubscriptionRepository = ReturnType<typeof createTenderSubscriptionRepository>;

/**
 * Tender alerts of a project's page: its `project:<code>` topic of the one alert subscription model
 * (alert-subscription-repository.ts), in the words and links the project pages have always used.
 */
export function createTenderSubscriptionRepository(alerts: AlertSubscriptionRepository) {
  return {
    /** projectName: kept for the callers; the mails name the project as its page does. */
    subscribe(code: ProjectCode, _projectName: string, email: string, now = Date.now(), language: AlertLanguage = 'en'): SubscribeOutcome {
      return alerts.subscribe({ email, topics: [`project:${code}`], frequency: 'each', language }, now);
    },
    confirm(token: string, now = Date.now()): ConfirmOutcome {
      const outcome: AlertConfirmOutcome = alerts.confirm(token, now);
      if (outcome.status === 'unknown') return outcome;
      return { status: outcome.status, projectCode: projectOf(outcome.topics), language: outcome.language };
    },
    /** Removes the address; undefined when the token is not (or no longer) known. */
    unsubscribe(token: string): { projectCode?: ProjectCode; language: MailLanguage } | undefined {
      const removed = alerts.unsubscribe(token);
      return removed && { projectCode: projectOf([removed.topic]), language: removed.language };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tenderSubscriptions: TenderSubscriptionRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tenderSubscriptions', createTenderSubscriptionRepository(app.alertSubscriptions));
  },
  { name: 'tender-subscription-repository', dependencies: ['alert-subscription-repository'] },
);
