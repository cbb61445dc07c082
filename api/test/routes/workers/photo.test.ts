import sharp from 'sharp';
import {
  isBadInputError,
  PHOTO_DECODE_SLOTS,
  photoProcessingStats,
  processPhoto,
  Slots,
} from '../../../src/domain/photo';
import { DomainError } from '../../../src/domain/errors';
import { isBase64 } from '../../../src/domain/base64';

/**
 * The photo pipeline of workers/uploadPhoto (src/domain/photo.ts) without HTTP: how many
 * uploads are processed at once, and which sharp failures are the input's fault.
 */
const png = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe('processPhoto', () => {
  test(`processes at most ${PHOTO_DECODE_SLOTS} uploads at a time; the others wait their turn`, async () => {
    const file = await png(3000, 2000);
    const before = photoProcessingStats();
    expect(before).toMatchObject({ running: 0, waiting: 0 });
    const all = Array.from({ length: 5 }, () => processPhoto(file));
    expect(photoProcessingStats()).toMatchObject({
      running: PHOTO_DECODE_SLOTS,
      waiting: 5 - PHOTO_DECODE_SLOTS,
    });
    const done = await Promise.all(all);
    expect(done.map((p) => [p.width, p.height])).toEqual(Array(5).fill([256, 171]));
    expect(photoProcessingStats()).toEqual({ running: 0, waiting: 0, peak: PHOTO_DECODE_SLOTS });
  });

  test('one bitmap, two files: the large one at most 1024 px, the thumbnail 256 px, both WebP', async () => {
    const p = await processPhoto(await png(2000, 500));
    expect(p.sourceFormat).toBe('png');
    expect(await sharp(p.image).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 256 });
    expect(await sharp(p.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 256, height: 64 });
  });

  test('EXIF orientation is applied, then the metadata is dropped', async () => {
    const rotated = await sharp(await png(400, 200))
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const p = await processPhoto(rotated);
    const meta = await sharp(p.image).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  test('a refusal frees its slot: later uploads still run', async () => {
    const refusals = await Promise.allSettled(
      Array.from({ length: 4 }, () => processPhoto(Buffer.from('not an image at all'))),
    );
    expect(refusals.every((r) => r.status === 'rejected' && (r.reason as DomainError).code === 'UNSUPPORTED_MEDIA_TYPE')).toBe(
      true,
    );
    expect(photoProcessingStats()).toMatchObject({ running: 0, waiting: 0 });
    await expect(processPhoto(await png())).resolves.toMatchObject({ width: 256 });
  });
});

describe('isBadInputError: the input is at fault (415), or the server is (500)', () => {
  test.each([
    'Input buffer contains unsupported image format',
    'Input buffer has corrupt header: webp: unable to parse image',
    'Input image exceeds pixel limit',
    'pngload_buffer: end of stream',
    'VipsJpeg: premature end of JPEG image',
    'VipsJpeg: Corrupt JPEG data: bad Huffman code\nVipsJpeg: Corrupt JPEG data: bad Huffman code',
    'webp2vips: unable to read pixels',
  ])('bad input: %j', (message) => {
    expect(isBadInputError(new Error(message))).toBe(true);
  });

  test.each([
    'vips_malloc: out of memory',
    'pngload_buffer: out of memory',
    'VipsJpeg: premature end of JPEG image\nvips_malloc: out of memory',
    'webpsave_buffer: unable to encode',
    'Expected positive integer for limitInputPixels',
    '',
  ])('not the input: %j', (message) => {
    expect(isBadInputError(new Error(message))).toBe(false);
  });

  test('not an Error at all', () => {
    expect(isBadInputError('pngload_buffer: end of stream')).toBe(false);
  });
});

describe('Slots', () => {
  test('first in, first out; a failing task hands its slot on', async () => {
    const slots = new Slots(1);
    const order: string[] = [];
    let release!: () => void;
    const first = slots.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const second = slots.run(async () => {
      order.push('second');
      throw new Error('boom');
    });
    const third = slots.run(async () => {
      order.push('third');
      return 3;
    });
    expect(slots.stats()).toEqual({ running: 1, waiting: 2, peak: 1 });
    release();
    await first;
    await expect(second).rejects.toThrow('boom');
    await expect(third).resolves.toBe(3);
    expect(order).toEqual(['second', 'third']);
    expect(slots.stats()).toEqual({ running: 0, waiting: 0, peak: 1 });
  });
});

describe('isBase64', () => {
  test.each([
    ['', false],
    ['==', false],
    ['Q', false],
    ['QQ==', true],
    ['QUI=', true],
    ['QUJD', true],
    ['QQ=A', false],
    ['QUJ-', false],
    ['QUJé', false],
    ['QQ===', false],
  ])('%p -> %p', (text, expected) => {
    expect(isBase64(text)).toBe(expected);
  });

  test('a 7 MB text is read without running out of stack, and one bad character anywhere is found', () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 7).toString('base64');
    expect(isBase64(big)).toBe(true);
    expect(isBase64(`${big.slice(0, 3_000_000)}!${big.slice(3_000_001)}`)).toBe(false);
  });
});
