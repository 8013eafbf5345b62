import { PROJECT_SHORT_NAMES, type AlertTopicId } from '@aec/contracts';
import type { AlertMailStyle } from '../alerts/alert-subscription-repository';
import { confirmationMail, tenderAlertMail } from './subscription-mails';

const PROJECT_TOPIC = /^project:([a-z]+)$/;

/**
 * The mails of a subscription to one project's topic (the tender-alert box of a project's page): the
 * tender alerts' own texts, and links to /project/<code>/subscription/… as they were before alerts had
 * other topics, so the links already mailed and the project pages keep working.
 */
export const projectAlertStyle =
  (siteUrl: string) =>
  (topics: AlertTopicId[]): AlertMailStyle | undefined => {
    const code = topics.length === 1 ? PROJECT_TOPIC.exec(topics[0]!)?.[1] : undefined;
    if (!code) return undefined;
    const name = PROJECT_SHORT_NAMES[code] ?? code.toUpperCase();
    const page = (language: string, rest: string) => `${siteUrl}${language === 'en' ? '' : `/${language}`}/project/${code}/${rest}`;
    return {
      link: (_topics, language, action, token) => page(language, `subscription/${action}?token=${encodeURIComponent(token)}`),
      confirmation: (_topics, confirmUrl, unsubscribeUrl, language) => confirmationMail(name, confirmUrl, unsubscribeUrl, language),
      item: (item, _topic, unsubscribeUrl, language, changeUrl) =>
        item.tender ? tenderAlertMail(name, item.tender, page(language, 'tender'), unsubscribeUrl, language, changeUrl) : undefined,
    };
  };
