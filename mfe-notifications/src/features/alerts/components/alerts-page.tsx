import { alertTopics, type FeedLink } from '@aec/contracts';
import { AlertSubscribe, PageHeader, UI_NAMESPACE, useLanguage, usePageHead, useT } from '@aec/ui';

const FEED_TYPE = 'application/rss+xml';

/**
 * /alerts: every topic to follow by email (docs/product/alerts.md), each new item or a daily digest, in
 * the language chosen; and every topic's RSS feed, also named in the page's head for feed readers.
 */
export function AlertsPage() {
  const ui = useT(UI_NAMESPACE);
  const language = useLanguage();
  const feeds = alertTopics().filter((topic) => topic.feed);
  usePageHead({
    feeds: feeds.map((topic): FeedLink => ({ href: topic.feed!, title: `Assam Engineering College: ${topic.names.en}`, type: FEED_TYPE })),
  });
  return (
    <div className="container page">
      <PageHeader title={ui('alerts.page.title')} lead={ui('alerts.page.lead')} />
      {/* phone: Web Push for the topics ticked, where the browser can (docs/product/offline-and-push.md). */}
      <AlertSubscribe heading={ui('alerts.page.formHeading')} phone />
      <section aria-labelledby="alerts-feeds" className="alert-feeds">
        <h2 id="alerts-feeds">{ui('alerts.page.feeds')}</h2>
        <p>{ui('alerts.page.feedsLead')}</p>
        <ul>
          {feeds.map((topic) => (
            <li key={topic.id}>
              <a href={topic.feed} type={FEED_TYPE}>
                {topic.names[language]}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
