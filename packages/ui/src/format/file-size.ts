/** A size's figure as English writes it ('3.5') and its unit: bytes under 1 KB, else KB or MB. */
export function fileSizeParts(bytes: number | undefined): { figure: string; unit: 'byte' | 'bytes' | 'KB' | 'MB' } | null {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return { figure: String(bytes), unit: bytes === 1 ? 'byte' : 'bytes' };
  if (bytes < 1024 * 1024) return { figure: String(Math.round(bytes / 1024)), unit: 'KB' };
  return { figure: (bytes / (1024 * 1024)).toFixed(1), unit: 'MB' };
}

/**
 * '512 bytes', '2 KB', '3.5 MB' for a size in bytes; '' when there is none. Binary multiples
 * (1 KB = 1024 bytes) written "KB", as Windows and the college's own PDF links say them.
 * In the page's language: `useDateFormats().fileSize(bytes)`.
 */
export function formatFileSize(bytes: number | undefined): string {
  const parts = fileSizeParts(bytes);
  return parts ? `${parts.figure} ${parts.unit}` : '';
}
