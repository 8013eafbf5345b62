import { COMPLAINT_STATUS_LABELS, type GrievanceDetail } from '@aec/contracts';

type HistoryEntry = GrievanceDetail['history'][number];

export interface HistoryLine {
  who: string;
  /** What happened, e.g. 'Status: Received → Pending'. */
  what: string;
  /** The text written, when the change is a text (subject, message, feedback). */
  text?: string;
}

const statusLabel = (value: string | null) => COMPLAINT_STATUS_LABELS[Number(value)] ?? (value || '—');

/** Actors as the API records them: 'public' (the filer), 'staff:<id> <name>', or 'cli'/'system'. */
export function actorName(actor: string): string {
  if (actor === 'public') return 'The filer';
  const staff = /^staff:\d+ (.+)$/.exec(actor);
  if (staff?.[1]) return staff[1];
  if (actor === 'cli') return 'Server command line';
  if (actor === 'system') return 'The system';
  return actor;
}

/** One history row in words for the timeline: who, and from → to. */
export function describeHistoryEntry(entry: HistoryEntry): HistoryLine {
  const who = actorName(entry.actor);
  switch (entry.field) {
    case 'registration':
      return { who, what: 'Registered (step 1)' };
    case 'subject':
      return { who, what: entry.from_value ? 'Subject changed' : 'Subject submitted (step 2)', text: entry.to_value ?? '' };
    case 'message':
      return { who, what: entry.from_value ? 'Message changed' : 'Message submitted (step 2)', text: entry.to_value ?? '' };
    case 'status':
      return { who, what: `Status: ${statusLabel(entry.from_value)} → ${statusLabel(entry.to_value)}` };
    case 'feedback_message':
      if (!entry.to_value) return { who, what: 'Feedback removed' };
      return { who, what: entry.from_value ? 'Feedback changed' : 'Feedback written', text: entry.to_value };
    default:
      return { who, what: `${entry.field}: ${entry.from_value ?? '—'} → ${entry.to_value ?? '—'}` };
  }
}
