import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  PROJECT_DOCUMENT_KIND_LABELS,
  PROJECT_DOCUMENT_KINDS,
  type ProjectDocumentKind,
  type StaffProjectDetail,
  type StaffProjectDocument,
} from '@aec/contracts';
import { ConfirmDialog, formatDate } from '@aec/ui';
import { failureMessage, useProjectContentApi } from '../api/project-content-api';
import { AddDocumentForm } from './add-document-form';
import { DocumentRow } from './document-row';

interface DocumentsEditorProps {
  project: StaffProjectDetail;
  onChange: (project: StaffProjectDetail) => void;
}

/** The project's document lists, one per kind as the microsite shows them, with add, edit and delete. */
export function DocumentsEditor({ project, onChange }: DocumentsEditorProps) {
  const api = useProjectContentApi();
  const id = useId();
  const [announcement, setAnnouncement] = useState<ReactNode>(null);
  const [deleting, setDeleting] = useState<{ doc: StaffProjectDocument; busy: boolean; error?: string } | null>(null);
  const headings = useRef<Partial<Record<ProjectDocumentKind, HTMLHeadingElement | null>>>({});
  const pageLink = (kind: ProjectDocumentKind) => {
    const path = `/project/${project.code}/${kind}`;
    return <Link to={path}>{path}</Link>;
  };

  async function confirmDelete() {
    if (!deleting) return;
    const { doc } = deleting;
    setDeleting({ doc, busy: true });
    try {
      await api.deleteDocument(project.code, doc.id);
      const documents = { ...project.documents, [doc.kind]: project.documents[doc.kind].filter((d) => d.id !== doc.id) };
      setDeleting(null);
      onChange({ ...project, documents });
      setAnnouncement(
        <>
          Deleted “{doc.title}”. It is gone from {pageLink(doc.kind)}.
        </>,
      );
      headings.current[doc.kind]?.focus();
    } catch (error) {
      setDeleting({ doc, busy: false, error: `Not deleted. ${failureMessage(error)}` });
    }
  }

  return (
    <section className="project-content__documents" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Documents</h2>
      <AddDocumentForm
        project={project}
        onAdded={(after, added) => {
          onChange(after);
          setAnnouncement(
            <>
              Added “{added.title}” to {PROJECT_DOCUMENT_KIND_LABELS[added.kind]}. It shows on {pageLink(added.kind)} now.
            </>,
          );
        }}
      />
      <div className="project-content__outcome message--success" role="status">
        {announcement}
      </div>
      {PROJECT_DOCUMENT_KINDS.map((kind) => {
        const docs = project.documents[kind];
        return (
          <section key={kind} className="project-content__kind" aria-labelledby={`${id}-${kind}`}>
            <h3 id={`${id}-${kind}`} tabIndex={-1} ref={(el) => void (headings.current[kind] = el)}>
              {PROJECT_DOCUMENT_KIND_LABELS[kind]} <span className="project-content__count">({docs.length})</span>
            </h3>
            {docs.length === 0 ? (
              <p className="note">Nothing in this list yet; the page says so to visitors.</p>
            ) : (
              <ul className="project-content__doc-list">
                {docs.map((doc) => (
                  <DocumentRow
                    key={doc.id}
                    project={project}
                    document={doc}
                    onSaved={(after, title) => {
                      onChange(after);
                      setAnnouncement(<>Saved “{title}”.</>);
                    }}
                    onDelete={(d) => setDeleting({ doc: d, busy: false })}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {deleting && (
        <ConfirmDialog
          open
          title="Delete this document?"
          confirmLabel="Delete the document"
          busyLabel="Deleting…"
          cancelLabel="Keep it"
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            “{deleting.doc.title}”, dated {formatDate(deleting.doc.publishedAt)}, will disappear from the {project.name}{' '}
            {PROJECT_DOCUMENT_KIND_LABELS[deleting.doc.kind].toLowerCase()} page at once.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
