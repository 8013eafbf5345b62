import type { FileRef, UploadInfoEntry } from '@aec/contracts';

/** The JSON-text list fields of docs/product/notices-and-tenders.md (description, uploadInfo); anything unreadable is an empty list. */
export function parseJsonList<T>(text: string | null | undefined): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

/** Search on title (docs/product/notices-and-tenders.md): case-insensitive substring; an empty query matches everything. */
export function titleMatches(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en-IN');
  return needle === '' || title.toLocaleLowerCase('en-IN').includes(needle);
}

export interface Attachment {
  /** 'Attachment 1', 'Attachment 2' … by position. */
  label: string;
  url: string;
  type: string;
  size?: number;
}

const englishLabel = (position: number) => `Attachment ${position}`;

/**
 * Attachments by position. Our API gives cacheable file URLs; a row that only has the compatibility
 * uploadInfo list is read through /api/{kind}/attachment/{id}/{index}. `label` names the n-th
 * (useAttachmentLabel: in the page's language).
 */
export function attachmentsOf(
  kind: 'notice' | 'tender',
  row: { id: number; uploadInfo: string; files?: FileRef[] },
  label: (position: number) => string = englishLabel,
): Attachment[] {
  if (row.files && row.files.length > 0) {
    return row.files.map((file, i) => ({ label: label(i + 1), url: file.url, type: file.type, size: file.size }));
  }
  return parseJsonList<UploadInfoEntry>(row.uploadInfo).map((entry, i) => ({
    label: label(i + 1),
    url: `/api/${kind}/attachment/${row.id}/${entry.index ?? i}`,
    type: entry.type ?? 'application/pdf',
    size: entry.size,
  }));
}

/** A file name from a headline: what Windows, Android and macOS all accept, never empty. */
export function fileNameFor(headline: string, extension: string): string {
  const base = headline
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
    .replace(/[. ]+$/, '');
  return `${base || 'document'}.${extension}`;
}

/** An API detail answer is { rows: [item] }; also accept the item itself. */
export function firstRow<T>(answer: { rows?: T[] } | T | undefined): T | undefined {
  if (answer && typeof answer === 'object' && 'rows' in answer && Array.isArray((answer as { rows?: T[] }).rows)) {
    return (answer as { rows: T[] }).rows[0];
  }
  return answer as T | undefined;
}
