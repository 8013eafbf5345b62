import type { GrievanceDetail } from '@aec/contracts';
import { formatDeskDateTime } from '../grievance-timing';
import { describeHistoryEntry } from '../history-entry';

/** Every change of the grievance, oldest first: who, when, and from → to. */
export function GrievanceHistory({ entries }: { entries: GrievanceDetail['history'] }) {
  return (
    <section className="desk-panel" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {entries.length === 0 ? (
        <p className="note">No changes recorded.</p>
      ) : (
        <ol className="desk-timeline">
          {entries.map((entry, index) => {
            const line = describeHistoryEntry(entry);
            return (
              <li key={`${entry.at}-${entry.field}-${index}`}>
                <p className="desk-timeline__when">
                  <time dateTime={entry.at}>{formatDeskDateTime(entry.at)}</time>
                </p>
                <p className="desk-timeline__what">
                  <strong>{line.what}</strong> <span className="desk-timeline__who">by {line.who}</span>
                </p>
                {line.text && <p className="desk-timeline__text">{line.text}</p>}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
