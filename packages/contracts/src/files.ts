import { z } from 'zod';

/**
 * A stored file (PDF or image) as our own front ends use it: a cacheable URL with its type and size.
 * The base64 fields of docs/product/api-compatibility.md (b_arr, file data) stay beside these for compatibility only.
 */
export const FileRef = z.object({
  url: z.string().startsWith('/'),
  name: z.string(),
  type: z.string(), // MIME type, e.g. application/pdf, image/png
  size: z.number().int().nonnegative(),
});
export type FileRef = z.infer<typeof FileRef>;

/** docs/product/api-compatibility.md b_arr entry: base64 data and its type (pdf, png, jpeg, svg …). */
export const Base64Blob = z.object({
  data: z.string(),
  type: z.string(),
  ext: z.string().optional(),
});
export type Base64Blob = z.infer<typeof Base64Blob>;

/** Entry of the JSON-text `uploadInfo` list: attachments by position (index 0 is 'Attachment 1'). */
export const UploadInfoEntry = z.object({
  index: z.number().int().nonnegative(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
});
export type UploadInfoEntry = z.infer<typeof UploadInfoEntry>;
