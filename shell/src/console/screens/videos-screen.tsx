import { useEffect, useRef, useState } from 'react';
import { UPLOAD_MAX_BYTES, VIDEO_MAX_BYTES, VideoWrite, type StaffVideo, type StaffVideoListResponse, type VideoPlace } from '@aec/contracts';
import { ConfirmDialog, ErrorState, LoadingState, Select, TextArea, TextField, usePageTitle, useStaffConsole } from '@aec/ui';
import { formatDateTime, messageOf } from '../console-format';
import { BusyButton, FormError } from '../console-fields';
import { checkedBy, useConsoleForm } from '../use-console-form';
import { ListScreenMessages, useListScreen } from '../use-list-screen';

const PLACE_LABELS: Record<VideoPlace, string> = { resources: 'Resources: Videos page', news: 'Under a news item', event: 'Under an event' };
const placeOptions = (Object.keys(PLACE_LABELS) as VideoPlace[]).map((value) => ({ value, label: PLACE_LABELS[value] }));
const sourceOptions = [
  { value: 'youtube', label: 'A YouTube link' },
  { value: 'mp4', label: 'An MP4 file uploaded here' },
];
const MB = 1024 * 1024;

const whereOf = (video: StaffVideo) =>
  video.place === 'resources' ? 'Videos page' : `${video.place === 'news' ? 'News item' : 'Event'} ${video.itemId ?? ''}`.trim();

interface Uploaded {
  id: number;
  name: string;
}

