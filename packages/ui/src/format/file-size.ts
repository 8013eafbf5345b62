/**
 * '512 bytes', '2 KB', '3.5 MB' for a size in bytes; '' when there is none. Binary multiples
 * (1 KB = 1024 bytes) written "KB", as Windows and the college's own PDF links say them.
 */
export function formatFileSize(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
