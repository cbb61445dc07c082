import { BODY_LIMITS } from '../../http/bodyLimits';
import { invalid, tooLarge, unsupportedMedia } from '../../domain/errors';
import type { NewAttachment } from '../../repositories/chat/messages';
import { readBase64 } from '../../domain/base64';
import { stripImageMetadata } from '../../domain/photo';
/** ATTACHMENT_MAX_BYTES of the contract (shared/src/contract/chat.ts). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An attachment of chat/sendMessage: a data URL or bare base64, at most 10 MB, recognised by
 * its content (magic bytes), never by its declared type or name. An image is stored
 * re-encoded, without its metadata (EXIF, GPS: domain/photo.ts stripImageMetadata).
 */
const SIGNATURES: { mime: NewAttachment['mime']; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)) },
  { mime: 'image/webp', test: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  { mime: 'application/pdf', test: (b) => b.toString('latin1', 0, 5) === '%PDF-' },
];

export function sniffMime(bytes: Buffer): NewAttachment['mime'] | undefined {
  return SIGNATURES.find((s) => s.test(bytes))?.mime;
}

export async function decodeAttachment(input: { name: string; data: string }): Promise<NewAttachment> {
  const read = readBase64(input.data);
  if ('problem' in read) throw invalid('The attachment must be base64 encoded', { 'attachment.data': read.problem });
  if (read.bytes > ATTACHMENT_MAX_BYTES)
    throw tooLarge('The attachment is over 10 MB', { 'attachment.data': 'At most 10 MB' });
  const data = Buffer.from(read.b64, 'base64');
  const mime = sniffMime(data);
  if (!mime)
    throw unsupportedMedia('The attachment is not a PNG, JPEG, GIF, WebP image or a PDF', {
      'attachment.data': 'Not a PNG, JPEG, GIF, WebP or PDF file',
    });
  return { name: input.name, mime, data: mime === 'application/pdf' ? data : await stripImageMetadata(data, mime) };
}

/** Base64 of 10 MB is about 13.4 MB of text, plus the JSON around it. */
export const SEND_MESSAGE_BODY_LIMIT = BODY_LIMITS.chatSendMessage;
