import { collegeDay, useDateFormats, usePageNow } from '@aec/ui';
import { splitEvents } from '../../../data/department-events';
import type { Department, DepartmentEvent } from '../../../data/departments';
import { EnglishNote, useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentEvents({ department }: { department: Department }) {
  const t = useDepartmentsT();
  // The split is by the college's calendar day of the page's moment: the server's, while hydrating.
  const now = usePageNow();
  const { recent, past } = splitEvents(department.events, collegeDay(now) ?? now.toISOString().slice(0, 10));
  return (
    <article>
      <DepartmentPageHeader department={department} page="events" title={t('pages.events')} />
      {department.events.length ? (
        <>
          <EnglishNote />
          <EventTable id="recent-events" title={t('events.recent')} events={recent} empty={t('events.noRecent')} />
          <EventTable id="past-events" title={t('events.past')} events={past} empty={t('events.noPast')} />
        </>
      ) : (
        <NotPublished department={department} page="events" />
      )}
    </article>
  );
}

function EventTable({ id, title, events, empty }: { id: string; title: string; events: DepartmentEvent[]; empty: string }) {
  const t = useDepartmentsT();
  const { date } = useDateFormats();
  // What the department wrote about each event (title, venue, text) is in English only.
  const lang = useEnglishLang();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {events.length ? (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">{t('events.date')}</th>
                <th scope="col">{t('events.event')}</th>
                <th scope="col">{t('events.venue')}</th>
                <th scope="col">{t('events.about')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={`${e.date}-${e.title}`}>
                  <td className="nowrap">
                    <time dateTime={e.date}>{date(e.date)}</time>
                  </td>
                  <th scope="row" lang={lang}>
                    {e.title}
                  </th>
                  <td lang={lang}>{e.venue}</td>
                  <td lang={lang}>{e.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}
