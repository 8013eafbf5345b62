import { TenderTranslatedWrite } from '@aec/contracts';
import { endOfIndiaDay, fromIndiaTime, PublishAtField, publishAtOf, Select, TextField, toDateInput, toDateTimeInput } from '@aec/ui';
import { AttachmentsField } from '../components/attachments-field';
import { FormScreen } from '../components/form-screen';
import { RichField, Translated } from '../components/translated-field';
import { useItemForm, type DraftOf } from '../hooks/use-item-form';
import { CorrigendaPanel } from './corrigenda-panel';
import type { StaffTender } from './staff-tender';
import { NOTICE_TYPES } from './notice-form';

interface TenderValues {
  type: string;
  title: string;
  tenderNo: string;
  reference: string;
  description: string;
  publishedAt: string;
  /** datetime-local, India time: held until then (the scheduler publishes it). */
  publishAt: string;
  dateClosing: string;
  dateOpening: string;
  validUntil: string;
}

const empty: TenderValues = {
  type: 'AEC',
  title: '',
  tenderNo: '',
  reference: '',
  description: '',
  publishedAt: '',
  publishAt: '',
  dateClosing: '',
  dateOpening: '',
  validUntil: '',
};
const fieldIds: Record<string, string> = { attachments: 'tender-files', description: 'tender-description' };

export function TenderForm({ basePath, id }: { basePath: string; id: number | null }) {
  const form = useItemForm<TenderValues, StaffTender, DraftOf<StaffTender>>({
    kind: 'tenders',
    basePath,
    id,
    empty,
    fromItem: (t) => {
      let description = '';
      try {
        description = (JSON.parse(t.description) as Array<{ description?: string }>)[0]?.description ?? '';
      } catch {
        // an unreadable description stays empty
      }
      return {
        type: t.type,
        title: t.title,
        tenderNo: t.tender_no,
        reference: t.reference,
        description,
        publishedAt: toDateInput(t.published),
        publishAt: '',
        dateClosing: toDateTimeInput(t.date_closing),
        dateOpening: toDateTimeInput(t.date_opening),
        validUntil: toDateInput(t.validUntil),
      };
    },
    fromDraft: (d, t) => ({
      type: d.type,
      title: d.title,
      tenderNo: d.tenderNo,
      reference: d.reference ?? '',
      description: d.description ?? '',
      publishedAt: toDateInput(d.publishedAt ?? t.published),
      publishAt: '',
      dateClosing: toDateTimeInput(d.dateClosing),
      dateOpening: toDateTimeInput(d.dateOpening),
      validUntil: toDateInput(d.validUntil),
    }),
    toPayload: (v, fileIds) => ({
      type: v.type,
      title: v.title,
      tenderNo: v.tenderNo,
      reference: v.reference,
      description: v.description,
      ...(v.publishedAt ? { publishedAt: fromIndiaTime(v.publishedAt) } : {}),
      ...publishAtOf(v.publishAt),
      dateClosing: fromIndiaTime(v.dateClosing) ?? '',
      dateOpening: fromIndiaTime(v.dateOpening) ?? '',
      validUntil: v.validUntil ? endOfIndiaDay(v.validUntil) : null,
      fileIds,
    }),
    schema: TenderTranslatedWrite,
    fieldIdOf: (key) => fieldIds[key] ?? `tender-${key.split('.')[0]}`,
    typeOf: (t) => t.type,
    unpublishedOf: (t) => Boolean(t.unpublishedAt),
  });
  const { values, set, errors } = form;
  const types = NOTICE_TYPES.includes(values.type) ? NOTICE_TYPES : [...NOTICE_TYPES, values.type];
  return (
    <FormScreen
      {...form}
      kind="tenders"
      basePath={basePath}
      isNew={id === null}
      onSubmit={form.submit}
      after={id !== null && form.item ? <CorrigendaPanel tender={form.item} onChange={form.setItem} /> : null}
    >
      <Select
        id="tender-type"
        markOptional
        label="Type"
        required
        value={values.type}
        onChange={set('type')}
        error={errors.type}
        options={types.map((t) => ({ value: t, label: t === 'AEC' ? 'AEC (the college)' : t }))}
      />
      <Translated form={form} field="title" label="Title">
        <TextField id="tender-title" markOptional label="Title" required value={values.title} onChange={set('title')} error={errors.title} />
      </Translated>
      <div className="pub-form__row">
        <TextField
          id="tender-tenderNo"
          markOptional
          label="Tender number"
          required
          value={values.tenderNo}
          onChange={set('tenderNo')}
          error={errors.tenderNo}
        />
        <TextField
          id="tender-reference"
          markOptional
          label="Reference"
          hint="e.g. the GeM or e-procurement bid number."
          value={values.reference}
          onChange={set('reference')}
          error={errors.reference}
        />
      </div>
      <Translated form={form} field="description" label="Description" control="rich">
        <RichField id="tender-description" label="Description (optional)" value={values.description} onChange={set('description')} error={errors.description} />
      </Translated>
      <div className="pub-form__row">
        <TextField
          id="tender-dateClosing"
          markOptional
          label="Submissions close"
          type="datetime-local"
          required
          hint="India time."
          value={values.dateClosing}
          onChange={set('dateClosing')}
          error={errors.dateClosing}
        />
        <TextField
          id="tender-dateOpening"
          markOptional
          label="Bids open"
          type="datetime-local"
          required
          hint="India time; not before submissions close."
          value={values.dateOpening}
          onChange={set('dateOpening')}
          error={errors.dateOpening}
        />
      </div>
      <div className="pub-form__row">
        <TextField
          id="tender-publishedAt"
          markOptional
          label="Publication date"
          type="date"
          hint="Today when left empty."
          value={values.publishedAt}
          onChange={set('publishedAt')}
          error={errors.publishedAt}
        />
        <TextField
          id="tender-validUntil"
          markOptional
          label="Valid until"
          type="date"
          hint="After this day the tender moves to the archive."
          value={values.validUntil}
          onChange={set('validUntil')}
          error={errors.validUntil}
        />
        <PublishAtField idPrefix="tender" holds={form.publishAtHolds} value={values.publishAt} onChange={set('publishAt')} error={errors.publishAt} />
      </div>
      <AttachmentsField id="tender-files" label="Tender documents" items={form.attachments} setItems={form.setAttachments} error={errors.attachments} />
    </FormScreen>
  );
}
