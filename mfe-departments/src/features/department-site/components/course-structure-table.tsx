import { COURSE_STRUCTURE, withCarriedMarks } from '../../../data/course-structure';
import { formatIndianNumber } from '@aec/ui';

const percent = (value: number | null) => (value === null ? '—' : `${value}%`);
const marks = (value: number | null) => (value === null ? '—' : formatIndianNumber(value));

/** SPEC §3 course structure: per semester, the share of its marks carried into the final result. */
export function CourseStructureTable() {
  const rows = withCarriedMarks(COURSE_STRUCTURE);
  const last = rows[rows.length - 1];
  const totalMarks = rows.reduce((sum, r) => sum + r.total_marks, 0);
  return (
    <div className="table-scroll" role="region" aria-labelledby="course-structure-caption" tabIndex={0}>
      <table className="data course-structure">
        <caption id="course-structure-caption">Marks carried over to the final result, by semester (sample totals)</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>Semester</th>
            <th scope="col" rowSpan={2}>Total marks</th>
            <th scope="colgroup" colSpan={2}>Weight</th>
            <th scope="colgroup" colSpan={2}>Marks carried over</th>
            <th scope="colgroup" colSpan={2}>Cumulative total</th>
          </tr>
          <tr>
            <th scope="col">Regular</th>
            <th scope="col">Lateral entry</th>
            <th scope="col">Regular</th>
            <th scope="col">Lateral entry</th>
            <th scope="col">Regular</th>
            <th scope="col">Lateral entry</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.semester}>
              <th scope="row">{r.semester}</th>
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
            <th scope="row">Total</th>
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
