import { NewsWrite, type StaffNews } from '@aec/contracts';
import { fromIndiaTime, PublishAtField, publishAtOf, TextArea, TextField, toDateInput } from '@aec/ui';
import { useRef } from 'react';
import { AttachmentsField, type AttachmentItem } from '../components/attachments-field';
import { FormScreen } from '../components/form-screen';
import { RichField, Translated } from '../components/translated-field';
import { useItemForm, type DraftOf } from '../hooks/use-item-form';

interface NewsValues {
  title: string;
  description: string;
  message: string;
  publishedAt: string;
  /** datetime-local, India time: held until then (the scheduler publishes it). */
  publishAt: string;
}

const empty: NewsValues = { title: '', description: '', message: '', publishedAt: '', publishAt: '' };

export function NewsForm({ basePath, id }: { basePath: string; id: number | null }) {
  // The images as last validated: an alt-text error of images.N belongs to the Nth uploaded image.
  const validated = useRef<AttachmentItem[]>([]);
  const form = useItemForm<NewsValues, StaffNews, DraftOf<StaffNews>>({
    kind: 'news',
    basePath,
    id,
    empty,
    fromItem: (n) => ({ title: n.title, description: n.description, message: n.message, publishedAt: toDateInput(n._date_), publishAt: '' }),
    fromDraft: (d, n) => ({
      title: d.title,
      description: d.description,
      message: d.message,
      publishedAt: toDateInput(d.publishedAt ?? n._date_),
      publishAt: '',
    }),
    toPayload: (v, _fileIds, attachments) => {
      validated.current = attachments.filter((a) => a.state === 'done');
      return {
        title: v.title,
        description: v.description,
        message: v.message,
        ...(v.publishedAt ? { publishedAt: fromIndiaTime(v.publishedAt) } : {}),
        ...publishAtOf(v.publishAt),
        images: validated.current.map((a) => ({ fileId: a.id!, alt: a.alt ?? '' })),
      };
    },
    schema: NewsWrite,
    fieldIdOf: (key: string): string => {
      const alt = key.match(/^images\.(\d+)\.alt$/);
      if (alt) return `news-images-alt-${validated.current[Number(alt[1])]?.key ?? ''}`;
      return key === 'attachments' || key.startsWith('images') ? 'news-images' : `news-${key}`;
    },
    typeOf: () => 'NEWS',
    unpublishedOf: (n) => Boolean(n.unpublishedAt),
  });
  const { values, set, errors } = form;
  const done = form.attachments.filter((a) => a.state === 'done');
  const altErrors = Object.fromEntries(
    Object.entries(errors)
      .map(([key, message]) => [key.match(/^images\.(\d+)\.alt$/)?.[1], message] as const)
      .filter(([index]) => index !== undefined)
      .map(([index, message]) => [done[Number(index)]?.key ?? '', message]),
  );
  return (
    <FormScreen {...form} kind="news" basePath={basePath} isNew={id === null} onSubmit={form.submit}>
      <Translated form={form} field="title" label="Headline">
        <TextField id="news-title" markOptional label="Headline" required value={values.title} onChange={set('title')} error={errors.title} />
      </Translated>
      <Translated form={form} field="description" label="Summary" control="textarea">
        <TextArea
          id="news-description"
          markOptional
          label="Summary"
          hint="One or two lines shown on the news cards."
          rows={3}
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
      </Translated>
      <Translated form={form} field="message" label="Story" control="rich">
        <RichField id="news-message" label="Story (optional)" value={values.message} onChange={set('message')} error={errors.message} />
      </Translated>
      <TextField
        id="news-publishedAt"
        markOptional
        label="Date"
        type="date"
        hint="Today when left empty."
        value={values.publishedAt}
        onChange={set('publishedAt')}
        error={errors.publishedAt}
      />
      <PublishAtField idPrefix="news" holds={form.publishAtHolds} value={values.publishAt} onChange={set('publishAt')} error={errors.publishAt} />
      <AttachmentsField
        id="news-images"
        label="Images"
        imagesOnly
        items={form.attachments}
        setItems={form.setAttachments}
        error={errors.attachments ?? errors.images}
        altErrors={altErrors}
      />
    </FormScreen>
  );
}
