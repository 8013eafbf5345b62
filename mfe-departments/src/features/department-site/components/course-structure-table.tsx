import { useId } from 'react';
import { useDateFormats } from '@aec/ui';
import { COURSE_STRUCTURE, withCarriedMarks } from '../../../data/course-structure';
import { useDepartmentsT } from '../../../messages/catalogue';

const GROUPS = ['weight', 'carried', 'cumulative'] as const;

/**
 * docs/product/departments.md course structure: per semester, the share of its marks carried into the final result.
 * Two levels of column headings (a group over Regular and Lateral): scope alone does not tie a cell to both
 * for every screen reader, so each cell names its headings with headers, and every heading has an id (HTML_CodeSniffer H43).
 */
export function CourseStructureTable() {
  const t = useDepartmentsT();
  const prefix = useId();
  const id = (...parts: (string | number)[]) => `${prefix}${parts.join('-')}`;
  const cellHeaders = (row: string | number, column: 'marks' | `${(typeof GROUPS)[number]}-${'regular' | 'lateral'}`) =>
    column === 'marks' ? `${id('row', row)} ${id('marks')}` : `${id('row', row)} ${id(column.replace(/-.*/, ''))} ${id(column)}`;
  const { number, digits } = useDateFormats();
  const none = t('common.none');
  const percent = (value: number | null) => (value === null ? none : `${digits(value)}%`);
  const marks = (value: number | null) => (value === null ? none : number(value));
  const rows = withCarriedMarks(COURSE_STRUCTURE);
  const last = rows[rows.length - 1];
  const totalMarks = rows.reduce((sum, r) => sum + r.total_marks, 0);
  return (
    <div className="table-scroll" role="region" aria-labelledby="course-structure-caption" tabIndex={0}>
      <table className="data course-structure">
        <caption id="course-structure-caption">{t('course.caption')}</caption>
        <thead>
          <tr>
            <th id={id('semester')} scope="col" rowSpan={2}>
              {t('course.semester')}
            </th>
            <th id={id('marks')} scope="col" rowSpan={2}>
              {t('course.totalMarks')}
            </th>
            {GROUPS.map((group) => (
              <th key={group} id={id(group)} scope="colgroup" colSpan={2}>
                {t(`course.${group}`)}
              </th>
            ))}
          </tr>
          <tr>
            {GROUPS.flatMap((group) => [
              <th key={`${group}-regular`} id={id(group, 'regular')} scope="col">
                {t('course.regular')}
              </th>,
              <th key={`${group}-lateral`} id={id(group, 'lateral')} scope="col">
                {t('course.lateral')}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.semester}>
              <th id={id('row', r.semester)} scope="row">
                {digits(r.semester)}
              </th>
              <td headers={cellHeaders(r.semester, 'marks')}>{marks(r.total_marks)}</td>
              <td headers={cellHeaders(r.semester, 'weight-regular')}>{percent(r.weight_n)}</td>
              <td headers={cellHeaders(r.semester, 'weight-lateral')}>{percent(r.weight_l)}</td>
              <td headers={cellHeaders(r.semester, 'carried-regular')}>{marks(r.carried_n)}</td>
              <td headers={cellHeaders(r.semester, 'carried-lateral')}>{marks(r.carried_l)}</td>
              <td headers={cellHeaders(r.semester, 'cumulative-regular')}>{marks(r.cumulative_n)}</td>
              <td headers={cellHeaders(r.semester, 'cumulative-lateral')}>{marks(r.cumulative_l)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th id={id('row', 'total')} scope="row">
              {t('course.total')}
            </th>
            <td headers={cellHeaders('total', 'marks')}>{marks(totalMarks)}</td>
            <td colSpan={2} headers={`${cellHeaders('total', 'weight-regular')} ${id('weight', 'lateral')}`} />
            <td colSpan={2} headers={`${cellHeaders('total', 'carried-regular')} ${id('carried', 'lateral')}`} />
            <td headers={cellHeaders('total', 'cumulative-regular')}>{marks(last?.cumulative_n ?? null)}</td>
            <td headers={cellHeaders('total', 'cumulative-lateral')}>{marks(last?.cumulative_l ?? null)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
