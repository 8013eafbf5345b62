import { collegeDay, formatDate, usePageNow } from '@aec/ui';
import { splitEvents } from '../../../data/department-events';
import type { Department, DepartmentEvent } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentEvents({ department }: { department: Department }) {
  // The split is by the college's calendar day of the page's moment: the server's, while hydrating.
  const now = usePageNow();
  const { recent, past } = splitEvents(department.events, collegeDay(now) ?? now.toISOString().slice(0, 10));
  return (
    <article>
      <DepartmentPageHeader department={department} page="events" title="Events" />
      {department.events.length ? (
        <>
          <EventTable id="recent-events" title="Recent and upcoming events" events={recent} empty="No events in the last twelve months." />
          <EventTable id="past-events" title="Past events" events={past} empty="No earlier events are listed." />
        </>
      ) : (
        <NotPublished department={department} what="any events" />
      )}
    </article>
  );
}

function EventTable({ id, title, events, empty }: { id: string; title: string; events: DepartmentEvent[]; empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {events.length ? (
        <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Event</th>
                <th scope="col">Venue</th>
                <th scope="col">About</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e) => (
                <tr key={`${e.date}-${e.title}`}>
                  <td className="nowrap">
                    <time dateTime={e.date}>{formatDate(e.date)}</time>
                  </td>
                  <th scope="row">{e.title}</th>
                  <td>{e.venue}</td>
                  <td>{e.description}</td>
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
