import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  PROJECT_DOCUMENT_KIND_LABELS,
  PROJECT_DOCUMENT_KINDS,
  ProjectDocumentFields,
  UPLOAD_MAX_BYTES,
  type ProjectDocumentKind,
  type StaffProjectDetail,
  type StaffProjectDocument,
} from '@aec/contracts';
import { Field, fieldErrorsOf, Select, StaffApiError, TextField, collegeDay, useStaffConsole } from '@aec/ui';
import { failureMessage, useProjectContentApi } from '../api/project-content-api';
import { firstInvalid, splitServerMessage, type FieldErrors } from '../forms/field-errors';

type AddField = 'kind' | 'title' | 'publishedAt' | 'file';
const FIELDS: readonly AddField[] = ['kind', 'title', 'publishedAt', 'file'];
const KIND_OPTIONS = PROJECT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: PROJECT_DOCUMENT_KIND_LABELS[kind] }));
type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'saving' };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

function fileProblem(file: File | null): string | undefined {
  if (!file) return 'Choose the PDF file';
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return `Choose a PDF file; ${file.name} is not one`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is ${megabytes(file.size)}; a PDF may be ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most`;
  return undefined;
}

interface AddDocumentFormProps {
  project: StaffProjectDetail;
  onAdded: (project: StaffProjectDetail, added: StaffProjectDocument) => void;
}

/**
 * Kind, title, date and the PDF: the file is uploaded first (with a progress bar), then the document
 * is added. A failed step keeps everything typed, and an uploaded file is not sent twice.
 */
export function AddDocumentForm({ project, onAdded }: AddDocumentFormProps) {
  const api = useProjectContentApi();
  const { upload } = useStaffConsole();
  const id = useId();
  const [values, setValues] = useState({ kind: 'minutes' as ProjectDocumentKind, title: '', publishedAt: collegeDay(new Date()) ?? '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<AddField>>({});
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [formError, setFormError] = useState<string>();
  const uploaded = useRef<{ file: File; id: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const busy = phase.step !== 'idle';

  useEffect(() => () => abort.current?.abort(), []);

  const focusField = (field: AddField) => document.getElementById(`${id}-${field}`)?.focus();
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const parsed = ProjectDocumentFields.safeParse(values);
    const found: FieldErrors<AddField> = parsed.success ? {} : fieldErrorsOf(parsed.error, { fields: FIELDS });
    const badFile = fileProblem(file);
    if (badFile) found.file = badFile;
    setErrors(found);
    const first = firstInvalid(found, FIELDS);
    if (first || !parsed.success || !file) {
      if (first) focusField(first);
      return;
    }

    try {
      if (uploaded.current?.file !== file) {
        setPhase({ step: 'uploading', fraction: 0 });
        abort.current = new AbortController();
        const answer = await upload(file, { signal: abort.current.signal, onProgress: (fraction) => setPhase({ step: 'uploading', fraction }) });
        uploaded.current = { file, id: answer.id };
      }
    } catch (error) {
      setPhase({ step: 'idle' });
      if ((error as Error).name === 'AbortError') return;
      if (error instanceof StaffApiError && error.status !== 401 && error.status !== 0) {
        setErrors({ file: error.message });
        focusField('file');
      } else {
        setFormError(`The PDF was not uploaded. ${failureMessage(error)}`);
      }
      return;
    }

    setPhase({ step: 'saving' });
    try {
      const after = await api.addDocument(project.code, { ...parsed.data, fileId: uploaded.current.id });
      const added = after.documents[parsed.data.kind].find((d) => !project.documents[parsed.data.kind].some((old) => old.id === d.id));
      setPhase({ step: 'idle' });
      uploaded.current = null;
      setFile(null);
      setFileInputKey((k) => k + 1);
      setValues((v) => ({ ...v, title: '' }));
      if (added) onAdded(after, added);
    } catch (error) {
      setPhase({ step: 'idle' });
      const said = splitServerMessage(failureMessage(error), ['kind', 'title', 'publishedAt', 'fileId'] as const);
      if (said.field && said.field !== 'fileId') {
        setErrors({ [said.field]: said.message });
        focusField(said.field);
      } else if (said.field === 'fileId' || (error instanceof StaffApiError && error.status === 400 && /file|PDF/i.test(said.message))) {
        uploaded.current = null;
        setErrors({ file: said.message });
        focusField('file');
      } else {
        setFormError(`The document was not added. ${said.message}`);
      }
    }
  }

  return (
    <form className="project-content__add" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Add a document</h3>
      <p className="note">Every field is needed. The PDF is uploaded first, then the document is added to the list you choose.</p>
      <div className="project-content__add-grid">
        <Select
          id={`${id}-kind`}
          label="List"
          error={errors.kind}
          required
          hint="The microsite page it appears on"
          value={values.kind}
          disabled={busy}
          options={KIND_OPTIONS}
          onChange={(kind) => set('kind', kind as ProjectDocumentKind)}
        />
        <TextField
          id={`${id}-title`}
          label="Title"
          required
          error={errors.title}
          value={values.title}
          maxLength={300}
          autoComplete="off"
          readOnly={busy}
          hint="As visitors will read it"
          onChange={(title) => set('title', title)}
        />
        <TextField
          id={`${id}-publishedAt`}
          label="Date of the document"
          type="date"
          required
          error={errors.publishedAt}
          value={values.publishedAt}
          readOnly={busy}
          hint="Of the meeting or publication"
          onChange={(date) => set('publishedAt', date)}
        />
        <Field id={`${id}-file`} label="PDF file" error={errors.file} required hint={`${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most`}>
          {(control) => (
            <input
              key={fileInputKey}
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                if (errors.file) setErrors((er) => ({ ...er, file: undefined }));
              }}
            />
          )}
        </Field>
      </div>
      {phase.step === 'uploading' && (
        <div className="project-content__progress">
          <label htmlFor={`${id}-progress`}>Uploading {file?.name}</label>
          <progress id={`${id}-progress`} max={1} value={phase.fraction} />
          <span aria-hidden="true">{Math.round(phase.fraction * 100)}%</span>
        </div>
      )}
      <div className="project-content__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {phase.step === 'uploading' ? 'Uploading…' : phase.step === 'saving' ? 'Adding…' : 'Upload and add'}
        </button>
        {phase.step === 'uploading' && (
          <button type="button" className="button button--secondary" onClick={() => abort.current?.abort()}>
            Cancel the upload
          </button>
        )}
      </div>
      {formError && (
        <p className="message--error" role="alert">
          {formError}
        </p>
      )}
    </form>
  );
}
