import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES, type AttachmentTextState, type StaffAttachment } from '@aec/contracts';
import { FieldError, formatFileSize, StaffApiError, TextField, useStaffConsole } from '@aec/ui';
import { describeType } from '../status';

/** Photos the server cleans and resizes (GIF and SVG are kept as they are): their upload as it came is kept for staff. */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface AttachmentItem {
  key: string;
  name: string;
  type: string;
  size: number;
  state: 'uploading' | 'done' | 'refused';
  /** 0..1 while uploading. */
  progress: number;
  /** The stored file's id and URL once uploaded. */
  id?: number;
  url?: string;
  /** Why the upload was refused (the server's sentence when it answered). */
  error?: string;
  /** News images: the text read out in place of the image. */
  alt?: string;
  /** A stored PDF's text for search and "Read as text". */
  text?: AttachmentTextState;
}

/** What the server did with a PDF's words, as the publisher reads it beside the file. */
export function describeTextState(text: AttachmentTextState): string {
  const pages = text.pages === null ? '' : ` (${text.pages} ${text.pages === 1 ? 'page' : 'pages'})`;
  switch (text.state) {
    case 'pending':
      return 'Text: not read yet; it is read in the background in a few seconds.';
    case 'extracted':
      return `Text: extracted${pages}, searchable.${text.reason ? ` ${text.reason}` : ''}`;
    case 'ocr-queued':
      return `Text: OCR queued${pages}: scanned pages are being read; the rest is searchable already.`;
    case 'done':
      return `Text: done${pages}, scanned pages read by OCR, searchable.`;
    case 'failed':
      return `Text: failed. ${text.reason ?? ''} The file is still published.`;
  }
}

let keys = 0;
export const attachmentOf = (file: StaffAttachment): AttachmentItem => ({
  key: `file-${file.id}-${keys++}`,
  name: file.name,
  type: file.type,
  size: file.size,
  state: 'done',
  progress: 1,
  id: file.id,
  url: file.url,
  alt: file.alt ?? '',
  text: file.text,
});

const IMAGE_TYPES = UPLOAD_TYPES.filter((t) => t.startsWith('image/'));

interface AttachmentsFieldProps {
  id: string;
  label: string;
  items: AttachmentItem[];
  setItems: Dispatch<SetStateAction<AttachmentItem[]>>;
  /** News takes images (each with alt text); everything else PDFs and images. */
  imagesOnly?: boolean;
  error?: string;
  /** Errors of single items' alt text, by key. */
  altErrors?: Partial<Record<string, string>>;
}

/** File picker that uploads at once, one progress bar per file, with type, size and a Remove button. */
export function AttachmentsField({ id, label, items, setItems, imagesOnly, error, altErrors = {} }: AttachmentsFieldProps) {
  const { upload } = useStaffConsole();
  const aborts = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const allowed: readonly string[] = imagesOnly ? IMAGE_TYPES : UPLOAD_TYPES;
  const update = (key: string, change: Partial<AttachmentItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = `new-${keys++}`;
      const item: AttachmentItem = { key, name: file.name, type: file.type, size: file.size, state: 'uploading', progress: 0, alt: '' };
      if (!allowed.includes(file.type)) {
        item.state = 'refused';
        item.error = imagesOnly
          ? 'Only PNG, JPEG, WebP and GIF images can be added to news.'
          : 'Only PDF files and images (PNG, JPEG, WebP, GIF) can be uploaded.';
      } else if (file.size > UPLOAD_MAX_BYTES) {
        item.state = 'refused';
        item.error = `The file is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.`;
      }
      setItems((list) => [...list, item]);
      if (item.state === 'refused') continue;
      const controller = new AbortController();
      aborts.current.set(key, controller);
      upload(file, { signal: controller.signal, onProgress: (fraction) => update(key, { progress: fraction }) })
        .then(
          (stored) => update(key, { state: 'done', progress: 1, id: stored.id, url: stored.url, type: stored.type, size: stored.size }),
          (err: unknown) => {
            if ((err as Error).name === 'AbortError') return;
            update(key, { state: 'refused', error: err instanceof StaffApiError ? err.message : 'The upload failed; try again.' });
          },
        )
        .finally(() => aborts.current.delete(key));
    }
  };
  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    setItems((list) => list.filter((item) => item.key !== key));
  };

  const hintId = `${id}-hint`;
  return (
    <fieldset className={`pub-attachments${error ? ' pub-attachments--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {label} <span className="field__optional">(optional)</span>
      </legend>
      <p id={hintId} className="field__hint">
        {imagesOnly ? 'PNG, JPEG, WebP or GIF images' : 'PDF files or images (PNG, JPEG, WebP, GIF)'}, {UPLOAD_MAX_BYTES / 1024 / 1024} MB at most each. Each
        file is uploaded as soon as it is chosen.
      </p>
      <FieldError id={id} error={error} />
      <label htmlFor={id} className="pub-attachments__pick">
        {imagesOnly ? 'Add images' : 'Add files'}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={allowed.join(',')}
        aria-describedby={hintId}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      {items.length > 0 && (
        <ul className="pub-attachments__list">
          {items.map((item) => (
            <li key={item.key} className={`pub-attachment pub-attachment--${item.state}`}>
              <div className="pub-attachment__head">
                <span className="pub-attachment__name">
                  {item.url ? (
                    <a href={item.url} target="_blank" rel="noopener noreferrer">
                      {item.name}
                    </a>
                  ) : (
                    item.name
                  )}
                </span>
                <span className="pub-attachment__meta">
                  {describeType(item.type)}, {formatFileSize(item.size)}
                </span>
                {item.id !== undefined && PHOTO_TYPES.has(item.type) && (
                  // Staff only: the upload as it came, with its camera metadata (the public gets the cleaned variants).
                  <a
                    className="pub-button pub-button--small"
                    href={`/api/staff/files/${item.id}/original`}
                    download
                    aria-label={`Download original: ${item.name}`}
                  >
                    Download original
                  </a>
                )}
                <button type="button" className="pub-button pub-button--small" onClick={() => remove(item.key)} aria-label={`Remove ${item.name}`}>
                  Remove
                </button>
              </div>
              {item.state === 'uploading' && (
                <div className="pub-attachment__progress">
                  <progress max={1} value={item.progress} aria-label={`Uploading ${item.name}`} />
                  <span aria-hidden="true">{Math.round(item.progress * 100)}%</span>
                </div>
              )}
              {item.state === 'done' && !item.error && <span className="visually-hidden">Uploaded.</span>}
              {item.text && (
                <p className={`pub-attachment__text pub-attachment__text--${item.text.state}`} data-text-state={item.text.state}>
                  {describeTextState(item.text)}
                </p>
              )}
              {item.state === 'refused' && (
                <p className="pub-attachment__error" role="alert">
                  “{item.name}” was not uploaded. {item.error}
                </p>
              )}
              {imagesOnly && item.state !== 'refused' && (
                <TextField
                  id={`${id}-alt-${item.key}`}
                  label={`Alt text for ${item.name}`}
                  value={item.alt ?? ''}
                  error={altErrors[item.key]}
                  onChange={(alt) => update(item.key, { alt })}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** Ids of the uploaded files in order, or the sentence why the form cannot be saved yet. */
export function uploadedIds(items: AttachmentItem[]): { ids: number[]; problem?: string } {
  if (items.some((i) => i.state === 'uploading')) return { ids: [], problem: 'Wait until every file has finished uploading, then save.' };
  if (items.some((i) => i.state === 'refused')) return { ids: [], problem: 'Remove the files that were not uploaded, then save.' };
  return { ids: items.map((i) => i.id!) };
}
