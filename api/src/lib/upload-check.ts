import { UPLOAD_MAX_BYTES, type UploadRequest } from '@aec/contracts';
import { PDFArray, PDFDict, PDFHexString, PDFName, PDFParser, PDFStream, PDFString, type PDFObject } from 'pdf-lib';
import { extensionOf } from '../plugins/app/files/file-repository';
import { HttpError } from './http-error';
import { prepareImage, processedTypes, type PreparedImage } from './image-variants';

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

// Names that make a PDF run something when it is opened or used: JavaScript actions and name trees
// (/S /JavaScript, /JS, /Names << /JavaScript … >>), launch actions (/S /Launch) and XFA forms, which
// carry scripts of their own; actions that send the form's contents somewhere (/SubmitForm) or open
// another file (/GoToR, /GoToE); attached files (/EmbeddedFiles name trees, /EmbeddedFile streams,
// /FileAttachment annotations), which a reader would open outside the site's checks; and /RichMedia
// (Flash and video players). A public notice needs none of them.
const activeNames = new Set(
  ['JavaScript', 'JS', 'Launch', 'XFA', 'SubmitForm', 'GoToR', 'GoToE', 'EmbeddedFiles', 'EmbeddedFile', 'FileAttachment', 'RichMedia'].map((name) =>
    PDFName.of(name),
  ),
);
const URI = PDFName.of('URI');

/** A link's target (/URI) may only be a web address: file:, smb:, javascript: and the like open things on the reader's machine. */
function unsafeUri(value: PDFObject): boolean {
  // A dictionary is the catalog's /URI << /Base … >> (its entries are checked as any other); a
  // reference cannot be followed while parsing, so it is not trusted.
  if (value instanceof PDFDict) return false;
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return true;
  return !/^https?:\/\//i.test(value.decodeText().trim());
}

function isActive(object: PDFObject): boolean {
  if (object instanceof PDFName) return activeNames.has(object);
  if (object instanceof PDFStream) return isActive(object.dict);
  if (object instanceof PDFArray) return object.asArray().some(isActive);
  if (object instanceof PDFDict) {
    return object.entries().some(([key, value]) => activeNames.has(key) || (key === URI && unsafeUri(value)) || isActive(value));
  }
  return false;
}

const activePdf =
  'This PDF contains script, launch or form-submission actions, attached files, or links that are not web addresses, and was refused; print it to a plain PDF and upload that.';
const unreadablePdf = 'This PDF could not be checked: it is damaged or password-protected. Print it to a plain PDF and upload that.';

/** pdf-lib's parser, judging each object as it is read (a later copy of an object replaces the earlier in its context). */
class ActiveContentParser extends PDFParser {
  active = false;

  constructor(bytes: Uint8Array) {
    // Parsed in one go (no yielding between objects); an object it cannot parse fails the whole file, unchecked objects are not skipped.
    super(bytes, Infinity, true);
    const assign = this.context.assign.bind(this.context);
    this.context.assign = (ref, object) => {
      this.active ||= isActive(object);
      assign(ref, object);
    };
  }
}

/**
 * Refuses a PDF that runs script or launches a program, by parsing it (pdf-lib): every object of the
 * file, those inside compressed object streams included, and every revision of an object (a viewer
 * may follow the cross-reference table to one that a later copy hides). Names are compared decoded,
 * so /J#61vaScript is /JavaScript. What cannot be parsed or is encrypted cannot be checked: refused.
 */
export async function refuseActivePdf(bytes: Uint8Array): Promise<void> {
  const parser = new ActiveContentParser(bytes);
  let context;
  try {
    context = await parser.parseDocument();
  } catch {
    throw new HttpError(422, unreadablePdf);
  }
  if (parser.active) throw new HttpError(415, activePdf);
  if (context.trailerInfo.Encrypt) throw new HttpError(422, unreadablePdf);
}

/** A safe file name with the extension of the real type: "Notice (final).PDF.exe" of a PDF becomes "Notice (final).PDF.pdf". */
export function uploadName(name: string, type: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .trim();
  const ext = extensionOf(type);
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'file';
  return `${stem.slice(0, 150)}.${ext}`;
}

export interface CheckedUpload {
  /** What is stored and served: for a JPEG, PNG or WebP, the image upright with its metadata stripped. */
  bytes: Buffer;
  name: string;
  type: UploadType;
  /** For a JPEG, PNG or WebP: its variants, and the upload as it came (kept for staff). */
  image?: { prepared: PreparedImage; original: Buffer };
}

/** Bytes of an upload checked: size, a real PDF or image by its bytes, the declared type matching, no active PDF. */
export async function checkUpload(input: UploadRequest): Promise<CheckedUpload> {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, `The file is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.`);
  const type = sniffType(bytes);
  if (!type) throw new HttpError(415, 'Only PDF files and images (PNG, JPEG, WebP, GIF) can be uploaded; this file is neither, whatever its name says.');
  if (type !== input.type) throw new HttpError(415, `The file's contents are ${type}, not ${input.type} as declared.`);
  if (type === 'application/pdf') await refuseActivePdf(bytes);
  if (processedTypes.has(type)) {
    const prepared = await prepareImage(bytes, type);
    return { bytes: prepared.clean, name: uploadName(input.name, type), type, image: { prepared, original: bytes } };
  }
  return { bytes, name: uploadName(input.name, type), type };
}
