import { UPLOAD_MAX_BYTES, type UploadRequest } from '@aec/contracts';
import { extensionOf } from '../plugins/app/files/file-repository';
import { HttpError } from './http-error';

type UploadType = UploadRequest['type'];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes themselves say (magic numbers), whatever the name or the declared type claim. */
export function sniffType(bytes: Uint8Array): UploadType | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

// A PDF that runs script or launches a program when opened has no place on a notice board. (Scripts
// inside compressed object streams escape this check; viewers on the site render with pdf.js, which runs none.)
const activePdf = /\/(JavaScript|JS|Launch|OpenAction\s*<<[^>]*\/S\s*\/JavaScript)\b/;

/** A safe file name with the extension of the real type: "Notice (final).PDF.exe" of a PDF becomes "Notice (final).PDF.pdf". */
export function uploadName(name: string, type: UploadType): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim();
  const ext = extensionOf(type);
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${stem.slice(0, 150)}.${ext}`;
}

/** Bytes of an upload checked: size, a real PDF or image by its bytes, the declared type matching. */
export function checkUpload(input: UploadRequest): { bytes: Buffer; name: string; type: UploadType } {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, `The file is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.`);
  const type = sniffType(bytes);
  if (!type) throw new HttpError(415, 'Only PDF files and images (PNG, JPEG, WebP, GIF) can be uploaded; this file is neither, whatever its name says.');
  if (type !== input.type) throw new HttpError(415, `The file's contents are ${type}, not ${input.type} as declared.`);
  if (type === 'application/pdf' && activePdf.test(bytes.toString('latin1'))) {
    throw new HttpError(415, 'This PDF contains script or launch actions and was refused; print it to a plain PDF and upload that.');
  }
  return { bytes, name: uploadName(input.name, type), type };
}
