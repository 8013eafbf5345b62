import { EventWrite, type StaffEvent } from '@aec/contracts';
import { fromIndiaTime, PublishAtField, publishAtOf, TextField, toDateInput } from '@aec/ui';
import { AttachmentsField } from '../components/attachments-field';
import { FormScreen } from '../components/form-screen';
import { RichField, Translated } from '../components/translated-field';
import { useItemForm, type DraftOf } from '../hooks/use-item-form';

interface EventValues {
  title: string;
  eventDate: string;
  /** datetime-local, India time: held until then (the scheduler publishes it). */
  publishAt: string;
  time: string;
  venue: string;
  description: string;
  message: string;
}

const empty: EventValues = { title: '', eventDate: '', publishAt: '', time: '', venue: '', description: '', message: '' };

export function EventForm({ basePath, id }: { basePath: string; id: number | null }) {
  const form = useItemForm<EventValues, StaffEvent, DraftOf<StaffEvent>>({
    kind: 'events',
    basePath,
    id,
    empty,
    fromItem: (e) => {
      let description = '';
      try {
        description = (JSON.parse(e.description) as Array<{ description?: string }>)[0]?.description ?? '';
      } catch {
        // an unreadable description stays empty
      }
      return { title: e.title, eventDate: toDateInput(e._date_), publishAt: '', time: e.time, venue: e.venue, description, message: e.message };
    },
    fromDraft: (d) => ({
      title: d.title,
      eventDate: toDateInput(d.eventDate),
      publishAt: '',
      time: d.time,
      venue: d.venue,
      description: d.description,
      message: d.message,
    }),
    toPayload: (v, fileIds) => ({
      title: v.title,
      eventDate: fromIndiaTime(v.eventDate) ?? '',
      ...publishAtOf(v.publishAt),
      time: v.time,
      venue: v.venue,
      description: v.description,
      message: v.message,
      fileIds,
    }),
    schema: EventWrite,
    fieldIdOf: (key) => (key === 'attachments' || key === 'fileIds' ? 'event-files' : `event-${key.split('.')[0]}`),
    typeOf: () => 'EVENT',
    unpublishedOf: (e) => Boolean(e.unpublishedAt),
  });
  const { values, set, errors } = form;
  return (
    <FormScreen {...form} kind="events" basePath={basePath} isNew={id === null} onSubmit={form.submit}>
      <Translated form={form} field="title" label="Title">
        <TextField id="event-title" markOptional label="Title" required value={values.title} onChange={set('title')} error={errors.title} />
      </Translated>
      <div className="pub-form__row">
        <TextField
          id="event-eventDate"
          markOptional
          label="Date"
          type="date"
          required
          value={values.eventDate}
          onChange={set('eventDate')}
          error={errors.eventDate}
        />
        <PublishAtField idPrefix="event" holds={form.publishAtHolds} value={values.publishAt} onChange={set('publishAt')} error={errors.publishAt} />
        <TextField
          id="event-time"
          markOptional
          label="Time"
          hint="As people say it: 10:30 AM, or 10 AM to 4 PM."
          value={values.time}
          onChange={set('time')}
          error={errors.time}
        />
      </div>
      <Translated form={form} field="venue" label="Venue">
        <TextField id="event-venue" markOptional label="Venue" value={values.venue} onChange={set('venue')} error={errors.venue} />
      </Translated>
      <Translated form={form} field="description" label="Summary">
        <TextField
          id="event-description"
          markOptional
          label="Summary"
          hint="One line shown on the event cards."
          value={values.description}
          onChange={set('description')}
          error={errors.description}
        />
      </Translated>
      <Translated form={form} field="message" label="Details" control="rich">
        <RichField id="event-message" label="Details (optional)" value={values.message} onChange={set('message')} error={errors.message} />
      </Translated>
      <AttachmentsField
        id="event-files"
        label="Attachments"
        items={form.attachments}
        setItems={form.setAttachments}
        error={errors.attachments ?? errors.fileIds}
      />
    </FormScreen>
  );
}
