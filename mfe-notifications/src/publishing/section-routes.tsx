import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import type { RemoteSectionProps } from '@aec/ui';
import { ContentListPage } from './components/content-list-page';
import type { ContentKind } from './kinds';

type FormComponent = ComponentType<{ basePath: string; id: number | null }>;

function EditRoute({ Form, basePath }: { Form: FormComponent; basePath: string }) {
  const { id } = useParams();
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return <Navigate to={basePath} replace />;
  // Keyed by id: another item is a fresh form.
  return <Form key={n} basePath={basePath} id={n} />;
}

/**
 * The list, or the editor when the address asks for one: `?edit=<id>` (the review reminder mail's
 * link) opens that item's editor; `?archive=<id>` is read by the list, which asks to unpublish it.
 */
function SectionIndex({ kind, Form, basePath }: { kind: ContentKind; Form: FormComponent; basePath: string }) {
  const [params] = useSearchParams();
  const edit = Number(params.get('edit'));
  if (Number.isInteger(edit) && edit > 0) return <Form key={edit} basePath={basePath} id={edit} />;
  return <ContentListPage kind={kind} basePath={basePath} />;
}

/** One console section: the list at its root, 'new', and ':id' to edit. */
export function sectionOf(kind: ContentKind, Form: FormComponent): ComponentType<RemoteSectionProps> {
  function Section({ basePath }: RemoteSectionProps) {
    return (
      <div className={`pub pub--${kind}`}>
        <Routes>
          <Route index element={<SectionIndex kind={kind} Form={Form} basePath={basePath} />} />
          <Route path="new" element={<Form basePath={basePath} id={null} />} />
          <Route path=":id" element={<EditRoute Form={Form} basePath={basePath} />} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Routes>
      </div>
    );
  }
  Section.displayName = `PublishingSection(${kind})`;
  return Section;
}
