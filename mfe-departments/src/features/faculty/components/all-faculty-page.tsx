import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader, Select, TextField, useDateFormats, useFailureText } from '@aec/ui';
import { departments } from '../../../data/departments';
import { departmentName } from '../../../i18n/department-words';
import { EnglishNote } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import { useFacultyList } from '../api/use-faculty-list';
import { groupFaculty } from '../faculty-filter';
import { FacultyTable } from './faculty-table';

/** /all-faculty: every department's teachers from the static list, filterable by department and name. */
export function AllFacultyPage() {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  const failure = useFailureText();
  const list = useFacultyList();
  const departmentOptions = useMemo(
    () => [{ value: '', label: t('allFaculty.allDepartments') }, ...departments.map((d) => ({ value: d.dept_code, label: departmentName(t, d) }))],
    [t],
  );
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
      <PageHeader title={t('allFaculty.title')} lead={t('allFaculty.lead')} />
      {/* A GET form named as the page reads its address (dept, q): before the scripts run, or without
          them, the button asks the server for the filtered list; with them, the list follows each change. */}
      <form className="faculty-filters" role="search" aria-label={t('allFaculty.filter')} onSubmit={(e) => e.preventDefault()}>
        <Select
          id="faculty-department"
          name="dept"
          label={t('allFaculty.department')}
          options={departmentOptions}
          value={department}
          onChange={(value) => setFilter('dept', value)}
        />
        <TextField
          id="faculty-name"
          name="q"
          label={t('allFaculty.name')}
          type="search"
          value={query}
          onChange={(value) => setFilter('q', value)}
          placeholder={t('allFaculty.namePlaceholder')}
          autoComplete="off"
        />
        <button type="submit" className="button faculty-filters__submit">
          {t('allFaculty.submit')}
        </button>
      </form>
      {/* The list is long: while it loads after an in-app navigation, the footer stays below the fold. */}
      {list.status === 'loading' && <LoadingState label={t('allFaculty.loading')} minHeight="70vh" />}
      {list.status === 'failed' && <ErrorState title={t('allFaculty.failed')} message={failure(list.error, list.httpStatus)} onRetry={list.retry} />}
      {list.status === 'ready' && (
        <>
          <p className="faculty-count" role="status">
            {t('allFaculty.showing', { count: list.data.length, shown: digits(shown), total: digits(list.data.length) })}
          </p>
          {groups.length === 0 ? (
            <EmptyState>{t('allFaculty.noMatch')}</EmptyState>
          ) : (
            <>
              <EnglishNote />
              {groups.map((group) => (
                <FacultyTable key={group.code} group={group} />
              ))}
            </>
          )}
        </>
      )}
    </div>
  );
}
