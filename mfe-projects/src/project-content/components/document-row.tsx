import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ProjectDocumentUpdate, type StaffProjectDetail, type StaffProjectDocument } from '@aec/contracts';
import { collegeDay, fieldErrorsOf, formatDate, TextField } from '@aec/ui';
import { failureMessage, useProjectContentApi } from '../api/project-content-api';
import { firstInvalid, splitServerMessage, type FieldErrors } from '../forms/field-errors';

type EditField = 'title' | 'publishedAt';
const FIELDS: readonly EditField[] = ['title', 'publishedAt'];

interface DocumentRowProps {
  project: StaffProjectDetail;
  document: StaffProjectDocument;
  onSaved: (project: StaffProjectDetail, title: string) => void;
  onDelete: (document: StaffProjectDocument) => void;
}

/** One document: title, date and its PDF; Edit turns the row into a small form for title and date. */
export function DocumentRow({ project, document: doc, onSaved, onDelete }: DocumentRowProps) {
  const api = useProjectContentApi();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({ title: doc.title, publishedAt: collegeDay(doc.publishedAt) ?? '' });
  const [errors, setErrors] = useState<FieldErrors<EditField>>({});
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) document.getElementById(`${id}-title`)?.focus();
    else if (returnFocus.current) editButton.current?.focus();
    returnFocus.current = false;
  }, [editing, id]);

  const startEditing = () => {
    setValues({ title: doc.title, publishedAt: collegeDay(doc.publishedAt) ?? '' });
    setErrors({});
    setFormError(undefined);
    setEditing(true);
  };
  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const parsed = ProjectDocumentUpdate.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error, { fields: FIELDS });
      setErrors(found);
      const first = firstInvalid(found, FIELDS);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const after = await api.updateDocument(project.code, doc.id, parsed.data);
      setBusy(false);
      stopEditing();
      onSaved(after, parsed.data.title);
    } catch (error) {
      setBusy(false);
      const said = splitServerMessage(failureMessage(error), FIELDS);
      if (said.field) setErrors({ [said.field]: said.message });
      else setFormError(`Not saved. ${said.message}`);
    }
  }

  if (editing) {
    return (
      <li className="project-content__doc project-content__doc--editing">
        <form noValidate onSubmit={onSubmit} aria-label={`Edit ${doc.title}`}>
          <div className="project-content__edit-grid">
            <TextField
              id={`${id}-title`}
              label="Title"
              required
              maxLength={300}
              autoComplete="off"
              error={errors.title}
              value={values.title}
              readOnly={busy}
              onChange={(title) => setValues((v) => ({ ...v, title }))}
            />
            <TextField
              id={`${id}-publishedAt`}
              label="Date of the document"
              type="date"
              required
              error={errors.publishedAt}
              value={values.publishedAt}
              readOnly={busy}
              onChange={(publishedAt) => setValues((v) => ({ ...v, publishedAt }))}
            />
          </div>
          <div className="project-content__actions">
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Saving…' : 'Save'}
            </button>
            <button type="button" className="button button--secondary" disabled={busy} onClick={stopEditing}>
              Cancel
            </button>
          </div>
          {formError && (
            <p className="message--error" role="alert">
              {formError}
            </p>
          )}
        </form>
      </li>
    );
  }

  return (
    <li className="project-content__doc">
      <div className="project-content__doc-text">
        <p className="project-content__doc-title">{doc.title}</p>
        <p className="project-content__doc-meta">
          Dated <time dateTime={doc.publishedAt}>{formatDate(doc.publishedAt)}</time> ·{' '}
          <a href={doc.fileUrl} target="_blank" rel="noopener noreferrer">
            Open the PDF<span className="visually-hidden">: {doc.title} (opens in a new tab)</span>
          </a>
        </p>
      </div>
      <div className="project-content__actions project-content__actions--compact">
        <button ref={editButton} type="button" className="button button--secondary" onClick={startEditing}>
          Edit<span className="visually-hidden"> {doc.title}</span>
        </button>
        <button type="button" className="button button--secondary project-content__danger-text" onClick={() => onDelete(doc)}>
          Delete<span className="visually-hidden"> {doc.title}</span>
        </button>
      </div>
    </li>
  );
}
