import type { StaffContentSummary } from '@aec/contracts';

export type ContentStatus = 'published' | 'unpublished' | 'expired';

/** Unpublished wins; a published item past its validity date is expired (it shows in the archive only). */
export function statusOf(row: Pick<StaffContentSummary, 'unpublishedAt' | 'validUntil'>, now = Date.now()): ContentStatus {
  if (row.unpublishedAt) return 'unpublished';
  if (row.validUntil && Date.parse(row.validUntil) < now) return 'expired';
  return 'published';
}

export const STATUS_LABELS: Record<ContentStatus, string> = { published: 'Published', unpublished: 'Unpublished', expired: 'Expired' };

export function describeType(type: string): string {
  if (type === 'application/pdf') return 'PDF';
  const image = type.match(/^image\/(\w+)/);
  return image ? `${image[1]!.toUpperCase()} image` : type || 'unknown type';
}
