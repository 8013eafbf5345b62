import { useState, type FormEvent } from 'react';
import { CorrigendumWrite } from '@aec/contracts';
import { fieldErrorsOf, formatDate, StaffApiError, TextArea, TextField, useStaffConsole } from '@aec/ui';
import { AttachmentsField, uploadedIds, type AttachmentItem } from '../components/attachments-field';
import type { StaffTender } from './staff-tender';

/** A tender's corrigenda, newest last, and a form to add one (published at once, with its files). */
export function CorrigendaPanel({ tender, onChange }: { tender: StaffTender; onChange: (tender: StaffTender) => void }) {
  const { request } = useStaffConsole();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<AttachmentItem[]>([]);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const uploaded = uploadedIds(files);
    const parsed = CorrigendumWrite.safeParse({ title, description, fileIds: uploaded.ids });
    const found: Partial<Record<string, string>> = {
      ...(uploaded.problem ? { attachments: uploaded.problem } : {}),
      ...(parsed.success ? {} : fieldErrorsOf(parsed.error, { by: 'name' })),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) {
      setMessage({ kind: 'error', text: Object.values(found).join(' ') });
      document.getElementById(found.title ? 'corrigendum-title' : 'corrigendum-files')?.focus();
      return;
    }
    setSaving(true);
    request<StaffTender>(`/tenders/${tender.id}/corrigenda`, { method: 'POST', body: parsed.data }).then(
      (updated) => {
        setSaving(false);
        onChange(updated);
        setTitle('');
        setDescription('');
        setFiles([]);
        setMessage({ kind: 'ok', text: `Corrigendum “${parsed.data.title}” was published with the tender.` });
      },
      (err: unknown) => {
        setSaving(false);
        setMessage({ kind: 'error', text: `The corrigendum was not saved. ${err instanceof StaffApiError ? err.message : 'Try again.'}` });
      },
    );
  };

  return (
    <section className="pub-corrigenda" aria-labelledby="corrigenda-heading">
      <h2 id="corrigenda-heading">Corrigenda</h2>
      {tender.corrigenda.length === 0 ? (
        <p>No corrigendum yet.</p>
      ) : (
        <ol className="pub-corrigenda__list">
          {tender.corrigenda.map((c) => (
            <li key={c.id}>
              <strong>{c.title}</strong> <span className="pub-muted">({formatDate(c._date_)})</span>
              {c.files.length > 0 && (
                <ul>
                  {c.files.map((f) => (
                    <li key={f.url}>
                      <a href={f.url} target="_blank" rel="noopener noreferrer">
                        {f.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <form className="pub-form pub-form--nested" noValidate autoComplete="off" onSubmit={submit} aria-labelledby="corrigendum-add-heading">
        <h3 id="corrigendum-add-heading">Add a corrigendum</h3>
        {message && (
          <p className={message.kind === 'ok' ? 'pub-saved' : 'message--error'} role={message.kind === 'ok' ? 'status' : 'alert'}>
            {message.text}
          </p>
        )}
        <TextField id="corrigendum-title" markOptional label="Corrigendum title" required value={title} onChange={setTitle} error={errors.title} />
        <TextArea
          id="corrigendum-description"
          markOptional
          label="What changes"
          rows={3}
          value={description}
          onChange={setDescription}
          error={errors.description}
        />
        <AttachmentsField id="corrigendum-files" label="Corrigendum documents" items={files} setItems={setFiles} error={errors.attachments ?? errors.fileIds} />
        <div className="pub-form__actions">
          <button type="submit" className="pub-button pub-button--primary" disabled={saving}>
            {saving ? 'Publishing…' : 'Publish corrigendum'}
          </button>
        </div>
      </form>
    </section>
  );
}
