const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (typeof value === 'string') return value || '(empty)';
  return JSON.stringify(value);
}

/** The fields an audit entry changed, before and after, in words rather than raw JSON. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <span className="console-muted">No details</span>;
  if (!isRecord(before) && !isRecord(after)) {
    return (
      <span>
        {before != null && <del>{show(before)}</del>} {after != null && <ins>{show(after)}</ins>}
      </span>
    );
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (field) => before == null || after == null || JSON.stringify(was[field]) !== JSON.stringify(now[field]),
  );
  const summary =
    before != null && after != null
      ? `${fields.length} ${fields.length === 1 ? 'field' : 'fields'} changed`
      : before != null
        ? 'Record before'
        : `Details (${fields.length})`;
  return (
    <details className="console-changes">
      <summary>{summary}</summary>
      <dl>
        {fields.map((field) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{field}</dt>
            <dd>
              {before != null && after != null ? (
                <>
                  <span className="visually-hidden">before: </span>
                  <del>{show(was[field])}</del> <span aria-hidden="true">→</span>
                  <span className="visually-hidden">, after: </span>
                  <ins>{show(now[field])}</ins>
                </>
              ) : (
                show(before != null ? was[field] : now[field])
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
