import { Link } from 'react-router';
import { useDateFormats, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../messages/catalogue';
import { FactFigures, InstitutionalPage, PageSection } from '../../components/institutional-page';
import { collegeHistory, timelineStories } from '../../data/college-history';

function AboutPage() {
  const t = useT(SHELL_NAMESPACE);
  // Figures as the college writes them ('2000+', '1:16'), in the page's digits.
  const { digits: figure } = useDateFormats();
  const cards = [
    { to: '/about/history', title: 'about.history', text: 'about.historyText' },
    { to: '/about/timeline', title: 'about.timeline', text: 'about.timelineText' },
    { to: '/governance', title: 'about.governance', text: 'about.governanceText' },
    { to: '/office', title: 'about.principal', text: 'about.principalText' },
  ];
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>{t('about.p1')}</p>
        <p>{t('about.p2')}</p>
      </div>
      <FactFigures
        figures={[
          { value: figure('1955'), label: t('about.founded') },
          { value: figure('8'), label: t('about.branches') },
          { value: figure('400+'), label: t('about.acres') },
          { value: figure('2000+'), label: t('about.students') },
          { value: figure('100+'), label: t('about.faculty') },
          { value: figure('1:16'), label: t('about.ratio') },
        ]}
      />
      <PageSection title={t('about.vision')}>
        <p className="prose">{t('about.visionText')}</p>
      </PageSection>
      <PageSection title={t('about.mission')}>
        <ul className="prose">
          <li>{t('about.mission1')}</li>
          <li>{t('about.mission2')}</li>
          <li>{t('about.mission3')}</li>
        </ul>
      </PageSection>
      <PageSection title={t('about.learnMore')}>
        <ul className="link-cards">
          {cards.map((card) => (
            <li key={card.to}>
              <Link className="card" to={card.to}>
                <strong>{t(card.title)}</strong>
                <span>{t(card.text)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function HistoryPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        The years the departments opened are from the college’s records; the other details are sample text for the college to correct and extend.
      </p>
      <ol className="history-list">
        {collegeHistory.map((entry) => (
          <li key={entry.year + entry.title}>
            <p className="history-list__year">{entry.year}</p>
            <div>
              <h2>{entry.title}</h2>
              <p>{entry.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </InstitutionalPage>
  );
}

function TimelinePage() {
  return (
    <InstitutionalPage>
      <ul className="timeline-cards">
        {timelineStories.map((story) => (
          <li key={story.title} className="card timeline-card">
            <span className="timeline-card__badge" aria-hidden="true">
              {story.badge}
            </span>
            <h2>{story.title}</h2>
            <p>{story.text}</p>
            <Link className="button button--secondary" to={story.to} aria-label={`Visit: ${story.title}`}>
              VISIT
            </Link>
          </li>
        ))}
      </ul>
    </InstitutionalPage>
  );
}

export const pages = {
  '/about': AboutPage,
  '/about/history': HistoryPage,
  '/history': HistoryPage,
  '/about/timeline': TimelinePage,
  '/timeline': TimelinePage,
};
