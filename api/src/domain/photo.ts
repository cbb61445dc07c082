/**
 * Worker photos (docs/product.md#worker-photos): JPEG, PNG or WebP up to 5 MB and 25 megapixels,
 * recognised by their content, re-encoded (which drops metadata). Decoding is what costs: the
 * header is read first (over 25 MP refused undecoded), the pixels decoded once at the large size,
 * at most PHOTO_DECODE_SLOTS at a time, sharp's cache off. Only a bad input is a 415; any other
 * sharp failure is a plain Error, a logged 500.
 */
import type sharpModule from 'sharp';
import { DomainError, invalid, tooLarge, unsupportedMedia } from './errors';
import { readBase64 } from './base64';

type Sharp = typeof sharpModule;
let loaded: Promise<Sharp> | undefined;
/** sharp and libvips, loaded at the first image (about 20 MB a process that never sees one does not carry). */
function loadSharp(): Promise<Sharp> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Beyond this, even a small file is refused: it would decode to a huge bitmap. */
export const PHOTO_MAX_PIXELS = 25_000_000;
export const THUMBNAIL_SIZE = 256;
export const IMAGE_SIZE = 1024;
/** Uploads whose pixels are processed at the same time. */
export const PHOTO_DECODE_SLOTS = 2;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () =>
  unsupportedMedia('The file is not a JPEG, PNG or WebP image', {
    image: 'Not a JPEG, PNG or WebP image',
  });

const tooManyPixels = (width?: number, height?: number) =>
  tooLarge(`The photo is over 25 megapixels${width && height ? ` (${width} x ${height})` : ''}`,
    { image: 'At most 25 megapixels' },
  );

/** A stored thumbnail as the `url` of a photo answer (a data URL: no second request to show it). */
export function thumbnailDataUrl(mime: string, bytes: Buffer | Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Width and height of a WebP thumbnail read from its header (VP8, VP8L or VP8X), without decoding it. */
export function webpSize(b: Buffer): { width: number; height: number } {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return { width: 0, height: 0 };
}

/** Data URL or base64 -> bytes; 400 when it is not base64, 413 over 5 MB. */
export function decodeImage(text: string): Buffer {
  const read = readBase64(text);
  if ('problem' in read) throw invalid('The image must be base64 encoded', { image: read.problem });
  // Checked before decoding.
  if (read.bytes > PHOTO_MAX_BYTES) throw photoTooLarge();
  return Buffer.from(read.b64, 'base64');
}

export const photoTooLarge = () =>
  tooLarge('The photo is over 5 MB', { image: 'At most 5 MB' });

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

/**
 * What libvips says about an input it cannot read: sharp's own input messages, or a loader's
 * (`pngload_buffer: end of stream`, `VipsJpeg: Corrupt JPEG data: ...`, `webp2vips: unable
 * to read pixels`). Every line of the message must be one of them, and none about memory,
 * for the failure to be the input's fault.
 */
const BAD_INPUT_LINE =
  /^(Input buffer (contains unsupported image format|has corrupt header)|Input image exceeds pixel limit|(Vips(Jpeg|Png|Webp|ForeignLoad\w*)|\w+load(_buffer|_source)?|\w+2vips|libspng|spng|webp|png|jpeg):)/;
const RESOURCE_FAULT = /out of memory|vips_malloc|cannot allocate|not enough memory/i;

export function isBadInputError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const lines = error.message.split('\n').filter((l) => l.trim() !== '');
  return lines.length > 0 && lines.every((l) => BAD_INPUT_LINE.test(l) && !RESOURCE_FAULT.test(l));
}

