import type { EventDescriptionEntry, EventRow } from '@aec/contracts';
import { parseJsonList } from '../../../api/records';

export interface EventPlace {
  summary: string;
  venue: string;
  time: string;
}

/** Venue and time: our columns, else the first description entry (SPEC §3). */
export function eventPlaceOf(row: Pick<EventRow, 'description' | 'venue' | 'time'>): EventPlace {
  const first = parseJsonList<EventDescriptionEntry>(row.description)[0];
  return { summary: first?.description ?? '', venue: row.venue || first?.venue || '', time: row.time || first?.time || '' };
}
