import { Link, Route, Routes } from 'react-router';
import type { RemoteSectionProps } from '@aec/ui';
import { PageHeader } from '@aec/ui';
import { ProjectEditorScreen } from './components/project-editor-screen';
import { ProjectListScreen } from './components/project-list-screen';
import './project-content.css';

/** /admin/projects/*, inside the shell's console (which has checked the session and the publisher role). */
export function ProjectContentRoutes({ basePath }: RemoteSectionProps) {
  return (
    <Routes>
      <Route index element={<ProjectListScreen basePath={basePath} />} />
      <Route path=":code" element={<ProjectEditorScreen basePath={basePath} />} />
      <Route
        path="*"
        element={
          <div className="project-content">
            <PageHeader title="Page not found" lead="This page of the project content console does not exist." />
            <Link to={basePath}>Back to the projects</Link>
          </div>
        }
      />
    </Routes>
  );
}
