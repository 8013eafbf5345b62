import { Route, Routes } from 'react-router';
import { EmptyState, PageHeader } from '@aec/ui';
import { GrievanceDetailPage } from './components/grievance-detail-page';
import { GrievanceListPage } from './components/grievance-list-page';
import './grievance-desk.css';

/** The shell mounts this at /admin/grievances/* inside its console (grievance officers and admins). */
export function GrievanceDeskSection() {
  return (
    <div className="grievance-desk">
      <Routes>
        <Route index element={<GrievanceListPage />} />
        <Route path=":reg" element={<GrievanceDetailPage />} />
        <Route path="*" element={<DeskNotFound />} />
      </Routes>
    </div>
  );
}

function DeskNotFound() {
  return (
    <>
      <PageHeader title="Not found" />
      <EmptyState>
        <p>The grievance desk has no such page. Grievances open from the list.</p>
      </EmptyState>
    </>
  );
}
