import { Link } from 'react-router';
import { AlertSubscribe, UI_NAMESPACE, usePageHead, useT } from '@aec/ui';

/** The college's (AEC) notices' feed, named in the notice board's head beside the site-wide notices feed. */
const AEC_FEED = { href: '/api/feeds/aec.rss', title: 'Assam Engineering College: college notices', type: 'application/rss+xml' } as const;

/** Below the notice board: every notice by email (double opt-in), and the way to the other topics and feeds. */
export function NoticeAlerts() {
  const ui = useT(UI_NAMESPACE);
  usePageHead({ feeds: [AEC_FEED] });
  return (
    <>
      <AlertSubscribe topics={['notices']} heading={ui('alerts.box.heading')} intro={ui('alerts.box.intro')} />
      <p className="alert-box__more">
        <Link to="/alerts">{ui('alerts.box.more')}</Link>
      </p>
    </>
  );
}
