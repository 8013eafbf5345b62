import { Link } from 'react-router';
import { EmptyState } from '@aec/ui';
import type { Department } from '../../../data/departments';

/** An honest page for a sub-route the department has nothing on yet (SPEC keeps every sub-route). */
export function NotPublished({ department, what }: { department: Department; what: string }) {
  return (
    <EmptyState>
      <p>
        The Department of {department.name} has not published {what} on this site yet.
      </p>
      <Link to={`/department/${department.dept_code}/home`}>Back to the department’s home page</Link>
    </EmptyState>
  );
}