/** One file chosen and uploaded at once, with its progress; `path` is the staff upload call. */
function UploadField({
  id,
  label,
  hint,
  accept,
  path,
  maxBytes,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  path: string;
  maxBytes: number;
  value: Uploaded | null;
  onChange: (file: Uploaded | null) => void;
  error?: string;
}) {
  const { upload } = useStaffConsole();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const pick = (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    if (file.size > maxBytes) {
      setRefusal(`The file is too large: ${maxBytes / MB} MB at most.`);
      return;
    }
    abort.current?.abort();
    const controller = (abort.current = new AbortController());
    setProgress(0);
    upload(file, { path, signal: controller.signal, onProgress: setProgress }).then(
      (stored) => {
        setProgress(null);
        onChange({ id: stored.id, name: stored.name });
      },
      (failure: unknown) => {
        setProgress(null);
        if ((failure as Error).name !== 'AbortError') setRefusal(messageOf(failure));
      },
    );
  };
  const shown = refusal ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {shown && (
        <p id={`${id}-error`} className="field__error">
          {shown}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {progress !== null && <progress max={1} value={progress} aria-label={`Uploading: ${label}`} />}
      <div role="status">
        {value && progress === null && (
          <p>
            Uploaded: {value.name}{' '}
            <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
              Remove {label.toLowerCase()}
            </button>
          </p>
        )}
      </div>
    </div>
  );
}

/** Add or edit one video: titles and descriptions in three languages, its source, poster and place. */
function VideoForm({
  editing,
  onSaved,
  onCancel,
}: {
  editing: StaffVideo | null;
  onSaved: (video: StaffVideo, created: boolean) => void;
  onCancel: () => void;
}) {
  const { request } = useStaffConsole();
  const [title, setTitle] = useState({ en: '', as: '', hi: '' });
  const [description, setDescription] = useState({ en: '', as: '', hi: '' });
  const [source, setSource] = useState<'youtube' | 'mp4'>('youtube');
  const [youtubeUrl, setYoutubeUrl] = useState('');
  const [file, setFile] = useState<Uploaded | null>(null);
  const [poster, setPoster] = useState<Uploaded | null>(null);
  const [place, setPlace] = useState<VideoPlace>('resources');
  const [itemId, setItemId] = useState('');

  // Editing fills the form with the video as it is; saving or cancelling empties it.
  useEffect(() => {
    setTitle(editing ? { ...editing.title } : { en: '', as: '', hi: '' });
    setDescription(editing ? { ...editing.description } : { en: '', as: '', hi: '' });
    setSource(editing?.file ? 'mp4' : 'youtube');
    setYoutubeUrl(editing?.youtubeUrl ?? '');
    setFile(editing?.file && editing.fileId ? { id: editing.fileId, name: editing.file.name } : null);
    setPoster(editing?.poster && editing.posterFileId ? { id: editing.posterFileId, name: editing.poster.name } : null);
    setPlace(editing?.place ?? 'resources');
    setItemId(editing?.itemId ? String(editing.itemId) : '');
  }, [editing]);

  const { errors, failure, busy, submit } = useConsoleForm(
    () =>
      checkedBy(
        VideoWrite.safeParse({
          title,
          description,
          ...(source === 'youtube' ? { youtubeUrl: youtubeUrl.trim() || undefined } : { fileId: file?.id }),
          posterFileId: poster?.id ?? null,
          place,
          itemId: place === 'resources' ? null : /^\d+$/.test(itemId) ? Number(itemId) : null,
        }),
      ),
    async (body) => {
      const saved = await request<StaffVideo>(editing ? `/videos/${editing.id}` : '/videos', { method: editing ? 'PUT' : 'POST', body });
      onSaved(saved, !editing);
    },
  );

  const text = (set: typeof setTitle, language: 'en' | 'as' | 'hi') => (value: string) => set((current) => ({ ...current, [language]: value }));
  return (
    <form className="console-form" onSubmit={submit} noValidate aria-label={editing ? `Edit ${editing.title.en}` : 'Add a video'}>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField label="Title in English" value={title.en} onChange={text(setTitle, 'en')} error={errors['title.en']} required />
      <TextField label="Title in Assamese" lang="as" value={title.as} onChange={text(setTitle, 'as')} error={errors['title.as']} markOptional />
      <TextField label="Title in Hindi" lang="hi" value={title.hi} onChange={text(setTitle, 'hi')} error={errors['title.hi']} markOptional />
      <TextArea
        label="Description in English"
        rows={3}
        value={description.en}
        onChange={text(setDescription, 'en')}
        error={errors['description.en']}
        markOptional
      />
      <TextArea
        label="Description in Assamese"
        lang="as"
        rows={3}
        value={description.as}
        onChange={text(setDescription, 'as')}
        error={errors['description.as']}
        markOptional
      />
      <TextArea
        label="Description in Hindi"
        lang="hi"
        rows={3}
        value={description.hi}
        onChange={text(setDescription, 'hi')}
        error={errors['description.hi']}
        markOptional
      />
      <Select label="Source" value={source} onChange={(value) => setSource(value as 'youtube' | 'mp4')} options={sourceOptions} />
      {source === 'youtube' ? (
        <TextField
          label="YouTube link"
          type="url"
          spellCheck={false}
          value={youtubeUrl}
          onChange={setYoutubeUrl}
          hint="The video's address, e.g. https://www.youtube.com/watch?v=… or https://youtu.be/…. Visitors load nothing from YouTube until they press play."
          error={errors.youtubeUrl}
          required
        />
      ) : (
        <UploadField
          id="video-file"
          label="MP4 file"
          hint={`An MP4 video, ${VIDEO_MAX_BYTES / MB} MB at most; it is checked by its contents and uploaded as soon as it is chosen.`}
          accept="video/mp4"
          path="/videos/files"
          maxBytes={VIDEO_MAX_BYTES}
          value={file}
          onChange={setFile}
          error={errors.youtubeUrl ?? errors.fileId}
        />
      )}
      <UploadField
        id="video-poster"
        label="Poster"
        hint={`Optional: a photo shown before the video plays (JPEG, PNG or WebP, ${UPLOAD_MAX_BYTES / MB} MB at most). Without one a plain panel in the college's colours is shown.`}
        accept="image/jpeg,image/png,image/webp"
        path="/files"
        maxBytes={UPLOAD_MAX_BYTES}
        value={poster}
        onChange={setPoster}
        error={errors.posterFileId}
      />
      <Select label="Shown" value={place} onChange={(value) => setPlace(value as VideoPlace)} options={placeOptions} />
      {place !== 'resources' && (
        <TextField
          label={place === 'news' ? 'News item number' : 'Event number'}
          inputMode="numeric"
          value={itemId}
          onChange={setItemId}
          hint={`The number at the end of its address, e.g. 12 of /${place === 'news' ? 'news/newslist' : 'events/eventlist'}/12.`}
          error={errors.itemId}
          required
        />
      )}
      <div className="console-form__actions">
        <BusyButton type="submit" busy={busy} busyLabel="Saving…">
          {editing ? 'Save changes' : 'Add video'}
        </BusyButton>
        {editing && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

export default function VideosScreen() {
  usePageTitle('Videos – Staff console');
  const { request } = useStaffConsole();
  const [editing, setEditing] = useState<StaffVideo | null>(null);
  const {
    list,
    notice,
    rowError,
    pending: removing,
    changed,
    act,
    ask,
    dialog,
  } = useListScreen<StaffVideoListResponse, StaffVideo>('/videos', {
    confirm: async (video) => {
      await request(`/videos/${video.id}`, { method: 'DELETE' });
      if (editing?.id === video.id) setEditing(null);
      return `${video.title.en} has been removed from the site.`;
    },
  });
  const move = (video: StaffVideo, direction: 'up' | 'down') =>
    act(async () => {
      await request(`/videos/${video.id}/move`, { method: 'POST', body: { direction } });
      return `${video.title.en} moved ${direction}.`;
    });

  const rows = list.data?.rows ?? [];
  const samePage = (a: StaffVideo, b: StaffVideo | undefined) => !!b && a.place === b.place && a.itemId === b.itemId;
  return (
    <section className="console-screen">
      <h1>Videos</h1>
      <p className="console-lead">
        The films of the Videos page, and those shown under a news item or an event: a YouTube link or an MP4 uploaded here. Each change shows on the site at
        once and is recorded in the audit log.
      </p>

      <ListScreenMessages notice={notice} rowError={rowError} />

      {list.status === 'failed' && <ErrorState title="The videos could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <LoadingState label="Loading the videos…" />}
      {list.data && (
        <div className="table-scroll" role="region" aria-labelledby="videos-caption" tabIndex={0}>
          <table className="data console-table">
            <caption id="videos-caption" className="table-caption">
              {rows.length} {rows.length === 1 ? 'video' : 'videos'}, in the order each page shows them
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Shown</th>
                <th scope="col">Source</th>
                <th scope="col">Changed</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((video, i) => (
                <tr key={video.id}>
                  <th scope="row">
                    {video.title.en}
                    {video.sample && !video.title.en.includes('(sample)') && <span className="console-muted"> (sample)</span>}
                  </th>
                  <td>{whereOf(video)}</td>
                  <td>{video.youtubeId ? `YouTube ${video.youtubeId}` : `MP4, ${video.width} × ${video.height}`}</td>
                  <td className="console-nowrap">{formatDateTime(video.updatedAt)}</td>
                  <td className="console-table__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={!samePage(video, rows[i - 1])}
                      onClick={() => void move(video, 'up')}
                      aria-label={`Move ${video.title.en} up`}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={!samePage(video, rows[i + 1])}
                      onClick={() => void move(video, 'down')}
                      aria-label={`Move ${video.title.en} down`}
                    >
                      Down
                    </button>
                    <button type="button" className="button button--secondary" onClick={() => setEditing(video)} aria-label={`Edit ${video.title.en}`}>
                      Edit
                    </button>
                    <button type="button" className="button button--secondary" onClick={() => ask(video)} aria-label={`Remove ${video.title.en}`}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="console-box">
        <h2>{editing ? `Edit: ${editing.title.en}` : 'Add a video'}</h2>
        <VideoForm
          editing={editing}
          onCancel={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            changed(created ? `${saved.title.en} has been added to the site.` : `The changes to ${saved.title.en} have been saved.`);
          }}
        />
      </div>

      <ConfirmDialog title={`Remove ${removing?.title.en ?? ''}?`} confirmLabel="Remove video" busyLabel="Removing…" {...dialog}>
        <p>It leaves the site at once. An uploaded MP4 stays stored, unlisted; the audit log keeps what it was.</p>
      </ConfirmDialog>
    </section>
  );
}
