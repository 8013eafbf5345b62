import { fileNameFor } from '../../../api/records';
import { eventToIcs, type CalendarEvent } from '../api/event-calendar';

interface AddToCalendarButtonProps {
  event: Omit<CalendarEvent, 'url'>;
  /** The event page's site path; made absolute when the file is saved (the server knows no origin). */
  path: string;
}

/** Saves the event as an .ics file: phones and desktop calendars open it to add the event. */
export function AddToCalendarButton({ event, path }: AddToCalendarButtonProps) {
  const save = () => {
    const ics = eventToIcs({ ...event, url: new URL(path, window.location.origin).href });
    const blob = new Blob([ics], { type: 'text/calendar;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameFor(event.title, 'ics');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <button type="button" className="button button--secondary" onClick={save}>
      Add to calendar
    </button>
  );
}
