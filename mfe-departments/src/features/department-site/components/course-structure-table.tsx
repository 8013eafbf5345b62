import { useDateFormats } from '@aec/ui';
import { COURSE_STRUCTURE, withCarriedMarks } from '../../../data/course-structure';
import { useDepartmentsT } from '../../../messages/catalogue';

/** docs/product/departments.md course structure: per semester, the share of its marks carried into the final result. */
export function CourseStructureTable() {
  const t = useDepartmentsT();
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
            <th scope="col" rowSpan={2}>
              {t('course.semester')}
            </th>
            <th scope="col" rowSpan={2}>
              {t('course.totalMarks')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('course.weight')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('course.carried')}
            </th>
            <th scope="colgroup" colSpan={2}>
              {t('course.cumulative')}
            </th>
          </tr>
          <tr>
            {[0, 1, 2].flatMap((group) => [
              <th key={`${group}-regular`} scope="col">
                {t('course.regular')}
              </th>,
              <th key={`${group}-lateral`} scope="col">
                {t('course.lateral')}
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.semester}>
              <th scope="row">{digits(r.semester)}</th>
              <td>{marks(r.total_marks)}</td>
              <td>{percent(r.weight_n)}</td>
              <td>{percent(r.weight_l)}</td>
              <td>{marks(r.carried_n)}</td>
              <td>{marks(r.carried_l)}</td>
              <td>{marks(r.cumulative_n)}</td>
              <td>{marks(r.cumulative_l)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('course.total')}</th>
            <td>{marks(totalMarks)}</td>
            <td colSpan={2} />
            <td colSpan={2} />
            <td>{marks(last?.cumulative_n ?? null)}</td>
            <td>{marks(last?.cumulative_l ?? null)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
