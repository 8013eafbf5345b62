import { z } from 'zod';

/**
 * A stored file (PDF or image) as our own front ends use it: a cacheable URL with its type and size.
 * The base64 fields of docs/product/api-compatibility.md (b_arr, file data) stay beside these for compatibility only.
 */
/** One width of an uploaded photo: WebP and its JPEG fallback, with the size in pixels (the page keeps its place while it loads). */
export const ImageVariant = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  webp: z.string().startsWith('/'),
  jpeg: z.string().startsWith('/'),
});
export type ImageVariant = z.infer<typeof ImageVariant>;

export const FileRef = z.object({
  url: z.string().startsWith('/'),
  name: z.string(),
  type: z.string(), // MIME type, e.g. application/pdf, image/png
  size: z.number().int().nonnegative(),
  /** A JPEG, PNG or WebP photo's variants, narrowest first (for srcset); absent for PDFs, GIF, SVG and images not yet converted. */
  variants: z.array(ImageVariant).optional(),
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
