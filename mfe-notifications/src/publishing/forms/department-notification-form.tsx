import { DEPARTMENT_CODES, DEPARTMENT_LABELS, DepartmentNotificationWrite, type DepartmentCode, type StaffDepartmentNotification } from '@aec/contracts';
import { fromIndiaTime, PublishAtField, publishAtOf, Select, TextField, toDateInput } from '@aec/ui';
import { AttachmentsField } from '../components/attachments-field';
import { FormScreen } from '../components/form-screen';
import { RichField, Translated } from '../components/translated-field';
import { useItemForm, type DraftOf } from '../hooks/use-item-form';

interface NotificationValues {
  department: DepartmentCode | '';
  title: string;
  message: string;
  createdAt: string;
  /** datetime-local, India time: held until then (the scheduler publishes it). */
  publishAt: string;
  createdBy: string;
}

const empty: NotificationValues = { department: '', title: '', message: '', createdAt: '', publishAt: '', createdBy: '' };

export function DepartmentNotificationForm({ basePath, id }: { basePath: string; id: number | null }) {
  const form = useItemForm<NotificationValues, StaffDepartmentNotification, DraftOf<StaffDepartmentNotification>>({
    kind: 'department-notifications',
    basePath,
    id,
    empty,
    fromItem: (n) => ({
      department: n.department,
      title: n.title,
      message: n.message,
      createdAt: toDateInput(n.createdAt),
      publishAt: '',
      createdBy: n.createdBy,
    }),
    fromDraft: (d, n) => ({
      department: d.department,
      title: d.title,
      message: d.message,
      createdAt: toDateInput(d.createdAt ?? n.createdAt),
      publishAt: '',
      createdBy: d.createdBy,
    }),
    toPayload: (v, fileIds) => ({
      department: v.department,
      title: v.title,
      message: v.message,
      ...(v.createdAt ? { createdAt: fromIndiaTime(v.createdAt) } : {}),
      ...publishAtOf(v.publishAt),
      createdBy: v.createdBy,
      fileIds,
    }),
    schema: DepartmentNotificationWrite,
    fieldIdOf: (key) => (key === 'attachments' || key === 'fileIds' ? 'dn-files' : `dn-${key.split('.')[0]}`),
    typeOf: (n) => n.department,
    unpublishedOf: (n) => Boolean(n.unpublishedAt),
  });
  const { values, set, errors } = form;
  return (
    <FormScreen {...form} kind="department-notifications" basePath={basePath} isNew={id === null} onSubmit={form.submit}>
      <Select
        id="dn-department"
        markOptional
        label="Department"
        required
        value={values.department}
        onChange={(v) => set('department')(v as DepartmentCode | '')}
        error={errors.department}
        options={[{ value: '', label: 'Choose a department' }, ...DEPARTMENT_CODES.map((code) => ({ value: code, label: DEPARTMENT_LABELS[code] }))]}
      />
      <Translated form={form} field="title" label="Headline">
        <TextField id="dn-title" markOptional label="Headline" required value={values.title} onChange={set('title')} error={errors.title} />
      </Translated>
      <Translated form={form} field="message" label="Message" control="rich">
        <RichField id="dn-message" label="Message (optional)" value={values.message} onChange={set('message')} error={errors.message} />
      </Translated>
      <div className="pub-form__row">
        <TextField
          id="dn-createdAt"
          markOptional
          label="Date"
          type="date"
          hint="Today when left empty."
          value={values.createdAt}
          onChange={set('createdAt')}
          error={errors.createdAt}
        />
        <PublishAtField idPrefix="dn" holds={form.publishAtHolds} value={values.publishAt} onChange={set('publishAt')} error={errors.publishAt} />
        <TextField
          id="dn-createdBy"
          markOptional
          label="Issued by"
          hint="The head of the department when left empty."
          value={values.createdBy}
          onChange={set('createdBy')}
          error={errors.createdBy}
        />
      </div>
      <AttachmentsField
        id="dn-files"
        label="Attachments"
        items={form.attachments}
        setItems={form.setAttachments}
        error={errors.attachments ?? errors.fileIds}
      />
    </FormScreen>
  );
}
