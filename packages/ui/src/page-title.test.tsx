import { renderToString } from 'react-dom/server';
import type { PageHead } from '@aec/contracts';
import { I18nProvider, createI18n } from './i18n/catalogue';
import type { Language } from './i18n/languages';
import { usePageHead } from './page-title';
import { ServerRenderContext } from './render/render-context';
import { serverRenderRecord } from './testing/server-render-kit';

/** What the server records for the head when each part of a page names its own. */
function headOf(language: Language, ...calls: PageHead[]): PageHead {
  const record = serverRenderRecord();
  const Part = ({ head }: { head: PageHead }) => {
    usePageHead(head);
    return null;
  };
  renderToString(
    <ServerRenderContext.Provider value={record}>
      <I18nProvider i18n={createI18n(language)}>
        {calls.map((head, index) => (
          <Part key={index} head={head} />
        ))}
      </I18nProvider>
    </ServerRenderContext.Provider>,
  );
  return record.head;
}

describe('usePageHead on the server', () => {
  const trail = [
    { name: 'Home', path: '/' },
    { name: 'Departments', path: '/departments' },
    { name: 'CSE', path: '/as/department/cse/home' },
    { name: 'Faculty' },
  ];

  it('puts a breadcrumb trail’s pages in the page’s language, whether named in English or already prefixed', () => {
    expect(headOf('as', { breadcrumbs: trail }).breadcrumbs).toEqual([
      { name: 'Home', path: '/as/' },
      { name: 'Departments', path: '/as/departments' },
      { name: 'CSE', path: '/as/department/cse/home' },
      { name: 'Faculty' },
    ]);
    expect(headOf('hi', { breadcrumbs: trail }).breadcrumbs?.map((crumb) => crumb.path)).toEqual([
      '/hi/',
      '/hi/departments',
      '/hi/department/cse/home',
      undefined,
    ]);
    expect(headOf('en', { breadcrumbs: trail }).breadcrumbs?.map((crumb) => crumb.path)).toEqual(['/', '/departments', '/department/cse/home', undefined]);
  });

  it('adds each part’s feeds to the page’s, once each; a later call without feeds keeps them', () => {
    const tenders = { href: '/api/feeds/tenders.rss', title: 'Tenders', type: 'application/rss+xml' } as const;
    const events = { href: '/api/feeds/events.ics', title: 'Events', type: 'text/calendar' } as const;
    const head = headOf('en', { feeds: [tenders] }, { title: 'Notifications' }, { feeds: [events, tenders] });
    expect(head.feeds).toEqual([tenders, events]);
    expect(head.title).toBe('Notifications');
  });
});
