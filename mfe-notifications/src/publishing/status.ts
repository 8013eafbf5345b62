import type { StaffContentSummary } from '@aec/contracts';

export type ContentStatus = 'published' | 'unpublished' | 'expired';

/** Unpublished wins; a published item past its validity date is expired (it shows in the archive only). */
export function statusOf(row: Pick<StaffContentSummary, 'unpublishedAt' | 'validUntil'>, now = Date.now()): ContentStatus {
  if (row.unpublishedAt) return 'unpublished';
  if (row.validUntil && Date.parse(row.validUntil) < now) return 'expired';
  return 'published';
}

export const STATUS_LABELS: Record<ContentStatus, string> = { published: 'Published', unpublished: 'Unpublished', expired: 'Expired' };

/** 2026-01-31 for a date input, from a stored ISO date (in India time, where the college is). */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** 2026-01-31T10:00 for a datetime-local input, in India time. */
export function toDateTimeInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

/** The ISO instant of a date input's day (midnight India time) or a datetime-local value (India time). */
export function fromIndiaTime(value: string): string | undefined {
  if (!value) return undefined;
  const withTime = value.length === 10 ? `${value}T00:00` : value;
  const date = new Date(`${withTime}:00+05:30`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The end of a date input's day in India time: a notice valid until the 31st shows all that day. */
export function endOfIndiaDay(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T23:59:59+05:30`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function describeType(type: string): string {
  if (type === 'application/pdf') return 'PDF';
  const image = type.match(/^image\/(\w+)/);
  return image ? `${image[1]!.toUpperCase()} image` : type || 'unknown type';
}
