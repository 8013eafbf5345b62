import { PageHeader } from '@aec/ui';
import type { ContentPageDefinition } from './pages';

/** One component for every institutional page of the shell: content is data (content/pages.tsx). */
export function ContentPage({ page }: { page: ContentPageDefinition }) {
  return (
    <div className="container page">
      <PageHeader title={page.title} lead={page.lead} />
      {page.body && <div className="prose">{page.body}</div>}
    </div>
  );
}
