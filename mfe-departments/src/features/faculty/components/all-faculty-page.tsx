import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader, Select, TextField } from '@aec/ui';
import { departments } from '../../../data/departments';
import { useFacultyList } from '../api/use-faculty-list';
import { groupFaculty } from '../faculty-filter';
import { FacultyTable } from './faculty-table';

const DEPARTMENT_OPTIONS = [{ value: '', label: 'All departments' }, ...departments.map((d) => ({ value: d.dept_code, label: d.name }))];

/** /all-faculty: every department's teachers from the static list, filterable by department and name. */
export function AllFacultyPage() {
  const list = useFacultyList();
  // Filters live in the address, so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const department = params.get('dept') ?? '';
  const query = params.get('q') ?? '';
  const setFilter = (key: 'dept' | 'q', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const groups = useMemo(() => (list.status === 'ready' ? groupFaculty(list.data, department, query) : []), [list, department, query]);
  const shown = groups.reduce((n, g) => n + g.records.length, 0);

  return (
    <div className="container page">
      <PageHeader title="Faculty of the College" lead="The teaching staff of every department." />
      <form className="faculty-filters" role="search" aria-label="Filter the faculty list" onSubmit={(e) => e.preventDefault()}>
        <Select id="faculty-department" label="Department" options={DEPARTMENT_OPTIONS} value={department} onChange={(value) => setFilter('dept', value)} />
        <TextField id="faculty-name" label="Name" type="search" value={query} onChange={(value) => setFilter('q', value)} placeholder="Part of a name" autoComplete="off" />
      </form>
      {/* The list is long: while it loads after an in-app navigation, the footer stays below the fold. */}
      {list.status === 'loading' && <LoadingState label="Loading the faculty list…" minHeight="70vh" />}
      {list.status === 'failed' && <ErrorState title="The faculty list could not be loaded" message={list.error} onRetry={list.retry} />}
      {list.status === 'ready' && (
        <>
          <p className="faculty-count" role="status">
            Showing {shown} of {list.data.length} teachers
          </p>
          {groups.length === 0 ? (
            <EmptyState>No teacher matches these filters.</EmptyState>
          ) : (
            groups.map((group) => <FacultyTable key={group.code} group={group} />)
          )}
        </>
      )}
    </div>
  );
}
