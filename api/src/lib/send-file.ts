import type { FastifyReply } from 'fastify';
import { extensionOf, type FileRepository, type StoredFile } from '../plugins/app/files/file-repository';
import { notFound } from './http-error';

/** "Mid-semester routine (sample)" → mid-semester-routine-sample */
function asciiName(headline: string): string {
  return (
    headline
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'attachment'
  );
}

/** Content-Disposition of a download named after an item's headline: an ASCII name for old clients, the headline itself for the rest. */
export function attachmentDisposition(headline: string, extension: string, suffix = ''): string {
  const ascii = `${asciiName(headline)}${suffix}.${extension}`;
  const utf8 = encodeURIComponent(`${headline.slice(0, 120)}${suffix}.${extension}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** An attachment as a download named after the item's headline (docs/product/api-compatibility.md), e.g. "Holiday-on-account-of-Bihu-sample.pdf". */
export function sendAttachment(reply: FastifyReply, files: FileRepository, headline: string, index: number, file: StoredFile): FastifyReply {
  let bytes: Buffer;
  try {
    bytes = files.read(file);
  } catch {
    throw notFound('The attachment file');
  }
  return reply
    .type(file.type)
    .header('content-disposition', attachmentDisposition(headline, extensionOf(file.type), index > 0 ? `-${index + 1}` : ''))
    .header('cache-control', 'public, max-age=3600')
    .send(bytes);
}
