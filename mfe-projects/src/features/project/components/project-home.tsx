import { SafeHtml } from '@aec/ui';
import type { ProjectRecord } from '@aec/contracts';

/** Banner and the project's stored homepage, sanitised (SafeHtml is the only way its HTML reaches the page). */
export function ProjectHome({ record }: { record: ProjectRecord }) {
  return (
    <>
      {record.project_banner && (
        <img className="project-banner" src={record.project_banner} alt={record.project_banner_alt} width={1200} height={300} decoding="async" />
      )}
      <SafeHtml className="prose project-homepage" html={record.project_homepage} />
    </>
  );
}