/** A sharp failure: the input's fault -> `refusal` (4xx); anything else -> a plain Error (500, logged). */
function classify(error: unknown, refusal: () => DomainError): Error {
  if (isBadInputError(error)) {
    return /exceeds pixel limit/.test((error as Error).message) ? tooManyPixels() : refusal();
  }
  return new Error(`Photo processing failed: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
}

/** A counting semaphore: `run` starts the task when a slot is free, else queues it (FIFO). */
export class Slots {
  private running = 0;
  private peak = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly size: number) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) {
      this.running += 1;
      return this.start(task);
    }
    return new Promise<T>((resolve, reject) => {
      // The releasing task hands its slot over: `running` stays the same.
      this.queue.push(() => void this.start(task).then(resolve, reject));
    });
  }

  /** Now running, waiting, and the most ever running at once. */
  stats() {
    return { running: this.running, waiting: this.queue.length, peak: this.peak };
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const decodeSlots = new Slots(PHOTO_DECODE_SLOTS);

/** Uploads being processed, waiting, and the most processed at once since the start. */
export const photoProcessingStats = () => decodeSlots.stats();

/**
 * Checks the content and re-encodes it: 413 over 5 MB or 25 MP, 415 when it is not a
 * JPEG/PNG/WebP image (or is corrupt), a plain Error (500) when sharp fails otherwise.
 * Waits for one of the PHOTO_DECODE_SLOTS.
 */
export function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > PHOTO_MAX_BYTES) return Promise.reject(photoTooLarge());
  return decodeSlots.run(() => reencode(bytes));
}

async function reencode(bytes: Buffer): Promise<ProcessedPhoto> {
  // The header only: format and dimensions, no pixels decoded.
  const sharp = await loadSharp();
  let header: sharpModule.Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw classify(error, notAnImage);
  }
  const format = header.format;
  if (!format || !ACCEPTED.has(format)) throw notAnImage();
  if (!header.width || !header.height) throw notAnImage();
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw tooManyPixels(header.width, header.height);

  // The one decode: EXIF orientation applied (before the metadata is dropped), shrunk to the
  // large size, as an 8-bit bitmap. The pixel limit is set again in case the header lied.
  let pixels: { data: Buffer; info: sharpModule.OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(IMAGE_SIZE, IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw classify(error, notAnImage);
  }

  // Both files from that bitmap; a failure here is never the input's fault.
  const { width, height, channels } = pixels.info;
  const fromPixels = () => sharp(pixels.data, { raw: { width, height, channels } });
  try {
    const [image, thumb] = await Promise.all([
      fromPixels().webp({ quality: 85 }).toBuffer(),
      fromPixels()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      sourceFormat: format as ProcessedPhoto['sourceFormat'],
      image,
      thumbnail: thumb.data,
      width: thumb.info.width,
      height: thumb.info.height,
    };
  } catch (error) {
    throw new Error(`Photo encoding failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Image types of chat attachments (the contract's ATTACHMENT_TYPES less PDF), as sharp names them. */
const ATTACHMENT_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/gif': 'gif', 'image/webp': 'webp' } as const;
export type AttachmentImageMime = keyof typeof ATTACHMENT_FORMATS;

const unreadableAttachment = () =>
  unsupportedMedia('The attached image could not be read', {
    'attachment.data': 'Not a readable PNG, JPEG, GIF or WebP image',
  });
const attachmentTooManyPixels = () =>
  tooLarge('The attached image is over 25 megapixels', {
    'attachment.data': 'At most 25 megapixels (all frames together)',
  });

/**
 * A chat image attachment re-encoded in its own format and size, as worker photos are, which
 * drops its metadata (EXIF with GPS position, camera and owner, XMP, comments) and anything
 * hidden after the image data. The EXIF orientation is applied first, so the picture still
 * shows the right way up; an animated GIF or WebP keeps its frames. 413 over 25 megapixels
 * (every frame counted), 415 when the image cannot be decoded; shares the photos' decode slots.
 */
export function stripImageMetadata(bytes: Buffer, mime: AttachmentImageMime): Promise<Buffer> {
  return decodeSlots.run(async () => {
    const sharp = await loadSharp();
    let header: sharpModule.Metadata;
    try {
      header = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw classify(error, unreadableAttachment);
    }
    const format = ATTACHMENT_FORMATS[mime];
    if (header.format !== format || !header.width || !header.height) throw unreadableAttachment();
    const pages = header.pages ?? 1;
    if (header.width * header.height * pages > PHOTO_MAX_PIXELS) throw attachmentTooManyPixels();
    const animated = pages > 1;
    let image = sharp(bytes, { animated, limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
    if (!animated) image = image.rotate();
    image =
      format === 'png'
        ? image.png({ palette: header.isPalette })
        : format === 'jpeg'
          ? image.jpeg({ quality: 90 })
          : format === 'gif'
            ? image.gif()
            : image.webp({ quality: 90 });
    try {
      return await image.toBuffer();
    } catch (error) {
      const failure = classify(error, unreadableAttachment);
      throw failure instanceof DomainError && failure.code === 'PAYLOAD_TOO_LARGE' ? attachmentTooManyPixels() : failure;
    }
  });
}
