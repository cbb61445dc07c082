/**
 * Worker photos (DESIGN §5): JPEG, PNG or WebP up to 5 MB, recognised by their content
 * (magic bytes, read by sharp), never by a declared type or file name; re-encoded, which
 * also drops metadata (EXIF, GPS) and anything hidden after the image data.
 */
import sharp from 'sharp';
import { HttpError } from '../http/errors';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Beyond this, even a small file is refused: it would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;
export const THUMBNAIL_SIZE = 256;
export const IMAGE_SIZE = 1024;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * The request body carries the file as a data URL (`data:<any>;base64,...`) or bare base64.
 * Base64 of 5 MB is about 6.7 MB of text, hence the body limit of the upload route.
 */
export const PHOTO_BODY_LIMIT = 8 * 1024 * 1024;

const notAnImage = () =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The file is not a JPEG, PNG or WebP image', {
    image: 'Not a JPEG, PNG or WebP image',
  });

/** Data URL or base64 -> bytes; 400 when it is not base64, 413 over 5 MB. */
export function decodeImage(text: string): Buffer {
  const comma = text.startsWith('data:') ? text.indexOf(',') : -1;
  if (text.startsWith('data:') && (comma < 0 || !text.slice(0, comma).endsWith(';base64')))
    throw new HttpError(400, 'BAD_REQUEST', 'The image must be base64 encoded', {
      image: 'Expected a base64 data URL',
    });
  const b64 = (comma >= 0 ? text.slice(comma + 1) : text).replace(/\s+/g, '');
  if (b64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 === 1)
    throw new HttpError(400, 'BAD_REQUEST', 'The image must be base64 encoded', {
      image: 'Not valid base64',
    });
  // Checked before decoding: 4 characters carry 3 bytes.
  if (
    Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0) >
    PHOTO_MAX_BYTES
  )
    throw tooLarge();
  return Buffer.from(b64, 'base64');
}

export const tooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The photo is over 5 MB', { image: 'At most 5 MB' });

export interface ProcessedPhoto {
  /** What the content is, from its magic bytes. */
  sourceFormat: 'jpeg' | 'png' | 'webp';
  /** Re-encoded, at most 1024 px on its longer side, WebP. */
  image: Buffer;
  /** 256 px on its longer side, WebP. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

/** Checks the content and re-encodes it; 415 when it is not a JPEG/PNG/WebP image (or is corrupt). */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) throw tooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  try {
    // rotate() applies the EXIF orientation before the metadata is dropped.
    const image = await sharp(bytes, options)
      .rotate()
      .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    const thumb = await sharp(bytes, options)
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      sourceFormat: format as ProcessedPhoto['sourceFormat'],
      image,
      thumbnail: thumb.data,
      width: thumb.info.width,
      height: thumb.info.height,
    };
  } catch {
    throw notAnImage();
  }
}
