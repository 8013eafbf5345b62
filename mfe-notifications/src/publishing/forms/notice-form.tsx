import { NoticeTranslatedWrite, type StaffNotice } from '@aec/contracts';
import { Checkbox, endOfIndiaDay, fromIndiaTime, PublishAtField, publishAtOf, Select, TextField, toDateInput } from '@aec/ui';
import { AttachmentsField } from '../components/attachments-field';
import { FormScreen } from '../components/form-screen';
import { RichField, Translated } from '../components/translated-field';
import { useItemForm, type DraftOf } from '../hooks/use-item-form';

export const NOTICE_TYPES = ['AEC', 'TEQIP', 'NEQIP', 'RUSA'];

interface NoticeValues {
  type: string;
  title: string;
  description: string;
  message: string;
  publishedAt: string;
  /** datetime-local, India time: held until then (the scheduler publishes it). */
  publishAt: string;
  validUntil: string;
  flash: boolean;
}

const empty: NoticeValues = { type: 'AEC', title: '', description: '', message: '', publishedAt: '', publishAt: '', validUntil: '', flash: false };
const fieldIds: Record<string, string> = { attachments: 'notice-files', message: 'notice-message' };

export function NoticeForm({ basePath, id }: { basePath: string; id: number | null }) {
  const form = useItemForm<NoticeValues, StaffNotice, DraftOf<StaffNotice>>({
    kind: 'notices',
    basePath,
    id,
    empty,
    fromItem: (n) => {
      let description = '';
      try {
        description = (JSON.parse(n.description) as Array<{ description?: string }>)[0]?.description ?? '';
      } catch {
        // an unreadable description stays empty
      }
      return {
        type: n.type,
        title: n.title,
        description,
        message: n.message,
        publishedAt: toDateInput(n._date_),
        publishAt: '',
        validUntil: toDateInput(n.validUntil),
        flash: Boolean(n.flash),
      };
    },
    fromDraft: (d, n) => ({
      type: d.type,
      title: d.title,
      description: d.description,
      message: d.message,
      publishedAt: toDateInput(d.publishedAt ?? n._date_),
      publishAt: '',
      validUntil: toDateInput(d.validUntil),
      flash: d.flash,
    }),
    toPayload: (v, fileIds) => ({
      type: v.type,
      title: v.title,
      description: v.description,
      message: v.message,
      ...(v.publishedAt ? { publishedAt: fromIndiaTime(v.publishedAt) } : {}),
      ...publishAtOf(v.publishAt),
      validUntil: v.validUntil ? endOfIndiaDay(v.validUntil) : null,
      flash: v.flash,
      fileIds,
    }),
    schema: NoticeTranslatedWrite,
    fieldIdOf: (key) => fieldIds[key] ?? `notice-${key.split('.')[0]}`,
    typeOf: (n) => n.type,
    unpublishedOf: (n) => Boolean(n.unpublishedAt),
  });
  const { values, set, errors } = form;
  const types = NOTICE_TYPES.includes(values.type) ? NOTICE_TYPES : [...NOTICE_TYPES, values.type];
  return (
    <FormScreen {...form} kind="notices" basePath={basePath} isNew={id === null} onSubmit={form.submit}>
      <Select
        id="notice-type"
        markOptional
        label="Type"
        required
        hint="AEC notices also show on the home page; project notices on their project's pages."
        value={values.type}
        onChange={set('type')}
        error={errors.type}
        options={types.map((t) => ({ value: t, label: t === 'AEC' ? 'AEC (the college)' : t }))}
      />
      <Translated form={form} field="title" label="Headline">
        <TextField id="notice-title" markOptional label="Headline" required value={values.title} onChange={set('title')} error={errors.title} />
      </Translated>
      <Translated form={form} field="description" label="Short description">
        <TextField
          id="notice-description"
          markOptional
          label="Short description"
          hint="One line shown under the headline in lists."
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
      </Translated>
      <Translated form={form} field="message" label="Message" control="rich">
        <RichField id="notice-message" label="Message (optional)" value={values.message} onChange={set('message')} error={errors.message} />
      </Translated>
      <div className="pub-form__row">
        <TextField
          id="notice-publishedAt"
          markOptional
          label="Publication date"
          type="date"
          hint="Today when left empty."
          value={values.publishedAt}
          onChange={set('publishedAt')}
          error={errors.publishedAt}
        />
        <TextField
          id="notice-validUntil"
          markOptional
          label="Valid until"
          type="date"
          hint="After this day the notice moves to the archive."
          value={values.validUntil}
          onChange={set('validUntil')}
          error={errors.validUntil}
        />
        <PublishAtField idPrefix="notice" holds={form.publishAtHolds} value={values.publishAt} onChange={set('publishAt')} error={errors.publishAt} />
      </div>
      <Checkbox
        id="notice-flash"
        label="Flash news"
        hint="Also shown by its headline in the scrolling flash-news bar of the home page."
        checked={values.flash}
        onChange={set('flash')}
      />
      <AttachmentsField id="notice-files" label="Attachments" items={form.attachments} setItems={form.setAttachments} error={errors.attachments} />
    </FormScreen>
  );
}
