import type { EventDescriptionEntry, EventRow } from '@aec/contracts';
import { localizedText, type Language, type LocalizedText } from '@aec/ui';
import { parseJsonList } from '../../../api/records';
import { descriptionIn } from '../../../api/content';

export interface EventPlace {
  summary: string;
  venue: string;
  time: string;
}

/** Venue and time: our columns, else the first description entry (docs/product/news-and-events.md). */
export function eventPlaceOf(row: Pick<EventRow, 'description' | 'venue' | 'time'>): EventPlace {
  const first = parseJsonList<EventDescriptionEntry>(row.description)[0];
  return { summary: first?.description ?? '', venue: row.venue || first?.venue || '', time: row.time || first?.time || '' };
}

export interface LocalizedEventPlace {
  summary: LocalizedText;
  venue: LocalizedText;
  /** Free text ('10 AM onwards'), written in English only. */
  time: string;
}

/** eventPlaceOf in `language`: the description's text and the venue translated when the event has them there. */
export function eventPlaceIn(row: Pick<EventRow, 'description' | 'venue' | 'time' | 'translations'>, language: Language): LocalizedEventPlace {
  const place = eventPlaceOf(row);
  return {
    summary: descriptionIn(row, language),
    venue: localizedText(row.translations, language, 'venue', place.venue),
    time: place.time,
  };
}
